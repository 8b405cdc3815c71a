import { useAppDispatch } from '@ckb/api-client';
import { PublishBody, releaseState, type PublishBodyT } from '@ckb/contract';
import { Button, Link } from '@ckb/design-system';
import { TextField } from '@ckb/design-system/admin';
import { useMemo } from 'react';
import { Type } from 'typebox';
import { outcome, type Started } from '../../lib/mutations.ts';
import { useAdminForm } from '../../lib/useAdminForm.ts';
import { strings } from '../../strings.ts';
import { when } from '../activity/labels.ts';
import styles from './Release.module.css';

/**
 * Drafts and release times of an episode or chapter, as staff see them: a badge saying where it stands
 * for the public («ڕەشنووس», «بڵاوکردنەوە لە …»), and the actions: publish now, publish at a chosen time,
 * back to a draft, and a preview (the reader opens a draft for staff).
 */

const r = strings.release;

/** Where the part stands for the public; nothing for one already out (`publish_at` absent: not staff's answer). */
export function ReleaseBadge({ publishAt }: { publishAt: number | null | undefined }) {
  const state = releaseState(publishAt);
  if (state === 'published') return null;
  return (
    <span className={styles.badge} data-state={state}>
      {state === 'draft' ? r.draft : r.scheduled(when(publishAt!))}
    </span>
  );
}

/** The wire text of the add forms' «بڵاوکردنەوە ئێستا» box. */
export const releaseOnAdd = (publishNow: boolean): Pick<PublishBodyT, 'publish_at'> =>
  publishNow ? { publish_at: 0 } : {};

interface ActionsProps<Work> {
  publishAt: number | null | undefined;
  /** The part's name on screen ("بەشی ٢"), for the buttons' names. */
  name: string;
  publish: (body: PublishBodyT) => Started<Work>;
  /** The reader's page of a chapter (staff see a draft there). */
  preview?: string;
}

/** Publish now, at a time, or back to a draft; and the preview. */
export function ReleaseActions<Work>({ publishAt, name, publish, preview }: ActionsProps<Work>) {
  const dispatch = useAppDispatch();
  const state = releaseState(publishAt);
  const send = (body: PublishBodyT) => outcome(dispatch, publish(body), { success: r.done });
  return (
    <div className={styles.actions}>
      {state !== 'published' && (
        <Button size="sm" onClick={() => void send({})}>
          {r.publishNow(name)}
        </Button>
      )}
      {state !== 'draft' && (
        <Button size="sm" variant="secondary" onClick={() => void send({ publish_at: null })}>
          {r.unpublish(name)}
        </Button>
      )}
      {preview && <Link to={preview}>{r.preview(name)}</Link>}
      {state !== 'published' && <ScheduleForm name={name} onSave={send} />}
    </div>
  );
}

/** The schedule form's body: the time is required here (without one the call would publish now). */
const ScheduleBody = Type.Required(PublishBody);
type Values = { publish_at: string };
const EMPTY: Values = { publish_at: '' };
/** `datetime-local` text is the viewer's local time: the api gets it as epoch ms. */
const convert = (v: Values) => (v.publish_at ? { publish_at: new Date(v.publish_at).getTime() } : {});
const label = () => r.at;

function ScheduleForm({ name, onSave }: { name: string; onSave: (body: PublishBodyT) => Promise<{ ok: boolean }> }) {
  const form = useAdminForm({ schema: ScheduleBody, convert, values: EMPTY, label });
  const min = useMemo(() => localInput(Date.now()), []);
  const submit = form.handleSubmit(async (body) => {
    if ((await onSave(body)).ok) form.reset(EMPTY);
  });
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={styles.schedule} aria-label={`${r.at}: ${name}`}>
      <TextField
        type="datetime-local"
        label={r.at}
        min={min}
        error={form.formState.errors.publish_at?.message}
        {...form.register('publish_at')}
      />
      <Button size="sm" type="submit" variant="secondary" disabled={form.formState.isSubmitting}>
        {r.schedule}
      </Button>
    </form>
  );
}

/** A time as a `datetime-local` input writes it, in the viewer's zone. */
function localInput(at: number): string {
  const d = new Date(at - new Date(at).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
}
