import type { Visit } from '../../src/web/visit.ts';

/** A first visit to `url` on https://anime.test, for the page modules; `warnings` keeps what it logged. */
export function visitTo(url: string): Visit & { warnings: unknown[] } {
  const warnings: unknown[] = [];
  return {
    url,
    origin: 'https://anime.test',
    log: { warn: (obj: unknown) => void warnings.push(obj) },
    warnings,
  };
}
