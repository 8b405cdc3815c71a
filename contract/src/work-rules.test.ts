import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { describe, expect, it } from 'vitest';
import {
  MangaCreateBody,
  MangaUpdateBody,
  MovieCreateBody,
  MovieUpdateBody,
  SeriesCreateBody,
  SeriesUpdateBody,
  ServerCreateBody,
  ServerUpdateBody,
} from './works.ts';
import { fieldMessages, validationMessage, type ValidationIssue } from './validation.ts';

const errorsOf = (schema: TSchema, value: unknown): ValidationIssue[] =>
  [...Compile(schema).Errors(value)] as unknown as ValidationIssue[];

const film = {
  en: 'Your Name',
  ku: 'ناوی تۆ',
  ar: 'اسمك',
  about: 'دەربارە',
  country: 'ژاپۆن',
  language: 'ژاپۆنی',
  date_publish: '2016',
  time: 106,
  budget: 1,
  revenue: 2,
  rating: 8.4,
  assessment: 'PG',
  director: 'Makoto Shinkai',
  trailer: 'https://youtube.example/x',
};
const KINDS = [
  { kind: 'film', create: MovieCreateBody, update: MovieUpdateBody, full: { ...film, type: 'anime' } },
  {
    kind: 'series',
    create: SeriesCreateBody,
    update: SeriesUpdateBody,
    full: { ...film, type: 'series', status: 'continue' },
  },
  {
    kind: 'manga',
    create: MangaCreateBody,
    update: MangaUpdateBody,
    full: {
      en: 'Kimi',
      ku: 'کیمی',
      or: 'キミ',
      about: 'دەربارە',
      date_publish: '2020',
      author: 'A',
      language: 'ژاپۆنی',
      name_studio: 'S',
      rating: 7,
      status: 'continue',
      type: 'manga',
      country: 'ژاپۆن',
      director: 'D',
    },
  },
] as const;

/** Per kind: the fields the add form requires, which the edit form may not blank either (SPEC §5). */
const REQUIRED: Record<(typeof KINDS)[number]['kind'], string[]> = {
  film: [
    'en',
    'ku',
    'about',
    'country',
    'language',
    'date_publish',
    'time',
    'rating',
    'assessment',
    'director',
    'type',
  ],
  series: [
    'en',
    'ku',
    'about',
    'country',
    'language',
    'date_publish',
    'time',
    'rating',
    'assessment',
    'director',
    'type',
    'status',
  ],
  manga: ['en', 'ku', 'or', 'about', 'date_publish', 'author', 'language', 'name_studio', 'rating', 'status', 'type'],
};
const OPTIONAL_TEXT: Record<(typeof KINDS)[number]['kind'], string[]> = {
  film: ['ar', 'trailer'],
  series: ['ar', 'trailer'],
  manga: ['country', 'director'],
};

describe.each(KINDS)('one rule for adding and editing a $kind', ({ kind, create, update, full }) => {
  it('takes the whole body on both', () => {
    expect(errorsOf(create, full)).toEqual([]);
    expect(errorsOf(update, full)).toEqual([]);
  });

  it('requires exactly the SPEC §5 fields on add', () => {
    const missing = Object.keys(fieldMessages(errorsOf(create, {})));
    expect(missing.sort()).toEqual([...REQUIRED[kind]].sort());
  });

  it.each(REQUIRED[kind].filter((f) => typeof (full as Record<string, unknown>)[f] === 'string'))(
    'refuses a blank required «%s» on add and on edit alike',
    (field) => {
      const onAdd = fieldMessages(errorsOf(create, { ...full, [field]: ' \u200c ' }))[field];
      const onEdit = fieldMessages(errorsOf(update, { [field]: ' \u200c ' }))[field];
      expect(onAdd).toBeTruthy();
      expect(onEdit).toBe(onAdd);
    },
  );

  it.each(OPTIONAL_TEXT[kind])('lets «%s» be absent on add and blank on edit', (field) => {
    const rest = { ...full } as Record<string, unknown>;
    delete rest[field];
    expect(errorsOf(create, rest)).toEqual([]);
    expect(errorsOf(update, { [field]: '' })).toEqual([]);
  });
});

describe.each(KINDS.filter((k) => k.kind !== 'manga'))('a $kind', ({ create, full }) => {
  it('may be added without budget and revenue', () => {
    const { budget: _b, revenue: _r, ...rest } = full as Record<string, unknown>;
    expect(errorsOf(create, rest)).toEqual([]);
  });
});

describe('a server’s player code: what the public player plays, and nothing else', () => {
  it.each([
    '<iframe src="https://player.example/embed/42" width="640" height="360" allowfullscreen></iframe>',
    'https://player.example/embed/42',
    '<iframe src="//ok.example/videoembed/7"></iframe>',
  ])('takes %s', (embed_code) => {
    expect(errorsOf(ServerCreateBody, { name_server: 'A', embed_code })).toEqual([]);
    expect(errorsOf(ServerUpdateBody, { embed_code })).toEqual([]);
  });

  it.each([
    '<script>alert(1)</script>',
    '<iframe src="http://player.example/x"></iframe>',
    '<iframe src="javascript:alert(1)"></iframe>',
    '<iframe src="https://a.example/x" onload="alert(1)"></iframe>',
    '<iframe src="https://a.example/x"></iframe><script>alert(1)</script>',
    'player.example/x',
  ])('refuses %s, saying what it takes in Sorani', (embed_code) => {
    for (const errors of [
      errorsOf(ServerCreateBody, { name_server: 'A', embed_code }),
      errorsOf(ServerUpdateBody, { embed_code }),
    ]) {
      const message = validationMessage(errors, 'body');
      expect(message).toMatch(/^خانەی «کۆدی لێدەر» وەرناگیرێت: .*<iframe>.*https:\/\//);
      expect(message).not.toMatch(/[0-9]|embed/);
    }
  });
});
