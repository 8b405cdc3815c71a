import { api, errorShown, successShown, useAppDispatch, type User } from '@ckb/api-client';
import { useUploadQueue, type AccountImage } from '@ckb/api-client/admin';
import { Button } from '@ckb/design-system';
import { FileDrop, ProgressBar } from '@ckb/design-system/admin';
import { useState } from 'react';
import { accountStrings as t } from '../../accountStrings.ts';
import { Modal } from '../../components/Modal.tsx';
import { IMAGE_ACCEPT, imageProblem } from '../../lib/files.ts';
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
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<string | undefined>();
  const upload = useUploadQueue({
    path: `users/${encodeURIComponent(user._id)}/upload/${field}`,
    field,
    maxFiles: 1,
    onIdle: (sent) => {
      setFiles([]);
      upload.queue.clearFinished();
      dispatch(
        api.util.invalidateTags([
          { type: 'User', id: user._id },
          { type: 'User', id: 'LIST' },
        ]),
      );
      if (sent > 0) {
        dispatch(successShown(strings.toasts.uploaded));
        onClose();
      }
    },
    onError: (error) => dispatch(errorShown(`${strings.toasts.uploadFailed}: ${error.message}`)),
  });
  const item = upload.items.find((i) => i.status !== 'cancelled' && i.status !== 'done');
  const title = field === 'avatar' ? t.profile.uploadAvatar : t.profile.uploadBackground;

  return (
    <Modal open={open} title={title} onClose={onClose} busy={!!item && item.status !== 'failed'}>
      <form
        className={styles.uploadForm}
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          if (item?.status === 'failed') return upload.queue.retry(item.id);
          if (files.length === 0) return setProblem(strings.toasts.chooseFile);
          setProblem(undefined);
          upload.queue.add(files);
        }}
      >
        <FileDrop
          label={field === 'avatar' ? t.profile.avatar : t.profile.background}
          name={field}
          accept={IMAGE_ACCEPT}
          files={files}
          disabled={!!item}
          hint={strings.detail.imageHint}
          error={problem}
          preview
          onFiles={(chosen) => {
            const bad = chosen.map(imageProblem).find(Boolean);
            setProblem(bad ?? undefined);
            setFiles(bad ? [] : chosen);
          }}
        />
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
          <Button type="submit" disabled={!!item && item.status !== 'failed'}>
            {t.profile.send}
          </Button>
          {item && upload.queue.canCancel(item.id) && (
            <Button variant="ghost" onClick={() => upload.queue.cancel(item.id)}>
              {strings.cancel}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
