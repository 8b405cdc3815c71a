import type { FastifySchema, FastifySchemaCompiler, FastifySchemaValidationError } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { messages } from '../messages.ts';

/**
 * Request validation with TypeBox's compiler, for every route:
 * - bodies are JSON and must have exactly the declared types (no coercion: `"5"` is not a number,
 *   `["x"]` is not a string);
 * - query strings and path params arrive as text, so declared integers, numbers and booleans are
 *   converted first, strictly (`2.5` is not an integer, `yes` is not a boolean), and defaults filled in.
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

/**
 * The JSON-pointer path of the first string holding a NUL character, or null. PostgreSQL cannot
 * store NUL in text (the insert would fail with a 500), and no field of this api has a use for it.
 */
export function nulPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const found = nulPath(child, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema as TSchema);
  const convert = httpPart !== 'body';
  return (value: unknown) => {
    const candidate = convert ? convertTextFields(schema as JsonSchema, value) : value;
    if (!validator.Check(candidate)) {
      return { error: validator.Errors(candidate) as unknown as FastifySchemaValidationError[] };
    }
    const nul = nulPath(candidate);
    if (nul !== null) {
      const error = { keyword: 'nul', instancePath: nul, schemaPath: '#', params: {}, message: 'contains NUL' };
      return { error: [error] as unknown as FastifySchemaValidationError[] };
    }
    return { value: candidate };
  };
};

const v = messages.validation;

/** The `pattern` of fields that must not contain whitespace (usernames). */
export const NO_SPACES = '^\\S+$';

/**
 * One Sorani sentence for the first problem, naming the field (SPEC: "API error messages ... name the
 * field"). Understands TypeBox and ajv error objects alike.
 */
export function validationMessage(errors: FastifySchemaValidationError[], context: string | undefined): string {
  const first = errors[0];
  if (!first) return messages.badRequest;
  const at = (path: string) => path.replace(/^\//, '').replace(/\//g, '.');
  const path = at(first.instancePath);
  const name = path || (context === 'body' || !context ? 'body' : context);
  const params = first.params as Record<string, unknown>;
  const child = (prop: string) => (path ? `${path}.${prop}` : prop);

  // An unknown field fails first as `false` schema at its own path; report it as unknown.
  const extra = errors.find((e) => e.keyword === 'additionalProperties');
  if (extra) {
    const names = extra.params as { additionalProperties?: string[]; additionalProperty?: string };
    const parent = at(extra.instancePath);
    const prop = String(names.additionalProperties?.[0] ?? names.additionalProperty);
    return v.unknownField(parent ? `${parent}.${prop}` : prop);
  }

  // A union of literals fails once per branch and then as anyOf: report the allowed values together.
  const samePath = errors.filter((e) => e.instancePath === first.instancePath);
  if (samePath.some((e) => e.keyword === 'anyOf')) {
    const allowed = samePath
      .filter((e) => e.keyword === 'const')
      .map((e) => (e.params as { allowedValue: unknown }).allowedValue);
    return allowed.length > 0 ? v.oneOf(name, allowed) : v.invalid(name);
  }

  switch (first.keyword) {
    case 'required': {
      const missing = (params.requiredProperties as string[] | undefined)?.[0] ?? params.missingProperty;
      return v.required(child(String(missing)));
    }
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
    case 'minItems':
      return v.required(name);
    case 'maxItems':
      return v.maxItems(name, Number(params.limit));
    case 'minProperties':
      return v.nothingToUpdate;
    case 'nul':
      return v.nul(name);
    case 'pattern':
      return params.pattern === NO_SPACES ? v.noSpaces(name) : v.invalid(name);
    case 'enum':
      return v.oneOf(name, (params.allowedValues as unknown[]) ?? []);
    case 'const':
      return v.oneOf(name, [params.allowedValue]);
    case 'format':
      return params.format === 'email' ? v.email(name) : v.invalid(name);
    case 'additionalProperties': {
      const extra = (params.additionalProperties as string[] | undefined)?.[0] ?? params.additionalProperty;
      return v.unknownField(child(String(extra)));
    }
    default:
      return v.invalid(name);
  }
}
