import type { SeasonRef } from '@ckb/api-client/admin';
import type { PublishBodyT, SeasonCreateBodyT, SeasonUpdateBodyT } from '@ckb/contract';
import type { ComponentType } from 'react';
import type { Static, TSchema } from 'typebox';
import type { Started } from '../../lib/mutations.ts';
import { strings } from '../../strings.ts';

/**
 * A series (seasons → episodes) and a manga (seasons → chapters) are one tree: a work's numbered seasons,
 * each holding numbered children. `NumberedChildren` draws that tree once; a `NumberedKind` says what
 * differs, as data: labels, the mutation hooks, the child's number field, how its rows look.
 *
 * The types a kind binds travel together in one `NumberedTypes` (a series: Series, Season, Episode,
 * EpisodeRef and the episode's body schemas). Every hook and accessor of a kind is written in terms of
 * it, so what a form checks (`Static<create>`) is exactly what the kind's hook accepts, and what a hook
 * answers is the kind's work: no casts between them.
 */
export interface NumberedTypes {
  work: { _id: string };
  season: { _id: string; name_session: number; detail: string };
  /** `publish_at`: staff answers carry it on episodes and chapters (drafts and release times). */
  child: { _id: string; detail: string; publish_at?: number | null };
  /** How the api names one child (`EpisodeRef`, `ChapterRef`). */
  ref: SeasonRef;
  create: TSchema;
  update: TSchema;
}

/** An RTK Query mutation hook, as far as this mechanism uses it: the trigger, answering the whole work. */
export type UseMutation<Arg, Work> = () => readonly [(arg: Arg) => Started<Work>, ...unknown[]];

export interface NumberedKind<T extends NumberedTypes> {
  /** The section's title. */
  title: string;
  seasons: (work: T['work']) => readonly T['season'][];
  /** What deleting a season takes with it. */
  seasonDeleteBody: string;
  useAddSeason: UseMutation<{ id: string; body: SeasonCreateBodyT }, T['work']>;
  useUpdateSeason: UseMutation<SeasonRef & { body: SeasonUpdateBodyT }, T['work']>;
  useDeleteSeason: UseMutation<SeasonRef, T['work']>;
  child: ChildSpec<T>;
}

/** A season's children: what they are called, how they are numbered and written, how they are listed. */
export interface ChildSpec<T extends NumberedTypes> {
  list: (season: T['season']) => readonly T['child'][];
  /** The number field of the add form (`name_epsode` is a number, `name_chapter` text). */
  field: 'name_epsode' | 'name_chapter';
  /** The child's number, for the next one (NaN for a name that is not a number: "Extra"). */
  number: (child: T['child']) => number;
  /** Its name on screen ("ئەڵقەی ١", "بەشی ١"). */
  name: (child: T['child']) => string;
  /** Its count line ("٢ سێرڤەر", "٢٠ پەڕە"). */
  count: (child: T['child']) => string;
  ref: (season: SeasonRef, child: T['child']) => T['ref'];
  create: T['create'];
  useAdd: UseMutation<SeasonRef & { body: Static<T['create']> }, T['work']>;
  useDelete: UseMutation<T['ref'], T['work']>;
  /** Publish now, at a time, or back to a draft (`Release.tsx`); `preview`: where staff see a draft. */
  release: {
    usePublish: UseMutation<T['ref'] & { body: PublishBodyT }, T['work']>;
    preview?: (work: T['work'], season: T['season'], child: T['child']) => string;
  };
  labels: {
    /** The list's heading (a table's caption starts with it). */
    title: string;
    none: string;
    add: string;
    /** The delete button of one child. */
    remove: (child: T['child']) => string;
    removeQuestion: string;
    /** What deleting a child takes with it. */
    removeBody: string;
  };
  rows: ListRows<T> | TableRows<T>;
  /** A second add form under the first (a series' range of episodes); `next` is the first free number. */
  Bulk?: ComponentType<{ seasonRef: SeasonRef; seasonName: string; next: number }>;
}

/** The children as items that open: name, detail and count; inside, edit, delete and the kind's `Body`. */
export interface ListRows<T extends NumberedTypes> {
  layout: 'list';
  edit: {
    schema: T['update'];
    /** The number field's text in the edit form. */
    text: (child: T['child']) => string;
    useUpdate: UseMutation<T['ref'] & { body: Static<T['update']> }, T['work']>;
  };
  /** What an opened item holds below its actions (an episode's servers). */
  Body: ComponentType<{ child: T['child']; childRef: T['ref']; name: string }>;
}

/** The children as a table: name (a link to the child's own page), count, detail, delete. */
export interface TableRows<T extends NumberedTypes> {
  layout: 'table';
  countHeader: string;
  /** The child's page (its work at hand, for the address's public number). */
  link: (ref: T['ref'], work: T['work']) => string;
}

/** The save plan of the numbered forms: duplicates and refused numbers are shown beside the field. */
export const FORM_PLAN = { success: strings.toasts.saved, quiet: [400, 409] };

/** The number an add form starts with: one past the largest whole number there (1 when there is none). */
export function nextNumber(numbers: readonly number[]): number {
  const finite = numbers.filter(Number.isFinite);
  return finite.length ? Math.floor(Math.max(...finite)) + 1 : 1;
}
