import { useAppDispatch } from '@ckb/api-client';
import { planToast, useDeleteWorkImageMutation, type ImageField } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { FileDrop } from '@ckb/design-system/admin';
import { isDefaultImage, type AnyWork, type Kind } from '../lib/works.ts';
import { strings } from '../strings.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { UploadStatus, useSingleImageUpload } from './SingleImageUpload.tsx';
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
  const [deleteImage] = useDeleteWorkImageMutation();
  const upload = useSingleImageUpload({
    path: `${kind}/${encodeURIComponent(work._id)}/upload/${field}`,
    field,
    onUploaded,
  });
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
        {...upload.drop}
        label={label}
        disabled={hasImage || !!upload.item}
        hint={hasImage ? strings.detail.imageInUse : strings.detail.imageHint}
      />
      <UploadStatus upload={upload} />
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
          <Button size="sm" disabled={!!upload.item} onClick={upload.send}>
            {`${strings.detail.upload}: ${label}`}
          </Button>
        )}
      </div>
    </div>
  );
}
