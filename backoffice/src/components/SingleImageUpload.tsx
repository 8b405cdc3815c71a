import { errorShown, successShown, useAppDispatch } from '@ckb/api-client';
import { useUploadQueue } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { ProgressBar } from '@ckb/design-system/admin';
import { useState } from 'react';
import { IMAGE_ACCEPT, imageProblem } from '../lib/files.ts';
import { strings } from '../strings.ts';
import styles from './SingleImageUpload.module.css';

interface Options {
  /** Under /api: `movie/{id}/upload/poster`, `users/{id}/upload/avatar`… */
  path: string;
  /** The multipart field (SPEC §9). */
  field: string;
  /** The image arrived (after the "uploaded" toast): refresh what shows it. */
  onUploaded: () => void;
}

/**
 * One image sent alone (a poster, an avatar, an ad's picture): the chosen file checked before it is
 * sent, its upload with progress, and the toasts. `drop` goes to a FileDrop, `send` to the send button,
 * `<UploadStatus upload={…} />` shows the progress with cancel and retry.
 */
export function useSingleImageUpload({ path, field, onUploaded }: Options) {
  const dispatch = useAppDispatch();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const upload = useUploadQueue({
    path,
    field,
    maxFiles: 1,
    onIdle: () => {
      setFiles([]);
      upload.queue.clearFinished();
      dispatch(successShown(strings.toasts.uploaded));
      onUploaded();
    },
    onError: (error) => dispatch(errorShown(`${strings.toasts.uploadFailed}: ${error.message}`)),
  });
  const item = upload.items.find((i) => i.status !== 'cancelled' && i.status !== 'done');
  return {
    item,
    queue: upload.queue,
    /** A file is on its way: the drop zone and the send button wait. */
    busy: !!item && item.status !== 'failed',
    drop: {
      name: field,
      accept: IMAGE_ACCEPT,
      files,
      error: problem,
      preview: true,
      onFiles: (chosen: File[]) => {
        const bad = chosen.map(imageProblem).find(Boolean);
        setProblem(bad ?? undefined);
        setFiles(bad ? [] : chosen);
      },
      // a file of another type (a .txt as a poster) is named with the types taken, never "choose a file"
      onRefused: (refused: File[]) => {
        setProblem(imageProblem(refused[0]!) ?? undefined);
        setFiles([]);
      },
    },
    /** Sends the chosen file (or again, the one that failed); says so beside the drop zone when none is chosen. */
    send: () => {
      if (item?.status === 'failed') return upload.queue.retry(item.id);
      if (files.length === 0) return setProblem(strings.toasts.chooseFile);
      setProblem(undefined);
      upload.queue.add(files);
    },
  };
}

type SingleUpload = ReturnType<typeof useSingleImageUpload>;

/** The file on its way: its progress, why it failed with retry, and cancel while it can be cancelled. */
export function UploadStatus({ upload: { item, queue } }: { upload: SingleUpload }) {
  if (!item) return null;
  return (
    <div className={styles.status}>
      <ProgressBar
        value={item.status === 'processing' ? null : item.progress}
        label={item.name}
        showValue
        tone={item.status === 'failed' ? 'danger' : 'primary'}
      />
      <div className={styles.row}>
        {item.status === 'failed' && (
          <>
            <span className={styles.error}>{item.error}</span>
            <Button size="sm" variant="secondary" onClick={() => queue.retry(item.id)}>
              {strings.chapterPage.retry}
            </Button>
          </>
        )}
        {(item.status === 'failed' || queue.canCancel(item.id)) && (
          <Button size="sm" variant="ghost" onClick={() => queue.cancel(item.id)}>
            {strings.cancel}
          </Button>
        )}
      </div>
    </div>
  );
}
