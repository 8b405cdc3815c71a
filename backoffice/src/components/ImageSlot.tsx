import { errorShown, successShown, useAppDispatch } from '@ckb/api-client';
import { planToast, useDeleteWorkImageMutation, useUploadQueue, type ImageField } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { FileDrop, ProgressBar } from '@ckb/design-system/admin';
import { useState } from 'react';
import { IMAGE_ACCEPT, imageProblem } from '../lib/files.ts';
import { isDefaultImage, type AnyWork, type Kind } from '../lib/works.ts';
import { strings } from '../strings.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import styles from './ImageSlot.module.css';

interface Props {
  kind: Kind;
  work: AnyWork;
  field: ImageField;
  onUploaded: () => void;
}

/**
 * A poster or background (SPEC §4): while a real image is set, it is shown with a delete button and the
 * upload is disabled; otherwise a drop zone (named `poster` / `background`, SPEC §9) that says "file
 * uploaded" once a file is chosen, and an upload button with the file's progress, cancel and retry.
 */
export function ImageSlot({ kind, work, field, onUploaded }: Props) {
  const dispatch = useAppDispatch();
  const image = work[field];
  const hasImage = !isDefaultImage(image.original);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const [deleteImage] = useDeleteWorkImageMutation();
  const upload = useUploadQueue({
    path: `${kind}/${encodeURIComponent(work._id)}/upload/${field}`,
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
  const label = field === 'poster' ? strings.detail.poster : strings.detail.background;

  return (
    <div className={styles.slot}>
      <img
        className={field === 'poster' ? styles.poster : styles.background}
        src={image.original}
        alt={label}
        width={image.width}
        height={image.height}
        loading="lazy"
      />
      <FileDrop
        label={label}
        name={field}
        accept={IMAGE_ACCEPT}
        files={files}
        disabled={hasImage || !!item}
        hint={hasImage ? strings.detail.imageInUse : strings.detail.imageHint}
        error={problem}
        preview
        onFiles={(chosen) => {
          const bad = chosen.map(imageProblem).find(Boolean);
          setProblem(bad ?? undefined);
          setFiles(bad ? [] : chosen);
        }}
      />
      {item && (
        <div className={styles.progress}>
          <ProgressBar
            value={item.status === 'processing' ? null : item.progress}
            label={item.name}
            showValue
            tone={item.status === 'failed' ? 'danger' : 'primary'}
          />
          {item.status === 'failed' ? (
            <div className={styles.row}>
              <span className={styles.error}>{item.error}</span>
              <Button size="sm" variant="secondary" onClick={() => upload.queue.retry(item.id)}>
                {strings.chapterPage.retry}
              </Button>
              <Button size="sm" variant="ghost" onClick={() => upload.queue.cancel(item.id)}>
                {strings.cancel}
              </Button>
            </div>
          ) : (
            upload.queue.canCancel(item.id) && (
              <Button size="sm" variant="ghost" onClick={() => upload.queue.cancel(item.id)}>
                {strings.cancel}
              </Button>
            )
          )}
        </div>
      )}
      <div className={styles.row}>
        {hasImage ? (
          <ConfirmButton
            label={`${strings.detail.deleteImage}: ${label}`}
            question={strings.detail.deleteImageQuestion}
            details={<p>{strings.detail.deleteImageBody}</p>}
            onConfirm={async () => {
              const started = deleteImage({ kind, id: work._id, field });
              planToast(dispatch, started, { success: strings.toasts.deleted });
              await started;
            }}
          />
        ) : (
          <Button
            size="sm"
            disabled={!!item}
            onClick={() => {
              if (files.length === 0) return setProblem(strings.toasts.chooseFile);
              setProblem(undefined);
              upload.queue.add(files);
            }}
          >
            {`${strings.detail.upload}: ${label}`}
          </Button>
        )}
      </div>
    </div>
  );
}
