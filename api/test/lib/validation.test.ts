import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';
import { convertTextFields, validationMessage, validatorCompiler } from '../../src/lib/validation.ts';

const query = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  n: Type.Optional(Type.Number()),
  flag: Type.Optional(Type.Boolean()),
  either: Type.Optional(Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')])),
  kind: Type.Optional(Type.Union([Type.Literal('a'), Type.Literal('b')])),
});

const compile = (httpPart: string) =>
  validatorCompiler({ schema: query as object, method: 'GET', url: '/x', httpPart }) as (v: unknown) => {
    value?: unknown;
    error?: Parameters<typeof validationMessage>[0];
  };

describe('request validation', () => {
  it('converts query text strictly and fills defaults', () => {
    expect(convertTextFields(query, { n: '2.5', flag: 'true' })).toEqual({ page: 1, n: 2.5, flag: true });
    expect(convertTextFields(query, { page: '2.5', flag: 'yes' })).toEqual({ page: '2.5', flag: 'yes' });
    expect(convertTextFields(query, { either: 'true' })).toEqual({ page: 1, either: 'true' });
  });

  it('rejects what does not convert, naming the field', () => {
    const check = compile('querystring');
    expect(check({ page: '3' }).value).toEqual({ page: 3 });
    const bad = check({ page: '2.5' });
    expect(validationMessage(bad.error!, 'querystring')).toContain('«ژمارەی پەڕە»');
    const kind = check({ kind: 'c' });
    expect(validationMessage(kind.error!, 'querystring')).toMatch(/«جۆر».*a، b/);
  });

  it('does not coerce JSON bodies', () => {
    const check = compile('body');
    expect(check({ page: '3' }).error).toBeDefined();
    expect(check({ page: 3 }).value).toEqual({ page: 3 });
  });
});
