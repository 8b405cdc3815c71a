import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { infrastructure } from '../lib/plugin.ts';

/**
 * The OpenAPI document, generated from the TypeBox schemas the routes validate with.
 * JSON at /api/docs/json, a browsable page at /api/docs. Routes with `schema.hide` stay out.
 */
export const openapiPlugin = infrastructure('openapi', async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'CKB anime & manga api',
        description:
          'The /api contract of SPEC §7 with the conventions of ARCHITECTURE §6: every request carries `x-api-key`; ' +
          'success is `{ data }`, errors are `{ message }` (Sorani); staff calls add `Authorization: Bearer <jwt>`.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
      },
      security: [{ apiKey: [] }],
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: false });
});
