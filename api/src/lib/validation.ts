import type { FastifySchema, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { DecodeUnsafe, HasCodec } from 'typebox/value';
import { badTextPath, validationMessage as formatValidation } from '@ckb/contract/validation';

/**
 * Request validation with TypeBox's compiler, for every route:
 * - bodies are JSON and must have exactly the declared types (no coercion: `"5"` is not a number,
 *   `["x"]` is not a string);
 * - query strings and path params arrive as text, so declared integers, numbers and booleans are
 *   converted first, strictly (`2.5` is not an integer, `yes` is not a boolean), and defaults filled in.
 * - no string may hold a NUL or a lone UTF-16 surrogate (neither is text a column should keep);
 * - a valid value is then decoded by the contract's field codecs (contract/src/fields.ts): links to their
 *   canonical form, text that shows nothing to empty. Only the codecs run, never TypeBox's coercions.
 * Error objects keep the ajv shape (keyword, instancePath, params) that Fastify and our error
 * handler expect.
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  default?: unknown;
};

const INTEGER = /^-?\d+$/;
const NUMBER = /^-?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

function convertScalar(schema: JsonSchema, raw: unknown): unknown {
  if (typeof raw !== 'string') return raw;
  const types = schema.anyOf ? schema.anyOf.map((s) => s.type) : [schema.type];
  if (types.includes('integer') && INTEGER.test(raw)) return Number(raw);
  if (types.includes('number') && NUMBER.test(raw)) return Number(raw);
  if (types.includes('boolean') && (raw === 'true' || raw === 'false')) {
    // a union such as boolean | 'true' | 'false' keeps the string
    return types.includes('string') ? raw : raw === 'true';
  }
  return raw;
}

/** Text -> declared scalar types for query strings and params; missing properties get their default. */
export function convertTextFields(schema: JsonSchema, value: unknown): unknown {
  if (!schema.properties || typeof value !== 'object' || value === null || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const [key, prop] of Object.entries(schema.properties)) {
    if (out[key] === undefined) {
      if (prop.default !== undefined) out[key] = prop.default;
      continue;
    }
    out[key] = convertScalar(prop, out[key]);
  }
  return out;
}

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema as TSchema);
  const decode = HasCodec({}, schema as TSchema);
  const convert = httpPart !== 'body';
  return (value: unknown) => {
    const candidate = convert ? convertTextFields(schema as JsonSchema, value) : value;
    if (!validator.Check(candidate)) {
      return { error: validator.Errors(candidate) as unknown as FastifySchemaValidationError[] };
    }
    const bad = badTextPath(candidate);
    if (bad !== null) {
      const error = { keyword: bad.keyword, instancePath: bad.path, schemaPath: '#', params: {}, message: bad.keyword };
      return { error: [error] as unknown as FastifySchemaValidationError[] };
    }
    return { value: decode ? DecodeUnsafe({}, schema as TSchema, candidate) : candidate };
  };
};

/**
 * One Sorani sentence for the first problem, naming the field (the contract's formatter: the
 * back-office's forms say the same).
 */
export const validationMessage = (errors: FastifySchemaValidationError[], context: string | undefined): string =>
  formatValidation(errors, context);
