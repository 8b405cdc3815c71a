import { useGetGenresQuery } from '@ckb/api-client';
import { ErrorMessage, LoadingMessage } from '@ckb/design-system';
import { TextAreaField } from '@ckb/design-system/admin';
import { useMemo } from 'react';
import { genreStrings } from '../features/genres/strings.ts';
import { useAdminForm } from '../lib/useAdminForm.ts';
import { FORMS, idsOf, linesOf, type AnyWork, type Kind } from '../lib/works.ts';
import { strings } from '../strings.ts';
import { CheckboxPicker } from './CheckboxPicker.tsx';
import { FormActions } from './FormActions.tsx';
import type { useWorkApi } from './useWorkApi.ts';
import styles from './WorkEditTabs.module.css';

type WorkApi = ReturnType<typeof useWorkApi>;
interface Values extends Record<string, unknown> {
  genres: string[];
  alt_titles: string;
}

const valuesOf = (work: AnyWork): Values => ({
  genres: work.genres.map((g) => g._id),
  alt_titles: work.alt_titles.join('\n'),
});

/**
 * The work's genres (checkboxes over every genre, in the site's order) and its alternative titles (one per
 * line): one tab of the edit form, saved on its own like the staff pickers. Search finds the work
 * by its alternative titles too.
 */
export function GenrePickerForm({ kind, work, api }: { kind: Kind; work: AnyWork; api: WorkApi }) {
  const genres = useGetGenresQuery();
  const values = useMemo(() => valuesOf(work), [work]);
  const convert = useMemo(
    () => (v: Record<string, unknown>) => ({ genres: idsOf(v.genres), alt_titles: linesOf(v.alt_titles) }),
    [],
  );
  const form = useAdminForm({
    schema: FORMS[kind].update,
    convert,
    values,
  });
  const chosen = idsOf(form.watch('genres')).length;
  const options = useMemo(() => (genres.data ?? []).map((g) => ({ value: g._id, label: g.name })), [genres.data]);
  const submit = form.handleSubmit(async (body) => {
    const saved = await api.update(body, { success: strings.toasts.saved, errorPrefix: strings.toasts.updateFailed });
    if (saved) form.reset(valuesOf(saved));
  });
  if (genres.isLoading) return <LoadingMessage label={strings.loading} />;
  if (genres.isError)
    return <ErrorMessage title={strings.loadFailed} onRetry={() => void genres.refetch()} retryLabel={strings.retry} />;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={styles.form} aria-label={genreStrings.pickerLabel}>
      <CheckboxPicker
        field={form.register('genres')}
        legend={genreStrings.pickerLabel}
        options={options}
        chosen={chosen}
      />
      <TextAreaField
        label={genreStrings.altTitles}
        hint={genreStrings.altTitlesHint}
        rows={3}
        dir="auto"
        error={form.formState.errors.alt_titles?.message as string | undefined}
        {...form.register('alt_titles')}
      />
      <FormActions busy={form.formState.isSubmitting} />
    </form>
  );
}
