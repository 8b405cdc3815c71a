import { api, useAppDispatch, type ImageRef } from '@ckb/api-client';
import { planToast } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { FileDrop } from '@ckb/design-system/admin';
import { accountStrings as t } from '../accountStrings.ts';
import type { Started } from '../lib/mutations.ts';
import { isDefaultImage } from '../lib/works.ts';
import { strings } from '../strings.ts';
import { ConfirmButton } from './ConfirmButton.tsx';
import { UploadStatus, useSingleImageUpload } from './SingleImageUpload.tsx';
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
  remove: () => Started;
  /** Drawn proportions of the preview. */
  ratio: string;
}

/** One image of an ad or a banner: the picture, or a drop zone and an upload; a delete that asks first. */
export function PromoImageSlot({ path, field, label, hint, image, tag, remove, ratio }: Props) {
  const dispatch = useAppDispatch();
  const has = !!image && !isDefaultImage(image.original);
  const upload = useSingleImageUpload({
    path,
    field,
    onUploaded: () =>
      dispatch(
        api.util.invalidateTags([
          { type: tag, id: 'LIST' },
          { type: 'Home', id: 'LIST' },
        ]),
      ),
  });

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
        <FileDrop {...upload.drop} label={label} disabled={!!upload.item} hint={hint} />
      )}
      <UploadStatus upload={upload} />
      <div className={styles.row}>
        {has ? (
          <ConfirmButton
            label={t.promo.remove(label)}
            question={strings.detail.deleteImageQuestion}
            onConfirm={async () => {
              await planToast(dispatch, remove(), { success: strings.toasts.deleted });
            }}
          />
        ) : (
          <Button size="sm" disabled={upload.busy} onClick={upload.send}>
            {t.promo.upload(label)}
          </Button>
        )}
      </div>
    </div>
  );
}
