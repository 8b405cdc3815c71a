import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import { MovieCreateBody, ServerCreateBody } from './works.ts';
import { UserCreateBody } from './users.ts';
import { badTextPath, fieldMessages, isBlank, validationMessage, type ValidationIssue } from './validation.ts';

const errorsOf = (schema: TSchema, value: unknown): ValidationIssue[] =>
  [...Compile(schema).Errors(value)] as unknown as ValidationIssue[];

describe('blank text', () => {
  it.each([
    ['', true],
    ['   ', true],
    ['\u200c\u200d\u200f', true], // ZWNJ, ZWJ, RLM
    ['\u3164\u2800\ufeff', true], // Hangul filler, braille blank, BOM
    ['ـ', false], // tatweel draws a line
    ['ناو', false],
    [' a ', false],
  ])('%j is blank: %s', (value, blank) => expect(isBlank(value)).toBe(blank));

  it('is refused by the schemas of required names, with the blank message', () => {
    const errors = errorsOf(ServerCreateBody, { name_server: '\u200c\u200f', embed_code: '<iframe>' });
    expect(validationMessage(errors, 'body')).toBe('خانەی «ناوی سێرڤەر» نابێت تەنها بۆشایی یان پیتی نەبینراو بێت.');
  });
});

describe('text no column should keep', () => {
  it('finds a NUL or a lone surrogate, in values and keys, with its path', () => {
    expect(badTextPath({ a: 'ok', b: ['x', 'y\u0000'] })).toEqual({ path: '/b/1', keyword: 'nul' });
    expect(badTextPath({ en: 'A\ud800B' })).toEqual({ path: '/en', keyword: 'surrogate' });
    expect(badTextPath({ ['k\udc00']: 1 })).toEqual({ path: '/k\udc00', keyword: 'surrogate' });
    expect(badTextPath({ en: 'emoji 😀 and Kurdish ڕێ' })).toBeNull();
  });
});

describe('messages beside each field', () => {
  it('gives one sentence per field, naming it the way the form does', () => {
    const errors = errorsOf(UserCreateBody, { name: '', username: 'has space', email: 'nope', password: 'short' });
    const messages = fieldMessages(errors, (path) => `«${path.toUpperCase()}»`);
    expect(messages).toEqual({
      name: '«NAME» نابێت بەتاڵ بێت.',
      username: '«USERNAME» نابێت بۆشایی تێدا بێت.',
      email: '«EMAIL» ئیمەیڵێکی دروست نییە.',
      password: '«PASSWORD» دەبێت لانیکەم ٨ پیت بێت.',
    });
  });

  it('reports missing fields under their own name', () => {
    const messages = fieldMessages(errorsOf(MovieCreateBody, {}));
    expect(messages.en).toBe('خانەی «ناوی ئینگلیزی» پێویستە.');
    expect(messages.time).toBe('خانەی «ماوە (خولەک)» پێویستە.');
  });
});
