import { catalogApi, errorShown, successShown, useAppDispatch, type Manga } from '@ckb/api-client';
import { useUploadQueue, type UploadItem, type UploadQueue } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { FileDrop, ProgressBar } from '@ckb/design-system/admin';
import { useState } from 'react';
import { byNaturalName, isArchive, MAX_IMAGE_MB, PAGES_ACCEPT, pageFileProblem } from '../../lib/files.ts';
import { strings } from '../../strings.ts';
import styles from './UploadPanel.module.css';

const t = strings.chapterPage;

/** The api's answer to a batch: the whole manga, and the entries of an archive that were not pictures. */
type PagesAnswer = { manga: Manga; skipped: string[] };

interface Props {
  mangaId: string;
  sessionId: string;
  chapterId: string;
  onDone: () => void;
}

/**
 * Multi-image upload of a chapter's pages (SPEC §2, §5): files are checked here for type and size, sorted
 * by their names in natural order, and sent in that order in small batches (the api appends each
 * request's pages), each file with its own progress, cancel and retry. Each answer updates the pages
 * shown below, so the page stays usable while 200 pages go up. One ZIP/CBZ may be chosen instead, alone:
 * the api unpacks it, and the entries that were not pictures are listed after it is stored.
 */
export function UploadPanel({ mangaId, sessionId, chapterId, onDone }: Props) {
  const dispatch = useAppDispatch();
  const [chosen, setChosen] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [skipped, setSkipped] = useState<string[]>([]);
  const upload = useUploadQueue<PagesAnswer>({
    path: `manga/${mangaId}/session/${sessionId}/chapter/${chapterId}/upload`,
    field: 'photo_path_array',
    onResult: ({ manga, skipped: left }) => {
      // The answer is the whole manga: show the new pages at once, without another request.
      void dispatch(catalogApi.util.upsertQueryData('getManga', mangaId, manga));
      if (left.length > 0) setSkipped(left);
    },
    onError: (error) => dispatch(errorShown(`${strings.toasts.uploadFailed}: ${error.message}`)),
    onIdle: () => {
      dispatch(successShown(strings.toasts.pagesUploaded));
      onDone();
    },
  });
  const items = upload.items.filter((i) => i.status !== 'cancelled');
  const done = items.filter((i) => i.status === 'done').length;
  const active = upload.running || upload.paused;

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
    upload.queue.clearFinished();
    upload.queue.add(chosen);
    setChosen([]);
    setRefused([]);
  };

  return (
    <div className={styles.panel}>
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
              <li key={name} dir="ltr">
                {name}
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
          <Button variant="secondary" onClick={() => upload.queue.cancelAll()}>
            {t.cancelAll}
          </Button>
        )}
        {!active && items.length > 0 && (
          <Button variant="ghost" onClick={() => upload.queue.clearFinished()}>
            {t.clear}
          </Button>
        )}
      </div>
      <div role="status" className={styles.notice}>
        {upload.paused ? t.pausedNotice : upload.running ? t.uploadingNotice(done, items.length) : ''}
      </div>
      {items.length > 0 && (
        <>
          <ProgressBar value={items.length ? done / items.length : 0} label={t.upload} showValue />
          <ol className={styles.files} tabIndex={0} aria-label={t.filesList}>
            {items.map((item) => (
              <FileRow key={item.id} item={item} queue={upload.queue} />
            ))}
          </ol>
        </>
      )}
    </div>
  );
}

function FileRow({ item, queue }: { item: UploadItem; queue: UploadQueue<PagesAnswer> }) {
  return (
    <li className={styles.file} data-status={item.status}>
      <span className={styles.name} dir="ltr">
        {item.name}
      </span>
      <span className={styles.status}>{t.status[item.status]}</span>
      <ProgressBar
        className={styles.bar}
        value={item.status === 'processing' ? null : item.progress}
        label={item.name}
        tone={item.status === 'failed' ? 'danger' : item.status === 'done' ? 'success' : 'primary'}
      />
      {item.status === 'failed' && (
        <>
          <span className={styles.error}>{item.error}</span>
          <Button size="sm" variant="secondary" onClick={() => queue.retry(item.id)}>
            {t.retry}
          </Button>
        </>
      )}
      {queue.canCancel(item.id) && (
        <Button
          size="sm"
          variant="ghost"
          onClick={() => queue.cancel(item.id)}
          aria-label={`${t.cancelFile}: ${item.name}`}
        >
          {t.cancelFile}
        </Button>
      )}
    </li>
  );
}
