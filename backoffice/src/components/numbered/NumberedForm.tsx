import { CheckboxField, NumberField, TextAreaField, TextField } from '@ckb/design-system/admin';
import type { Static, TSchema } from 'typebox';
import { useMemo } from 'react';
import { useAdminForm } from '../../lib/useAdminForm.ts';
import type { Outcome } from '../../lib/mutations.ts';
import { compact, orAbsent, toNumber } from '../../lib/resolver.ts';
import { strings } from '../../strings.ts';
import { FormActions } from '../FormActions.tsx';
import styles from './NumberedForm.module.css';
import { releaseOnAdd } from './Release.tsx';

type NameField = 'name_session' | 'name_epsode' | 'name_chapter';
type Values = Record<string, string | boolean>;

interface Props<Schema extends TSchema> {
  /** Names the form (a heading for assistive technology). */
  title: string;
  /** `name_session` and `name_epsode` are numbers; `name_chapter` is text ("12", "12.5", "Extra"). */
  field: NameField;
  /** The api's body schema: the saved body has its type. */
  schema: Schema;
  /** What is there now (an edit), or the add form's start (the next number). */
  initial?: { name: string; detail: string };
  /** Adding: blank detail is not sent (SPEC §5); editing: blank clears it. */
  editing?: boolean;
  onSave: (body: Static<Schema>) => Promise<Outcome>;
  onCancel?: () => void;
  submitLabel?: string;
  /**
   * The add form of an episode or chapter: «بڵاوکردنەوە ئێستا», checked at first; unchecked, the new one is
   * a draft (the api's default for a body without `publish_at`).
   */
  publishBox?: boolean;
}

const text = (v: string | boolean | undefined): string => (typeof v === 'string' ? v : '');

const converters = new Map<string, (v: Values) => Record<string, unknown>>();
function converter(field: NameField, editing: boolean, publishBox: boolean) {
  const key = `${field}:${editing}:${publishBox}`;
  if (!converters.has(key))
    converters.set(key, (v: Values) => ({
      ...compact({
        [field]: field === 'name_chapter' ? orAbsent(text(v[field])) : toNumber(text(v[field])),
        detail: editing ? text(v.detail) : orAbsent(text(v.detail)),
      }),
      ...(publishBox ? releaseOnAdd(v.publish === true) : {}),
    }));
  return converters.get(key)!;
}

/**
 * Add or rename a season (`name_session`), an episode (`name_epsode`) or a chapter (`name_chapter`), with
 * its optional detail. A duplicate (409) is shown beside the number, not in a toast.
 */
export function NumberedForm<Schema extends TSchema>({
  title,
  field,
  schema,
  initial,
  editing = false,
  onSave,
  onCancel,
  submitLabel,
  publishBox = false,
}: Props<Schema>) {
  const values = useMemo<Values>(
    () => ({ [field]: initial?.name ?? '', detail: initial?.detail ?? '', ...(publishBox ? { publish: true } : {}) }),
    [field, initial?.name, initial?.detail, publishBox],
  );
  const form = useAdminForm({ schema, convert: converter(field, editing, publishBox), values });
  const submit = form.handleSubmit(async (body) => {
    const result = await onSave(body);
    if (result.ok) form.reset(editing ? form.getValues() : values);
    else if (result.status === 409 || result.status === 400) form.fieldError(field, result.message);
  });
  const errors = form.formState.errors;
  const NameInput = field === 'name_chapter' ? TextField : NumberField;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={styles.form} aria-label={title}>
      <NameInput label={strings.fields[field]!} required error={errors[field]?.message} {...form.register(field)} />
      <TextAreaField
        label={strings.fields.detail!}
        rows={2}
        error={errors.detail?.message}
        {...form.register('detail')}
      />
      {publishBox && <CheckboxField label={strings.release.publishNowBox} {...form.register('publish')} />}
      <FormActions
        busy={form.formState.isSubmitting}
        label={submitLabel ?? strings.save}
        shortcut={false}
        onCancel={onCancel}
      />
    </form>
  );
}
