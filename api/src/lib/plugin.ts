import type { FastifyPluginAsync } from 'fastify';

/**
 * Marks an infrastructure plugin so its decorators and hooks apply to the whole app
 * instead of an encapsulated child context (what the `fastify-plugin` package does).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function infrastructure<T extends FastifyPluginAsync<any>>(name: string, plugin: T): T {
  Object.assign(plugin, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
  return plugin;
}
