import { TRASHED } from '../../trash/plugin.ts';
import { Type, type TSchema } from 'typebox';
import { envelope, ErrorBody, errorResponses, User, Manga, Movie, Series } from '@ckb/contract';

/**
 * Schemas of the upload and page routes. Multipart bodies are read as streams by the handlers;
 * the `body` schemas here only document the fields in the OpenAPI document (see `docOnlyBody`).
 */

const staff = [{ apiKey: [], bearer: [] }];
const binary = (description: string) => Type.Unsafe<unknown>({ type: 'string', format: 'binary', description });
const id = (description: string) => Type.String({ maxLength: 64, description });

const uploadErrors = {
  ...errorResponses,
  409: ErrorBody,
  413: ErrorBody,
  415: ErrorBody,
};

const LIMITS_NOTE =
  'The type is sniffed from the content (JPEG, PNG, WebP, AVIF, GIF: first frame); the file is decoded with a ' +
  'pixel limit and stored as WebP `low` (tiny placeholder) and `high` (web-ready, never upscaled). ' +
  '400: empty, truncated or corrupt file; 413: over MEDIA_MAX_FILE_BYTES, MEDIA_MAX_REQUEST_BYTES, ' +
  'MEDIA_MAX_FILES or MEDIA_MAX_PIXELS; 415: not an image. Messages name the file.';

export const WorkSlot = Type.Union([Type.Literal('poster'), Type.Literal('background')]);
const workParams = Type.Object({ id: id('the work _id'), slot: WorkSlot });
const userParams = Type.Object({ id: id('the account _id') });

const kinds = {
  movies: { key: 'movie', schema: Movie },
  series: { key: 'series', schema: Series },
  manga: { key: 'manga', schema: Manga },
} as const;
export type WorkPath = keyof typeof kinds;

const parent = (key: string, schema: TSchema) => envelope(Type.Object({ [key]: schema }));

export function workImageSchemas(path: WorkPath) {
  const { key, schema } = kinds[path];
  return {
    upload: {
      summary: `Upload the ${key}'s poster or background (multipart, one file under the field named like the slot)`,
      description: `Answers the whole ${key}; its poster/background is then { low, original, width, height }. ${LIMITS_NOTE}`,
      tags: ['uploads'],
      security: staff,
      consumes: ['multipart/form-data'],
      params: workParams,
      body: Type.Object({
        poster: Type.Optional(binary('when slot = poster')),
        background: Type.Optional(binary('when slot = background')),
      }),
      response: { 200: parent(key, schema), ...uploadErrors },
    },
    remove: {
      summary: `Reset the ${key}'s poster or background to the default picture and delete its files`,
      description: `Answers the whole ${key}. Already the default: nothing changes (200).`,
      tags: ['uploads'],
      security: staff,
      params: workParams,
      response: { 200: parent(key, schema), ...errorResponses, 409: ErrorBody },
    },
  };
}

export function userImageSchemas(slot: 'avatar' | 'background') {
  const who =
    (slot === 'avatar' ? 'dev, owner, supervisor, or the account itself' : 'dev, owner, supervisor, admin') +
    "; another account's only when the caller may grant every role it holds";
  return {
    upload: {
      summary: `Upload an account's ${slot} (${who})`,
      description: `Multipart, one file under the field "${slot}". Answers the whole user. ${LIMITS_NOTE}`,
      tags: ['uploads'],
      security: staff,
      consumes: ['multipart/form-data'],
      params: userParams,
      body: Type.Object({ [slot]: binary('the image') }),
      response: { 200: parent('user', User), ...uploadErrors },
    },
    remove: {
      summary: `Reset an account's ${slot} to the default picture (${who})`,
      description: 'Deletes the files; answers the whole user.',
      tags: ['uploads'],
      security: staff,
      params: userParams,
      response: { 200: parent('user', User), ...errorResponses, 409: ErrorBody },
    },
  };
}

const chapterParams = Type.Object({
  id: id('the manga _id'),
  sessionId: id('the session (season) _id'),
  chapterId: id('the chapter _id'),
});

export const uploadPagesSchema = {
  summary: 'Append pages to a chapter (multipart, many files or one .zip/.cbz under photo_path_array)',
  description:
    'At most MEDIA_MAX_FILES files (default 300) per request: more answers 413. ' +
    'Instead of pictures, one ZIP/CBZ archive (recognised by content) may come alone: its pictures become ' +
    'the pages in natural order of their paths (folders flattened), entries that are not pictures are skipped ' +
    'and listed in `skipped`. Refused with nothing stored: absolute, `..` or backslash names (400); more than ' +
    '2 × MEDIA_MAX_FILES entries, more than MEDIA_MAX_FILES pictures, a picture over MEDIA_MAX_FILE_BYTES, more ' +
    'than MEDIA_MAX_REQUEST_BYTES unpacked (declared or actual), an entry that inflates past its declared size ' +
    'or declares over 100 times its packed size (413); damaged, encrypted or picture-less archives (400). ' +
    'With an Idempotency-Key header the request carries one file, a picture or one .zip/.cbz (an upload that ' +
    'can be resumed or retried; see the header). ' +
    'New pages go after the existing ones, in natural file-name order (2.jpg before 10.jpg). All or nothing: one ' +
    'bad file and nothing of the batch is stored; the message names it. Answers the whole manga; each page is ' +
    '{ _id, path_photo, photoPathNum, width, height } with path_photo = /media/<key> (add ?quality=low|high). ' +
    LIMITS_NOTE,
  tags: ['uploads'],
  security: staff,
  consumes: ['multipart/form-data'],
  params: chapterParams,
  headers: Type.Object({
    'idempotency-key': Type.Optional(
      Type.String({
        pattern: '^[A-Za-z0-9_-]{16,128}$',
        description:
          "One file per request, resumable: the client's key for the file (16-128 of A-Z a-z 0-9 _ -; the " +
          "back-office sends the SHA-256 of a picture's name and bytes, and for an archive a key of its name, size " +
          "and time). An archive's pages all carry its key. When a page of this chapter already came with the " +
          'key, nothing is read or stored and the answer is the same, with `replayed: true`.',
      }),
    ),
    'upload-rank': Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1_000_000_000,
        description:
          "With Idempotency-Key: the file's place in the user's choice. The page goes before the first page of a " +
          'higher rank, so files that finish out of order keep the chosen order; without it, last.',
      }),
    ),
  }),
  body: Type.Object({ photo_path_array: Type.Array(binary('a page image, or one .zip/.cbz of them')) }),
  response: {
    200: envelope(
      Type.Object({
        manga: Manga,
        skipped: Type.Array(Type.String(), {
          description: 'paths of archive entries that were not pictures and were left out; [] for loose files',
        }),
        replayed: Type.Optional(
          Type.Boolean({
            description: 'with Idempotency-Key: true when the key was stored already (nothing stored now)',
          }),
        ),
      }),
    ),
    ...uploadErrors,
  },
};

export const uploadKeysSchema = {
  summary: 'The keys of the pages of a chapter sent one file per request (what a resumed upload may skip)',
  description:
    'Each page that came with an Idempotency-Key, in page order, with its rank. A reopened back-office ' +
    'hashes the files chosen again and sends only those whose key is not here.',
  tags: ['uploads'],
  security: staff,
  params: chapterParams,
  response: {
    200: envelope(
      Type.Object({
        keys: Type.Array(Type.Object({ key: Type.String(), rank: Type.Union([Type.Integer(), Type.Null()]) })),
      }),
    ),
    ...errorResponses,
  },
};

export const ReorderBody = Type.Object(
  {
    order: Type.Array(Type.String({ maxLength: 64 }), {
      maxItems: 10_000,
      description: 'every page _id of the chapter, each once, in the new order (photoPathNum becomes 1, 2, 3...)',
    }),
  },
  { additionalProperties: false },
);

export const reorderPagesSchema = {
  summary: "Reorder a chapter's pages",
  description: '400 unless `order` names every page of the chapter exactly once. Answers the whole manga.',
  tags: ['uploads'],
  security: staff,
  params: chapterParams,
  body: ReorderBody,
  response: { 200: parent('manga', Manga), ...errorResponses },
};

export const deletePageSchema = {
  summary: 'Delete one page of a chapter (to the trash; its files stay until a purge)',
  description: `The pages after it move up (photoPathNum stays 1, 2, 3...). Answers the whole manga. ${TRASHED}`,
  tags: ['uploads'],
  security: staff,
  params: Type.Object({
    id: id('the manga _id'),
    sessionId: id('the session (season) _id'),
    chapterId: id('the chapter _id'),
    pageId: id('the page _id (photo_path_array[]._id)'),
  }),
  response: { 200: parent('manga', Manga), ...errorResponses },
};

export const DeletePagesBody = Type.Object(
  {
    pages: Type.Array(Type.String({ maxLength: 64 }), {
      minItems: 1,
      maxItems: 1_000,
      description: 'the _id of each page to delete, each once',
    }),
  },
  { additionalProperties: false },
);

export const deletePagesSchema = {
  summary: 'Delete several pages of a chapter at once (to the trash; their files stay until a purge)',
  description:
    'One transaction: all the pages or none (404 when one is not a page of this chapter, 400 when one is named ' +
    'twice). Each page becomes its own trash item (GET /api/trash), restorable on its own; the pages behind ' +
    'them move up (photoPathNum stays 1, 2, 3...). Answers the whole manga.',
  tags: ['uploads'],
  security: staff,
  params: chapterParams,
  body: DeletePagesBody,
  response: { 200: parent('manga', Manga), ...errorResponses },
};
