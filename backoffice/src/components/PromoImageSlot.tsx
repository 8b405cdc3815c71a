import { api, errorShown, successShown, useAppDispatch, type ImageRef } from '@ckb/api-client';
import { planToast, useUploadQueue } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { FileDrop, ProgressBar } from '@ckb/design-system/admin';
import { useState } from 'react';
import { accountStrings as t } from '../accountStrings.ts';
import { IMAGE_ACCEPT, imageProblem } from '../lib/files.ts';
import { isDefaultImage } from '../lib/works.ts';
import { strings } from '../strings.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import styles from './PromoImageSlot.module.css';

interface Props {
  /** Under /api: `ads/{id}/upload/desktop`… (the multipart field is `field`). */
  path: string;
  field: string;
  label: string;
  hint: string;
  image: ImageRef | null;
  /** The tag to refresh after a change (`Ad` or `Banner`). */
  tag: 'Ad' | 'Banner';
  /** The delete call (the slice's mutation), started by the confirmed yes. */
  remove: () => Promise<unknown> & { unwrap?: unknown };
  /** Drawn proportions of the preview. */
  ratio: string;
}

/** One image of an ad or a banner: the picture, or a drop zone and an upload; a delete that asks first. */
export function PromoImageSlot({ path, field, label, hint, image, tag, remove, ratio }: Props) {
  const dispatch = useAppDispatch();
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const has = !!image && !isDefaultImage(image.original);
  const upload = useUploadQueue({
    path,
    field,
    maxFiles: 1,
    onIdle: (sent) => {
      setFiles([]);
      upload.queue.clearFinished();
      dispatch(
        api.util.invalidateTags([
          { type: tag, id: 'LIST' },
          { type: 'Home', id: 'LIST' },
        ]),
      );
      if (sent > 0) dispatch(successShown(strings.toasts.uploaded));
    },
    onError: (error) => dispatch(errorShown(`${strings.toasts.uploadFailed}: ${error.message}`)),
  });
  const item = upload.items.find((i) => i.status !== 'cancelled' && i.status !== 'done');

  return (
    <div className={styles.slot}>
      {has ? (
        <img
          className={styles.preview}
          src={image.original}
          alt={label}
          style={{ aspectRatio: ratio }}
          loading="lazy"
        />
      ) : (
        <FileDrop
          label={label}
          name={field}
          accept={IMAGE_ACCEPT}
          files={files}
          disabled={!!item}
          hint={hint}
          error={problem}
          preview
          onFiles={(chosen) => {
            const bad = chosen.map(imageProblem).find(Boolean);
            setProblem(bad ?? undefined);
            setFiles(bad ? [] : chosen);
          }}
        />
      )}
      {item && (
        <ProgressBar
          value={item.status === 'processing' ? null : item.progress}
          label={item.name}
          showValue
          tone={item.status === 'failed' ? 'danger' : 'primary'}
        />
      )}
      {item?.status === 'failed' && <p className={styles.error}>{item.error}</p>}
      <div className={styles.row}>
        {has ? (
          <ConfirmButton
            label={t.promo.remove(label)}
            question={strings.detail.deleteImageQuestion}
            onConfirm={async () => {
              const started = remove();
              planToast(dispatch, started as never, { success: strings.toasts.deleted });
              await started;
            }}
          />
        ) : (
          <Button
            size="sm"
            disabled={!!item && item.status !== 'failed'}
            onClick={() => {
              if (item?.status === 'failed') return upload.queue.retry(item.id);
              if (files.length === 0) return setProblem(strings.toasts.chooseFile);
              setProblem(undefined);
              upload.queue.add(files);
            }}
          >
            {t.promo.upload(label)}
          </Button>
        )}
      </div>
    </div>
  );
}
