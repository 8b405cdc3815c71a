import { Button } from '@ckb/design-system';
import { useId, type ReactNode } from 'react';
import { Dialog } from '../Dialog/Dialog.tsx';
import { adminStrings } from '../strings.ts';
import styles from './ConfirmDialog.module.css';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, e.g. "دڵنیایت دەتەوێت ئەم وێنەیە بسڕیتەوە؟" (SPEC §5). Names the dialog. */
  title: string;
  /** More context under the question (what goes with it). */
  children?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for deletions (the default). */
  tone?: 'danger' | 'primary';
  /** While the confirmed action runs: the yes button shows a spinner, nothing can be clicked twice. */
  busy?: boolean;
  onConfirm: () => void;
  /** Escape, the no button, or a click outside the box. */
  onCancel: () => void;
}

/**
 * An explicit yes/no question before a destructive action (SPEC §5: every deletion asks): a Dialog whose
 * focus starts on "no", the safe answer; Escape and a click outside answer no.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel = adminStrings.confirmYes,
  cancelLabel = adminStrings.confirmNo,
  tone = 'danger',
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const bodyId = useId();
  return (
    <Dialog
      open={open}
      title={title}
      onClose={onCancel}
      busy={busy}
      width="sm"
      closable={false}
      closeOnBackdrop
      initialFocus='[data-answer="no"]'
      describedBy={children ? bodyId : undefined}
    >
      {children && (
        <div id={bodyId} className={styles.body}>
          {children}
        </div>
      )}
      <div className={styles.actions}>
        <Button variant={tone === 'danger' ? 'danger' : 'primary'} loading={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button data-answer="no" variant="secondary" onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
      </div>
    </Dialog>
  );
}
