/**
 * How a value that breaks a schema of this package is told to a person, in Sorani: the api's
 * `{ "message" }` and the back-office's messages beside each field come from this one module, so a
 * rule reads the same wherever it is broken.
 *
 * The input is the list of errors a JSON-schema validator gives (TypeBox's compiler and ajv agree on
 * `keyword`, `instancePath` and `params`), so this module needs no validator of its own.
 */

import { fieldLabel } from './fieldLabels.ts';
import { NO_USERINFO } from './links.ts';

export { FIELD_LABELS, fieldLabel } from './fieldLabels.ts';

export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: unknown;
}

/**
 * A number as Sorani text prints it (١٢٣). The numbering system is asked for by name: a browser whose ICU
 * lacks `ckb` (Chromium) would otherwise print Western digits inside a Sorani sentence.
 */
const num = new Intl.NumberFormat(['ckb', 'ar'], { numberingSystem: 'arab' });
export const soraniNumber = (value: number): string => num.format(value);
const n = soraniNumber;

/** The most of a person's input a message repeats: a path or name longer than this is cut, with `…`. */
export const ECHO_MAX = 100;
/** Input as a message repeats it: at most `ECHO_MAX` characters (whole code points). */
export function echo(input: string): string {
  const chars = Array.from(input);
  return chars.length <= ECHO_MAX ? input : `${chars.slice(0, ECHO_MAX - 1).join('')}…`;
}

/**
 * How a field is named in a sentence. The api names it by the label a form shows (`FIELD_LABELS`); a field
 * that is not the contract's (an unknown one a client sent) by what the client sent.
 */
export type FieldNamer = (path: string) => string;
export const wireField: FieldNamer = (name) => `خانەی «${fieldLabel(name) ?? echo(name)}»`;

export const validationTexts = (field: FieldNamer = wireField) => ({
  required: (f: string) => `${field(f)} پێویستە.`,
  number: (f: string) => `${field(f)} دەبێت ژمارە بێت.`,
  integer: (f: string) => `${field(f)} دەبێت ژمارەیەکی تەواو بێت.`,
  string: (f: string) => `${field(f)} دەبێت دەق بێت.`,
  boolean: (f: string) => `${field(f)} دەبێت true یان false بێت.`,
  array: (f: string) => `${field(f)} دەبێت لیست بێت.`,
  object: (f: string) => `${field(f)} دەبێت ئۆبجێکت بێت.`,
  notEmpty: (f: string) => `${field(f)} نابێت بەتاڵ بێت.`,
  minLength: (f: string, limit: number) => `${field(f)} دەبێت لانیکەم ${n(limit)} پیت بێت.`,
  maxLength: (f: string, limit: number) => `${field(f)} نابێت لە ${n(limit)} پیت درێژتر بێت.`,
  minimum: (f: string, limit: number) => `${field(f)} نابێت لە ${n(limit)} کەمتر بێت.`,
  maximum: (f: string, limit: number) => `${field(f)} نابێت لە ${n(limit)} زیاتر بێت.`,
  oneOf: (f: string, allowed: readonly unknown[]) => `${field(f)} دەبێت یەکێک لەمانە بێت: ${allowed.join('، ')}.`,
  email: (f: string) => `${field(f)} ئیمەیڵێکی دروست نییە.`,
  unknownField: (f: string) => `${field(f)} نەناسراوە.`,
  invalid: (f: string) => `${field(f)} دروست نییە.`,
  nul: (f: string) => `${field(f)} پیتی نادروستی (NUL) تێدایە.`,
  surrogate: (f: string) => `${field(f)} پیتێکی تێکشکاوی تێدایە (نیوەی جووتێکی UTF-16).`,
  noSpaces: (f: string) => `${field(f)} نابێت بۆشایی تێدا بێت.`,
  maxItems: (f: string, limit: number) => `${field(f)} نابێت لە ${n(limit)} دانە زیاتر بێت.`,
  blank: (f: string) => `${field(f)} نابێت تەنها بۆشایی یان پیتی نەبینراو بێت.`,
  webLink: (f: string) => `${field(f)} دەبێت ناونیشانێکی تەواوی وێب بێت کە بە https:// دەست پێ بکات.`,
  link: (f: string) => `${field(f)} دەبێت ناونیشانێکی وێب (https://…) یان ڕێڕەوێک لەم ماڵپەڕەدا (/series/4) بێت.`,
  userinfo: (f: string) => `${field(f)} نابێت ناو یان وشەی نهێنی پێش @ تێدا بێت: بەستەرەکە بۆ ماڵپەڕێکی تر دەڕوات.`,
  day: (f: string) => `${field(f)} دەبێت ڕۆژێکی ڕاستەقینە بێت بە شێوەی YYYY-MM-DD.`,
  embed: (f: string) =>
    `${field(f)} وەرناگیرێت: دەبێت تەنها یەک <iframe> بێت کە ناونیشانەکەی بە https:// دەست پێ دەکات، یان تەنها ناونیشانێکی https://ی لێدەرەکە. هیچ شتێکی تر (وەک <script>) وەرناگیرێت.`,
});

export const validationMessages = {
  ...validationTexts(),
  limit: `${wireField('limit')} دەبێت ژمارەیەکی گەورەتر لە سفر بێت، یان ${n(-1)} بۆ هەموویان.`,
  nothingToUpdate: 'هیچ خانەیەک بۆ گۆڕین نەنێردراوە.',
  badRequest: 'داواکارییەکە دروست نییە.',
} as const;

/** The `format`s of the contract's fields beyond email (registered in fields.ts). */
export const FORMAT = {
  /** An absolute https:// (or http://) address one may follow (links.ts). */
  webLink: 'web-link',
  /** A web address or a path on this site; blank allowed. */
  link: 'link',
  /** A real calendar day, YYYY-MM-DD (TypeBox's own: no 30 February). */
  day: 'date',
  /** A player's code: one https `<iframe>` or a bare https address, as the public player reads it (embed.ts). */
  embed: 'embed',
} as const;

/** The `pattern` of fields that must not contain whitespace (usernames). */
export const NO_SPACES = '^\\S+$';

/**
 * Characters that show nothing: whitespace, format characters (ZWNJ, ZWJ, RLM, LRM, BOM, tatweel is
 * not one: it draws a line) and the "filler" letters that render blank.
 */
const INVISIBLE_CLASS = '\\s\\p{Cf}\\p{Zs}\\u115F\\u1160\\u3164\\uFFA0\\u2800';
/**
 * The `pattern` of text that must show something: at least one visible character. TypeBox compiles
 * patterns with the `u` flag, so `\p{…}` works in the api and in the browser alike.
 */
export const VISIBLE = `[^${INVISIBLE_CLASS}]`;
const visible = new RegExp(VISIBLE, 'u');

/** Blank for a person: empty, or only whitespace and invisible characters. */
export const isBlank = (value: string): boolean => !visible.test(value);

/** In `u` mode a surrogate range only matches halves that are not part of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u;

/**
 * The JSON-pointer path of the first string that no text column should store, or null:
 * a NUL (PostgreSQL refuses it) or a lone UTF-16 surrogate (not text; it would be stored altered).
 */
export function badTextPath(value: unknown, path = ''): { path: string; keyword: 'nul' | 'surrogate' } | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { path, keyword: 'nul' };
    if (LONE_SURROGATE.test(value)) return { path, keyword: 'surrogate' };
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, child] of Object.entries(value)) {
    const keyProblem = badTextPath(key, `${path}/${key}`);
    if (keyProblem) return keyProblem;
    const found = badTextPath(child, `${path}/${key}`);
    if (found !== null) return found;
  }
  return null;
}

const at = (path: string) => path.replace(/^\//, '').replace(/\//g, '.');

/**
 * One Sorani sentence for the first problem in `errors`, naming the field. `context` is the request
 * part (`body`, `querystring`, `params`) when the problem is the whole value.
 */
export function validationMessage(
  errors: readonly ValidationIssue[],
  context?: string,
  field: FieldNamer = wireField,
): string {
  const v = field === wireField ? validationMessages : validationTexts(field);
  const first = errors[0];
  if (!first) return validationMessages.badRequest;
  const path = at(first.instancePath);
  const name = path || (context === 'body' || !context ? 'body' : context);
  const params = (first.params ?? {}) as Record<string, unknown>;
  const child = (prop: string) => (path ? `${path}.${prop}` : prop);

  // An unknown field fails first as a `false` schema at its own path; report it as unknown.
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
    // `day | null`: the string branch's own format says what is wrong
    const format = samePath.find((e) => e.keyword === 'format');
    if (format) return formatText(v, String((format.params as { format: unknown }).format), name);
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
      return validationMessages.nothingToUpdate;
    case 'nul':
      return v.nul(name);
    case 'surrogate':
      return v.surrogate(name);
    case 'pattern':
      if (params.pattern === NO_SPACES) return v.noSpaces(name);
      if (params.pattern === VISIBLE) return v.blank(name);
      if (params.pattern === NO_USERINFO) return v.userinfo(name);
      return v.invalid(name);
    case 'enum':
      return v.oneOf(name, (params.allowedValues as unknown[]) ?? []);
    case 'const':
      return v.oneOf(name, [params.allowedValue]);
    case 'format':
      // a link with userinfo also fails its pattern, which says why
      if (samePath.some((e) => (e.params as { pattern?: string } | null)?.pattern === NO_USERINFO))
        return v.userinfo(name);
      return formatText(v, String(params.format), name);
    default:
      return v.invalid(name);
  }
}

function formatText(v: ReturnType<typeof validationTexts>, format: string, name: string): string {
  if (format === 'email') return v.email(name);
  if (format === FORMAT.webLink) return v.webLink(name);
  if (format === FORMAT.link) return v.link(name);
  if (format === FORMAT.day) return v.day(name);
  if (format === FORMAT.embed) return v.embed(name);
  return v.invalid(name);
}

/**
 * Every problem, one sentence per field (the first problem of each), keyed by the field's dotted path:
 * what a form shows beside its inputs.
 */
export function fieldMessages(
  errors: readonly ValidationIssue[],
  field: FieldNamer = wireField,
): Record<string, string> {
  const byPath = new Map<string, ValidationIssue[]>();
  const add = (path: string, error: ValidationIssue) => byPath.set(path, [...(byPath.get(path) ?? []), error]);
  for (const error of errors) {
    const path = at(error.instancePath);
    if (error.keyword === 'additionalProperties') continue;
    if (error.keyword !== 'required') {
      add(path, error);
      continue;
    }
    // TypeBox names every missing property in one error (ajv one per error): one message for each.
    const params = (error.params ?? {}) as { requiredProperties?: string[]; missingProperty?: string };
    for (const missing of params.requiredProperties ?? [String(params.missingProperty)]) {
      add(path ? `${path}.${missing}` : missing, { ...error, params: { requiredProperties: [missing] } });
    }
  }
  const out: Record<string, string> = {};
  for (const [path, list] of byPath) out[path] = validationMessage(list, undefined, field);
  return out;
}
