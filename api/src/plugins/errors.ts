import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { infrastructure } from '../lib/plugin.ts';
import { validationMessage } from '../lib/validation.ts';
import { messages } from '../messages.ts';
import { isClientRoute } from '../web/fallback.ts';
import { pathOf } from '../web/visit.ts';
import { echo } from '@ckb/contract/validation';

const byCode: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: messages.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: messages.emptyJson,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.unsupportedMediaType,
  FST_ERR_CTP_BODY_TOO_LARGE: messages.bodyTooLarge,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: messages.badRequest,
};

/**
 * Every error becomes `{ "message": "<Sorani text>" }` with a fitting status (ARCHITECTURE §6):
 * never a stack trace, never HTML. Server faults are logged with their stack and answered generically.
 */
export const errorsPlugin = infrastructure('errors', async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if ('validation' in error && error.validation) {
      return reply.code(400).send({ message: validationMessage(error.validation, error.validationContext) });
    }
    const status =
      typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode <= 599
        ? error.statusCode
        : 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return reply.code(status).send({ message: messages.internal });
    }
    const code = 'code' in error ? error.code : undefined;
    const message = (code && byCode[code]) || (error instanceof HttpError ? error.message : undefined);
    return reply.code(status).send({ message: message ?? fallbackMessage(status, error.message) });
  });
});

function fallbackMessage(status: number, original: string): string {
  if (status === 401) return messages.signInRequired;
  if (status === 403) return messages.forbidden;
  if (status === 413) return messages.bodyTooLarge;
  if (status === 415) return messages.unsupportedMediaType;
  // Plugins' own 4xx texts are English; keep them after a Sorani lead so nothing is lost.
  return original ? `${messages.badRequest} (${echo(original)})` : messages.badRequest;
}

/**
 * Fastify's `frameworkErrors`: what the router refuses before any route or hook runs. A malformed
 * %-escape is a bad request; a path segment longer than the router accepts cannot name anything, so
 * it is not found. A page of the site (`/movies/%`) gets the site's own Sorani not-found page, drawn
 * like any page that is not there (web plugin's `sitePage`).
 */
export function routerErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  // no hook runs for these: the security headers (plugins/security-headers.ts) are set here
  request.server.securityHeaders(request, reply);
  if (isClientRoute(request.method, pathOf(request.raw.url ?? '/'))) {
    void request.server.sitePage(request, reply);
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') void reply.code(400).send({ message: messages.badUrl });
  else void reply.code(404).send({ message: messages.notFound });
}
