import { useAppDispatch, useGetMangaQuery } from '@ckb/api-client';
import { useAddChapterMutation, type AuthoredWork } from '@ckb/api-client/admin';
import { ChapterCreateBody } from '@ckb/contract';
import { useNavigate } from '@ckb/design-system';
import { SelectField, TextField } from '@ckb/design-system/admin';
import { FormActions } from '../../components/FormActions.tsx';
import { reviewStrings as t } from '../../components/review/strings.ts';
import { outcome } from '../../lib/mutations.ts';
import { compact, orAbsent } from '../../lib/resolver.ts';
import { useAdminForm } from '../../lib/useAdminForm.ts';
import { chapterAdminPath } from '../../lib/works.ts';
import { strings } from '../../strings.ts';
import styles from './MinePage.module.css';

type Values = { session: string; name_chapter: string };
const convert = (v: Values) => compact({ name_chapter: orAbsent(v.name_chapter) });

/**
 * A new chapter of a work its author is credited on, in one of its seasons: the api makes it a draft; its page
 * opens next, for the pages.
 */
export function AddDraftForm({ work }: { work: AuthoredWork }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const manga = useGetMangaQuery(work._id);
  const [add] = useAddChapterMutation();
  const sessions = manga.data?.session ?? [];
  const last = sessions[sessions.length - 1]?._id ?? '';
  const form = useAdminForm({ schema: ChapterCreateBody, convert, values: { session: last, name_chapter: '' } });
  const submit = form.handleSubmit(async (body) => {
    const sessionId = form.getValues('session') || last;
    const started = add({ id: work._id, sessionId, body });
    const result = await outcome(dispatch, started, { success: t.added, quiet: [400, 409] });
    if (!result.ok) {
      if (result.status === 400 || result.status === 409) form.fieldError('name_chapter', result.message);
      return;
    }
    const { data } = await started;
    const chapter = data?.session
      .find((s) => s._id === sessionId)
      ?.chapter.find((c) => c.name_chapter === body.name_chapter.trim());
    form.reset({ session: sessionId, name_chapter: '' });
    if (chapter) navigate(chapterAdminPath(work._id, sessionId, chapter._id));
  });

  if (manga.data && sessions.length === 0) return <p className={styles.muted}>{t.noSeasons}</p>;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={styles.form} aria-label={t.addChapterTo(work.title)}>
      <SelectField
        label={t.season}
        options={sessions.map((s) => ({ value: s._id, label: strings.seasons.season(s.name_session) }))}
        {...form.register('session')}
      />
      <TextField
        label={strings.fields.name_chapter!}
        required
        error={form.formState.errors.name_chapter?.message}
        {...form.register('name_chapter')}
      />
      <FormActions busy={form.formState.isSubmitting} label={t.addChapter} shortcut={false} />
    </form>
  );
}
