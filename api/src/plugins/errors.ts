import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { HttpError } from '../lib/http-errors.ts';
import { infrastructure } from '../lib/plugin.ts';
import { messages } from '../messages.ts';

const v = messages.validation;

/** Turns the first schema violation into one Sorani sentence that names the field. */
export function validationMessage(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const first = errors[0];
  if (!first) return messages.badRequest;
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const name = path || (context === 'body' ? 'body' : (context ?? 'body'));
  switch (first.keyword) {
    case 'required':
      return v.required(path ? `${path}.${String(params.missingProperty)}` : String(params.missingProperty));
    case 'type': {
      const type = String(params.type);
      if (type.includes('integer')) return v.integer(name);
      if (type.includes('number')) return v.number(name);
      if (type.includes('boolean')) return v.boolean(name);
      if (type.includes('array')) return v.array(name);
      if (type.includes('object')) return v.object(name);
      return v.string(name);
    }
    case 'minLength':
      return Number(params.limit) <= 1 ? v.notEmpty(name) : v.minLength(name, Number(params.limit));
    case 'maxLength':
      return v.maxLength(name, Number(params.limit));
    case 'minimum':
    case 'exclusiveMinimum':
      return v.minimum(name, Number(params.limit));
    case 'maximum':
    case 'exclusiveMaximum':
      return v.maximum(name, Number(params.limit));
    case 'enum':
      return v.oneOf(name, (params.allowedValues as unknown[]) ?? []);
    case 'const':
      return v.oneOf(name, [params.allowedValue]);
    case 'format':
      return params.format === 'email' ? v.email(name) : v.invalid(name);
    case 'additionalProperties':
      return v.unknownField(path ? `${path}.${String(params.additionalProperty)}` : String(params.additionalProperty));
    case 'anyOf': {
      // TypeBox literal unions (e.g. 'true' | 'false') fail as anyOf of consts.
      return v.invalid(name);
    }
    default:
      return v.invalid(name);
  }
}

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
  return original ? `${messages.badRequest} (${original})` : messages.badRequest;
}
