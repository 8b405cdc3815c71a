import { CheckboxField, NumberField, TextAreaField, TextField } from '@ckb/design-system/admin';
import { EPISODE_RANGE_MAX, EpisodeRangeBody, type EpisodeRangeBodyT } from '@ckb/contract';
import { useMemo } from 'react';
import type { Outcome } from '../../lib/mutations.ts';
import { labelOf as label, orAbsent, toNumber } from '../../lib/resolver.ts';
import { useAdminForm } from '../../lib/useAdminForm.ts';
import { strings } from '../../strings.ts';
import { FormActions } from '../FormActions.tsx';
import styles from './NumberedForm.module.css';
import { releaseOnAdd } from './Release.tsx';

const t = strings.episodes.range;

interface Values {
  from: string;
  to: string;
  name_server: string;
  embed_code: string;
  /** «بڵاوکردنەوە ئێستا»: unchecked, the episodes are drafts. */
  publish: boolean;
  [key: string]: string | boolean;
}

interface Props {
  /** Names the form (a heading for assistive technology). */
  title: string;
  /** The first free number: where the range starts. */
  next: number;
  onSave: (body: EpisodeRangeBodyT) => Promise<Outcome>;
}

/** Both server fields blank: episodes without servers; one filled: the other is asked for beside it. */
const convert = (v: Values) => ({
  from: toNumber(v.from),
  to: toNumber(v.to),
  servers:
    orAbsent(v.name_server) === undefined && orAbsent(v.embed_code) === undefined
      ? []
      : [{ name_server: v.name_server, embed_code: v.embed_code }],
  ...releaseOnAdd(v.publish),
});

/**
 * A season's episodes from..to added at once, each with the same server (`{n}` in its name or embed code
 * becomes the episode's number). The api adds all or none; a number the season has, or a range too long,
 * is shown beside «from».
 */
export function EpisodeRangeForm({ title, next, onSave }: Props) {
  const values = useMemo<Values>(
    () => ({ from: String(next), to: String(next), name_server: '', embed_code: '', publish: true }),
    [next],
  );
  const form = useAdminForm({ schema: EpisodeRangeBody, convert, values, label });
  const submit = form.handleSubmit(async (body) => {
    const result = await onSave(body);
    if (result.ok) form.reset(values);
    else if (result.status === 409 || result.status === 400) form.fieldError('from', result.message);
  });
  const errors = form.formState.errors as Partial<Record<string, { message?: string }>> & {
    servers?: { name_server?: { message?: string }; embed_code?: { message?: string } }[];
  };
  const server = errors.servers?.[0];
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={styles.form} aria-label={title}>
      <NumberField label={strings.fields.from!} required error={errors.from?.message} {...form.register('from')} />
      <NumberField label={strings.fields.to!} required error={errors.to?.message} {...form.register('to')} />
      <TextField
        label={strings.fields.name_server!}
        error={server?.name_server?.message}
        dir="auto"
        {...form.register('name_server')}
      />
      <TextAreaField
        label={strings.fields.embed_code!}
        rows={2}
        dir="ltr"
        hint={t.hint(EPISODE_RANGE_MAX)}
        error={server?.embed_code?.message}
        {...form.register('embed_code')}
      />
      <CheckboxField label={strings.release.publishNowBox} {...form.register('publish')} />
      <FormActions busy={form.formState.isSubmitting} label={t.submit} shortcut={false} />
    </form>
  );
}
