import { api, useAppDispatch, type User } from '@ckb/api-client';
import type { AccountImage } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { Dialog, FileDrop } from '@ckb/design-system/admin';
import { accountStrings as t } from '../../accountStrings.ts';
import { UploadStatus, useSingleImageUpload } from '../../components/SingleImageUpload.tsx';
import { strings } from '../../strings.ts';
import styles from './ProfilePage.module.css';

interface Props {
  user: User;
  field: AccountImage;
  open: boolean;
  onClose: () => void;
}

/**
 * Upload an avatar or a background (SPEC §2 modals): a drop zone named `avatar` / `background` (SPEC §9)
 * that says "file uploaded" once chosen, the file's progress, cancel; the profile refreshes after it.
 */
export function ImageUploadModal({ user, field, open, onClose }: Props) {
  const dispatch = useAppDispatch();
  const upload = useSingleImageUpload({
    path: `users/${encodeURIComponent(user._id)}/upload/${field}`,
    field,
    onUploaded: () => {
      dispatch(
        api.util.invalidateTags([
          { type: 'User', id: user._id },
          { type: 'User', id: 'LIST' },
        ]),
      );
      onClose();
    },
  });
  const title = field === 'avatar' ? t.profile.uploadAvatar : t.profile.uploadBackground;

  return (
    <Dialog open={open} title={title} onClose={onClose} busy={upload.busy}>
      <form
        className={styles.uploadForm}
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          upload.send();
        }}
      >
        <FileDrop
          {...upload.drop}
          label={field === 'avatar' ? t.profile.avatar : t.profile.background}
          disabled={!!upload.item}
          hint={strings.detail.imageHint}
        />
        <UploadStatus upload={upload} />
        <div className={styles.row}>
          <Button type="submit" disabled={upload.busy}>
            {t.profile.send}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
