import { catalogApi, errorShown, successShown, useAppDispatch, type Manga } from '@ckb/api-client';
import { archiveKey, useGetUploadKeysQuery, usePageUploads, useUploadQueue } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { FileDrop } from '@ckb/design-system/admin';
import { useEffect, useRef, useState } from 'react';
import { byNaturalName, isArchive, MAX_IMAGE_MB, PAGES_ACCEPT, pageFileProblem } from '../../lib/files.ts';
import { strings } from '../../strings.ts';
import { forgetUpload, rememberUpload, unfinishedUpload } from './unfinished.ts';
import { FileRow, UploadSummary } from './UploadProgress.tsx';
import styles from './UploadPanel.module.css';

const t = strings.chapterPage;

/** The api's answer to an upload: the whole manga, and the entries of an archive that were not pictures. */
type PagesAnswer = { manga: Manga; skipped: string[] };

interface Props {
  mangaId: string;
  sessionId: string;
  chapterId: string;
  onDone: () => void;
}

/** The pages shown below follow the answers, at most this often (each answer is the whole manga). */
const SHOW_EVERY_MS = 1000;

/**
 * A chapter's pages (SPEC §2, §5): files are checked here for type and size and sorted by name in natural
 * order. Pictures go one per request, three at once, each with its key and rank (usePageUploads): a lost
 * connection, a server restart or a reopened tab carries on without storing a page twice, and the pages
 * keep the chosen order whatever finishes first. One ZIP/CBZ may be chosen instead, alone: it goes as one
 * request with its key (the api unpacks it, and stores it once however often it is sent), and the entries that
 * were not pictures are listed after it is stored.
 */
export function UploadPanel({ mangaId, sessionId, chapterId, onDone }: Props) {
  const dispatch = useAppDispatch();
  const path = `manga/${mangaId}/session/${sessionId}/chapter/${chapterId}/upload`;
  const [chosen, setChosen] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [skipped, setSkipped] = useState<string[]>([]);
  const [unfinished, setUnfinished] = useState(() => unfinishedUpload(chapterId));
  const keys = useGetUploadKeysQuery(path, { skip: unfinished === null });

  // the whole manga of the newest answer, shown at most once a second. Three pages go at once, so answers
  // can arrive out of the order the server wrote them: an upload only adds pages, so the answer with the
  // most pages in this chapter is the newest (a later-arriving older one would show a page missing, and a
  // picture under another page's number after a reorder)
  const latest = useRef<Manga | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const newest = useRef(0);
  const show = (manga: Manga) => {
    const count = pagesIn(manga, chapterId);
    if (count < newest.current) return;
    newest.current = count;
    latest.current = manga;
    timer.current ??= setTimeout(flush, SHOW_EVERY_MS);
  };
  const flush = () => {
    clearTimeout(timer.current);
    timer.current = undefined;
    if (latest.current) void dispatch(catalogApi.util.upsertQueryData('getManga', mangaId, latest.current));
    latest.current = null;
  };
  useEffect(() => () => clearTimeout(timer.current), []);

  const finished = () => {
    flush();
    // the next upload starts from whatever the chapter has then (pages may be deleted in between)
    newest.current = 0;
    dispatch(successShown(strings.toasts.pagesUploaded));
    onDone();
  };
  const failed = (message: string) => dispatch(errorShown(`${strings.toasts.uploadFailed}: ${message}`));

  const pages = usePageUploads<PagesAnswer>({
    path,
    onResult: ({ manga }) => show(manga),
    onError: (error) => failed(error.message),
    onIdle: () => {
      if (pages.queue.getSnapshot().totals.failed === 0) forgetUpload(chapterId);
      finished();
    },
  });
  const archive = useUploadQueue<PagesAnswer>({
    path,
    field: 'photo_path_array',
    // the archive goes alone, with its key: a retry after a lost answer (or the same file chosen again) adds nothing
    headers: ([file]): Record<string, string> => (file ? { 'Idempotency-Key': archiveKey(file) } : {}),
    onResult: ({ manga, skipped: left }) => {
      show(manga);
      if (left.length > 0) setSkipped(left);
    },
    onError: (error) => failed(error.message),
    onIdle: finished,
  });

  const active = pages.running || archive.running || archive.paused;
  const archiveItems = archive.items.filter((i) => i.status !== 'cancelled');
  const pageItems = pages.items.filter((i) => i.status !== 'cancelled');
  const { totals } = pages;

  const choose = (files: File[]) => {
    const problems = files.map(pageFileProblem);
    const accepted = files.filter((_, i) => problems[i] === null);
    const alone = accepted.length <= 1 || !accepted.some(isArchive);
    setRefused(problems.filter((p): p is string => p !== null));
    setChosen(alone ? accepted.sort(byNaturalName) : []);
    setProblem(alone ? undefined : t.archiveAlone);
    setSkipped([]);
  };
  const send = () => {
    if (chosen.length === 0) return setProblem(strings.toasts.chooseFile);
    if (chosen.length === 1 && isArchive(chosen[0]!)) {
      archive.queue.clearFinished();
      archive.queue.add(chosen);
    } else {
      pages.queue.clearFinished();
      rememberUpload(chapterId, chosen.length);
      setUnfinished(null);
      void pages.queue.add(chosen);
    }
    setChosen([]);
    setRefused([]);
  };
  const cancelAll = () => {
    pages.queue.cancelAll();
    archive.queue.cancelAll();
    forgetUpload(chapterId);
  };

  const notice = pages.reconnecting
    ? t.reconnecting
    : archive.paused
      ? t.pausedNotice
      : archive.running
        ? t.uploadingNotice(archiveItems.filter((i) => i.status === 'done').length, archiveItems.length)
        : '';

  return (
    <div className={styles.panel}>
      {unfinished !== null && keys.data && (
        <div className={styles.notice} role="note">
          {t.unfinished(Math.min(keys.data.length, unfinished), unfinished)}
        </div>
      )}
      <FileDrop
        label={t.upload}
        name="photo_path_array"
        accept={PAGES_ACCEPT}
        multiple
        files={chosen}
        onFiles={choose}
        hint={t.uploadHint(MAX_IMAGE_MB)}
        error={problem}
      />
      {refused.length > 0 && (
        <ul className={styles.refused} role="alert">
          {refused.map((r) => (
            <li key={r}>{r}</li>
          ))}
        </ul>
      )}
      {skipped.length > 0 && (
        <div className={styles.notice} role="note">
          {t.skipped(skipped.length)}
          <ul>
            {skipped.map((name) => (
              <li key={name}>
                <bdi dir="auto">{name}</bdi>
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={styles.row}>
        <Button onClick={send} disabled={chosen.length === 0 && active}>
          {t.send(chosen.length)}
        </Button>
        {active && (
          <Button variant="secondary" onClick={cancelAll}>
            {t.cancelAll}
          </Button>
        )}
        {!active && pageItems.length + archiveItems.length > 0 && (
          <Button
            variant="ghost"
            onClick={() => {
              pages.queue.clearFinished();
              archive.queue.clearFinished();
            }}
          >
            {t.clear}
          </Button>
        )}
      </div>
      <div role="status" className={styles.notice}>
        {notice}
      </div>
      {totals.skipped > 0 && <p className={styles.note}>{t.skippedStored(totals.skipped)}</p>}
      {totals.failed > 0 && <p className={styles.errorNote}>{t.failedCount(totals.failed)}</p>}
      {pageItems.length > 0 && <UploadSummary totals={totals} running={pages.running} />}
      {pageItems.length + archiveItems.length > 0 && (
        <ol className={styles.files} tabIndex={0} aria-label={t.filesList}>
          {pageItems.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              canCancel={pages.queue.canCancel(item.id)}
              onRetry={() => pages.queue.retry(item.id)}
              onCancel={() => pages.queue.cancel(item.id)}
            />
          ))}
          {archiveItems.map((item) => (
            <FileRow
              key={item.id}
              item={item}
              canCancel={archive.queue.canCancel(item.id)}
              onRetry={() => archive.queue.retry(item.id)}
              onCancel={() => archive.queue.cancel(item.id)}
            />
          ))}
        </ol>
      )}
    </div>
  );
}

/** How many pages the chapter has in this answer. */
function pagesIn(manga: Manga, chapterId: string): number {
  for (const session of manga.session) {
    const chapter = session.chapter.find((c) => c._id === chapterId);
    if (chapter) return chapter.photo_path_array.length;
  }
  return 0;
}
