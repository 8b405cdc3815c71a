import { useGetGenresQuery } from '@ckb/api-client';
import type { ImageField, WorkCreateBody } from '@ckb/api-client/admin';
import { Link, useNavigate } from '@ckb/design-system';
import { FileDrop, TextAreaField } from '@ckb/design-system/admin';
import { useMemo, useState } from 'react';
import { genreStrings } from '../features/genres/strings.ts';
import { IMAGE_ACCEPT, imageProblem } from '../lib/files.ts';
import { useAdminForm } from '../lib/useAdminForm.ts';
import { adminPath, CONVERT, FORMS, formValues, idsOf, type Kind, type WorkFormValues } from '../lib/works.ts';
import { strings } from '../strings.ts';
import { CheckboxPicker } from './CheckboxPicker.tsx';
import { CreateProgress } from './CreateProgress.tsx';
import { FormActions } from './FormActions.tsx';
import { useOneStepCreate, type Pictures } from './useOneStepCreate.ts';
import { WorkFields } from './WorkFields.tsx';
import styles from './WorkCreateForm.module.css';

const IMAGE_FIELDS: ImageField[] = ['poster', 'background'];
const emptyValues = (kind: Kind): WorkFormValues => ({ ...formValues(kind), genres: [], alt_titles: '' });

/**
 * One tab of /admin/add: the kind's create form (SPEC §5) with its genres, alternative titles, poster and
 * background, saved in one step (`useOneStepCreate`) with each part's progress; then the new work's page.
 * It checks with the same contract schema as the edit form.
 */
export function WorkCreateForm({ kind }: { kind: Kind }) {
  const navigate = useNavigate();
  const genres = useGetGenresQuery();
  const values = useMemo(() => emptyValues(kind), [kind]);
  const form = useAdminForm({ schema: FORMS[kind].create, convert: CONVERT.create[kind], values });
  const [pictures, setPictures] = useState<Pictures>({});
  const [problems, setProblems] = useState<Partial<Record<ImageField, string>>>({});
  const { steps, created, run } = useOneStepCreate(kind);
  const busy = steps?.some((s) => s.status === 'running') ?? false;
  const options = useMemo(() => (genres.data ?? []).map((g) => ({ value: g._id, label: g.name })), [genres.data]);

  const pick = (field: ImageField, files: File[]) => {
    const file = files[0];
    const problem = file ? imageProblem(file) : null;
    setProblems((p) => ({ ...p, [field]: problem ?? undefined }));
    setPictures((p) => ({ ...p, [field]: problem ? undefined : file }));
  };

  const submit = form.handleSubmit(async (body) => {
    if (IMAGE_FIELDS.some((f) => problems[f])) return;
    const work = await run(body as WorkCreateBody, pictures);
    if (work) {
      form.reset(form.getValues());
      navigate(adminPath(kind, work));
    }
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate aria-label={strings.kinds[kind].one}>
      <p>{kind === 'manga' ? strings.addPage.noteManga : strings.addPage.note}</p>
      <p>{strings.addPage.hiddenNote}</p>
      {/* once the work exists, only its missing pictures are sent again: its fields are saved */}
      <fieldset className={styles.plain} disabled={busy || !!created}>
        <WorkFields kind={kind} schema={FORMS[kind].create} register={form.register} errors={form.formState.errors} />
        <div className={styles.extras}>
          <CheckboxPicker
            field={form.register('genres')}
            legend={genreStrings.pickerLabel}
            options={options}
            chosen={idsOf(form.watch('genres')).length}
          />
          <TextAreaField
            label={genreStrings.altTitles}
            hint={genreStrings.altTitlesHint}
            rows={3}
            dir="auto"
            error={form.formState.errors.alt_titles?.message}
            {...form.register('alt_titles')}
          />
        </div>
      </fieldset>
      <fieldset className={styles.pictures} disabled={busy || !!created}>
        <legend className={styles.legend}>{strings.addPage.pictures}</legend>
        <p className={styles.hint}>{strings.addPage.picturesHint}</p>
        <div className={styles.drops}>
          {IMAGE_FIELDS.map((field) => (
            <FileDrop
              key={field}
              name={field}
              label={strings.detail[field]}
              accept={IMAGE_ACCEPT}
              preview
              hint={strings.detail.imageHint}
              error={problems[field]}
              files={pictures[field] ? [pictures[field]] : []}
              onFiles={(files) => pick(field, files)}
              onRefused={(files) => pick(field, files)}
            />
          ))}
        </div>
      </fieldset>
      {steps && <CreateProgress steps={steps} />}
      {created && !busy && (
        <p className={styles.partial} role="alert">
          {strings.addPage.partial} <Link to={adminPath(kind, created)}>{strings.addPage.openWork}</Link>
        </p>
      )}
      <FormActions busy={busy} label={created && !busy ? strings.addPage.retryRest : strings.addPage.create} />
    </form>
  );
}
