import { fieldLabel, fieldMessages, type ValidationIssue } from '@ckb/contract/validation';
import type { Static, TSchema } from 'typebox';
import Value from 'typebox/value';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** How a field is named in its error: by its visible label, the one the api's message uses too. */
export const labelOf = (path: string): string => `«${fieldLabel(path) ?? path}»`;

/**
 * A react-hook-form resolver fed by the api's own schema (`@ckb/contract`): the form's text values go
 * through `convert` (numbers typed as text become numbers, blanks become absent…), the result is checked
 * with TypeBox, and each problem reads as the api would say it, naming the field by its label. On
 * success the form's submit handler receives the converted body, ready to send, typed by the schema
 * (the check is what makes it that type, so no form declares its body by hand).
 * The check is TypeBox's interpreter, not its compiler: compiling is `new Function`, which the site's
 * Content-Security-Policy refuses (no 'unsafe-eval'); a form's few fields check as fast either way.
 */
export function contractResolver<Values extends FieldValues, Schema extends TSchema>(
  schema: Schema,
  convert: (values: Values) => unknown,
  label: (path: string) => string = labelOf,
): Resolver<Values, unknown, Static<Schema>> {
  return async (values) => {
    const body = convert(values);
    if (Value.Check(schema, body)) return { values: body, errors: {} };
    const issues = [...Value.Errors(schema, body)] as unknown as ValidationIssue[];
    const messages = fieldMessages(issues, label);
    const errors: Record<string, unknown> = {};
    for (const [path, message] of Object.entries(messages)) put(errors, path || 'root', { type: 'contract', message });
    return { values: {}, errors: errors as FieldErrors<Values> };
  };
}

/** Puts a value at a dotted path (`servers.0.embed_code`), as react-hook-form reads nested errors. */
function put(target: Record<string, unknown>, path: string, value: unknown): void {
  const keys = path.split('.');
  let node = target;
  keys.slice(0, -1).forEach((key, i) => {
    node[key] ??= /^\d+$/.test(keys[i + 1]!) ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  node[keys[keys.length - 1]!] = value;
}

const EASTERN_DIGITS = /[٠-٩۰-۹]/g;
const digit = (c: string) => String((c.charCodeAt(0) - (c >= '۰' ? 0x06f0 : 0x0660)) % 10);

/**
 * A number typed as text: Arabic-Indic and Persian digits, the Arabic decimal and thousands separators
 * and spaces are understood; blank is absent. Anything else stays text, so the schema says "must be a
 * number" beside the field.
 */
export function toNumber(text: string | undefined): number | string | undefined {
  if (text === undefined) return undefined;
  const plain = text
    .replace(EASTERN_DIGITS, digit)
    .replace(/٫/g, '.')
    .replace(/[٬,\s]/g, '')
    .trim();
  if (plain === '') return undefined;
  return /^-?\d+(\.\d+)?$/.test(plain) ? Number(plain) : text;
}

/** Blank text is absent: the schema then says the field is required where it is. */
export const orAbsent = (text: string | undefined): string | undefined =>
  text === undefined || text.trim() === '' ? undefined : text;

/** Drops the keys whose value is undefined (JSON would drop them anyway; TypeBox sees them as present). */
export function compact<T extends Record<string, unknown>>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;
}
