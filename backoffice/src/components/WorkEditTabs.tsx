import { useGetUsersQuery } from '@ckb/api-client';
import { ErrorMessage, LoadingMessage } from '@ckb/design-system';
import { Tabs } from '@ckb/design-system/details';
import { useMemo, useState } from 'react';
import { useAdminForm } from '../lib/useAdminForm.ts';
import { CONVERT, FORMS, formValues, type AnyWork, type Kind } from '../lib/works.ts';
import { strings } from '../strings.ts';
import { CheckboxPicker } from './CheckboxPicker.tsx';
import { FormActions } from './FormActions.tsx';
import { GenrePickerForm } from './GenrePickerForm.tsx';
import { genreStrings } from '../features/genres/strings.ts';
import { activityStrings } from './activity/strings.ts';
import { WorkHistory } from './activity/WorkHistory.tsx';
import type { useWorkApi } from './useWorkApi.ts';
import { WorkFields } from './WorkFields.tsx';
import styles from './WorkEditTabs.module.css';

type WorkApi = ReturnType<typeof useWorkApi>;
export type CreditField = 'translator_id' | 'designer_id' | 'technique_id';

/**
 * The tabbed edit form (SPEC §2): the work's fields, then one staff picker per credit (films and series:
 * translator, designer, technician; manga: translator and designer). Each tab saves on its own (SPEC §7
 * lists "only the credits" as an update body), so a half-edited picker never blocks the fields.
 * The genre picker is one more entry in `tabs`; another picker would be too. The last tab, «مێژوو», is the
 * work's own history (every staff write to it and to what is under it).
 */
export function WorkEditTabs({ kind, work, api }: { kind: Kind; work: AnyWork; api: WorkApi }) {
  const [tab, setTab] = useState('fields');
  const credits: Array<[CreditField, string]> = [
    ['translator_id', strings.detail.translators],
    ['designer_id', strings.detail.designers],
    ...(kind === 'manga' ? [] : [['technique_id', strings.detail.technicians] as [CreditField, string]]),
  ];
  const tabs = [
    { id: 'fields', label: strings.detail.editTab, content: <WorkEditForm kind={kind} work={work} api={api} /> },
    ...credits.map(([field, label]) => ({
      id: field,
      label,
      content: <StaffPickerForm kind={kind} work={work} api={api} field={field} legend={label} />,
    })),
    { id: 'genres', label: genreStrings.pickerLabel, content: <GenrePickerForm kind={kind} work={work} api={api} /> },
    { id: 'history', label: activityStrings.tab, content: <WorkHistory workId={work._id} /> },
  ];
  return <Tabs label={strings.detail.tabs} items={tabs} selectedId={tab} onSelect={setTab} className={styles.tabs} />;
}

function WorkEditForm({ kind, work, api }: { kind: Kind; work: AnyWork; api: WorkApi }) {
  const values = useMemo(() => formValues(kind, work), [kind, work]);
  const form = useAdminForm({
    // the add form's schema: what adding requires, editing may not blank (the body is a subset of an update)
    schema: FORMS[kind].create,
    convert: CONVERT.edit[kind],
    values,
  });
  const submit = form.handleSubmit(async (body) => {
    const saved = await api.update(body, {
      success: kind === 'movies' ? strings.toasts.movieUpdated : strings.toasts.saved,
      errorPrefix: kind === 'movies' ? strings.toasts.movieUpdateFailed : strings.toasts.updateFailed,
    });
    if (saved) form.reset(formValues(kind, saved));
  });
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={styles.form} aria-label={strings.detail.editTab}>
      <WorkFields kind={kind} schema={FORMS[kind].create} register={form.register} errors={form.formState.errors} />
      <FormActions busy={form.formState.isSubmitting} />
    </form>
  );
}

const asIds = (value: unknown): string[] => (Array.isArray(value) ? value : value ? [String(value)] : []).map(String);

function StaffPickerForm({
  kind,
  work,
  api,
  field,
  legend,
}: {
  kind: Kind;
  work: AnyWork;
  api: WorkApi;
  field: CreditField;
  legend: string;
}) {
  // SPEC §7: pickers list every user (limit=-1).
  const users = useGetUsersQuery({ page: 1, limit: -1 });
  const current = work[field];
  const values = useMemo(() => ({ [field]: current.map((s) => s._id) }), [field, current]);
  const convert = useMemo(() => (v: Record<string, unknown>) => ({ [field]: asIds(v[field]) }), [field]);
  const form = useAdminForm({
    schema: FORMS[kind].update,
    convert,
    values,
  });
  const chosen = asIds(form.watch(field)).length;
  const options = useMemo(
    () =>
      (users.data?.results ?? [])
        .map((u) => ({ value: u._id, label: u.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'ckb')),
    [users.data],
  );
  const submit = form.handleSubmit(async (body) => {
    const saved = await api.update(body, { success: strings.toasts.saved, errorPrefix: strings.toasts.updateFailed });
    if (saved) form.reset({ [field]: saved[field].map((s) => s._id) });
  });
  if (users.isLoading) return <LoadingMessage label={strings.loading} />;
  if (users.isError)
    return <ErrorMessage title={strings.loadFailed} onRetry={() => void users.refetch()} retryLabel={strings.retry} />;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={styles.form} aria-label={legend}>
      <CheckboxPicker field={form.register(field)} legend={legend} options={options} chosen={chosen} />
      <FormActions busy={form.formState.isSubmitting} />
    </form>
  );
}
