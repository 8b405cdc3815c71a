import { Type, type TSchema } from 'typebox';
import {
  envelope,
  ChapterCreateBody,
  ChapterUpdateBody,
  Manga,
  SeasonCreateBody,
  SeasonUpdateBody,
} from '@ckb/contract';
import { staffSecurity, withConflict } from '../work-routes.ts';

const tags = ['manga'];
const oneManga = envelope(Type.Object({ manga: Manga }));
const id = Type.String({ maxLength: 64 });

const MangaParams = Type.Object({ id });
const SessionParams = Type.Object({ id, sessionId: id });
const ChapterParams = Type.Object({ id, sessionId: id, chapterId: id });

const base = (summary: string, description?: string) => ({
  summary: `${summary} (dev, owner, admin); answers the whole manga`,
  ...(description ? { description } : {}),
  tags,
  security: staffSecurity,
});
const created = <P extends TSchema, B extends TSchema>(summary: string, params: P, body: B, description?: string) => ({
  ...base(summary, description),
  params,
  body,
  response: { 201: oneManga, ...withConflict },
});
const changed = <P extends TSchema, B extends TSchema>(summary: string, params: P, body: B, description?: string) => ({
  ...base(summary, description),
  params,
  body,
  response: { 200: oneManga, ...withConflict },
});
const removed = <P extends TSchema>(summary: string, params: P, description?: string) => ({
  ...base(summary, description),
  params,
  response: { 200: oneManga, ...withConflict },
});

const RENAME_NOTE = 'Not in SPEC §7: the admin screens need it. Any subset; a blank detail clears it.';

export const addSessionSchema = created(
  'Add a session (season)',
  MangaParams,
  SeasonCreateBody,
  '409 when the work already has a session with this name_session.',
);
export const updateSessionSchema = changed(
  'Rename a session or change its detail',
  SessionParams,
  SeasonUpdateBody,
  RENAME_NOTE,
);
export const deleteSessionSchema = removed('Delete a session with its chapters, pages and page images', SessionParams);

export const addChapterSchema = created(
  'Add a chapter',
  SessionParams,
  ChapterCreateBody,
  'Pages are uploaded with `POST .../chapter/{chapterId}/upload` (media). 409 when the session already has a ' +
    'chapter with this name_chapter.',
);
export const updateChapterSchema = changed(
  'Rename a chapter or change its detail',
  ChapterParams,
  ChapterUpdateBody,
  RENAME_NOTE,
);
export const deleteChapterSchema = removed('Delete a chapter with its pages and page images', ChapterParams);
