import { useAppDispatch, useGetMangaQuery } from '@ckb/api-client';
import { useAddChapterMutation, type AuthoredWork } from '@ckb/api-client/admin';
import { ChapterCreateBody } from '@ckb/contract';
import { useNavigate } from '@ckb/design-system';
import { SelectField, TextField } from '@ckb/design-system/admin';
import { useMemo, useState } from 'react';
import { FormActions } from '../../components/FormActions.tsx';
import { reviewStrings as t } from '../../components/review/strings.ts';
import { outcome } from '../../lib/mutations.ts';
import { compact, orAbsent } from '../../lib/resolver.ts';
import { useAdminForm } from '../../lib/useAdminForm.ts';
import { chapterAdminPath } from '../../lib/works.ts';
import { strings } from '../../strings.ts';
import styles from './MinePage.module.css';

type Values = { name_chapter: string };
const convert = (v: Values) => compact({ name_chapter: orAbsent(v.name_chapter) });

/**
 * A new chapter of one of the works its author is credited on, in one of that work's seasons (only the chosen
 * work is read): the api makes it a draft, and its page opens next, for the pages.
 */
export function AddDraftForm({ works }: { works: AuthoredWork[] }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [workId, setWorkId] = useState(works[0]?._id ?? '');
  const [chosenSession, setSession] = useState('');
  const manga = useGetMangaQuery(workId, { skip: !workId });
  const [add] = useAddChapterMutation();
  const sessions = manga.data?._id === workId ? manga.data.session : [];
  // the latest season unless another was chosen
  const sessionId = sessions.some((s) => s._id === chosenSession) ? chosenSession : (sessions.at(-1)?._id ?? '');
  const values = useMemo(() => ({ name_chapter: '' }), []);
  const form = useAdminForm({ schema: ChapterCreateBody, convert, values });
  const submit = form.handleSubmit(async (body) => {
    const started = add({ id: workId, sessionId, body });
    const result = await outcome(dispatch, started, { success: t.added, quiet: [400, 409] });
    if (!result.ok) {
      if (result.status === 400 || result.status === 409) form.fieldError('name_chapter', result.message);
      return;
    }
    const { data } = await started;
    const chapter = data?.session
      .find((s) => s._id === sessionId)
      ?.chapter.find((c) => c.name_chapter === body.name_chapter.trim());
    form.reset(values);
    if (data && chapter) navigate(chapterAdminPath(data.manga_id, sessionId, chapter._id));
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={styles.form} aria-label={t.addChapter}>
      <SelectField
        label={t.work}
        value={workId}
        onChange={(e) => setWorkId(e.target.value)}
        options={works.map((w) => ({ value: w._id, label: w.title }))}
      />
      <SelectField
        label={t.season}
        value={sessionId}
        onChange={(e) => setSession(e.target.value)}
        disabled={sessions.length === 0}
        hint={manga.data && sessions.length === 0 ? t.noSeasons : undefined}
        options={sessions.map((s) => ({ value: s._id, label: strings.seasons.season(s.name_session) }))}
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
