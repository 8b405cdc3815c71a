import { Button } from '@ckb/design-system';
import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
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
 * An explicit yes/no question before a destructive action (SPEC §5: every deletion asks). A native modal
 * `<dialog>`: focus moves in (to "no", the safe answer) and stays there, Escape answers no, and focus
 * returns to the opener when it closes.
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
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom has no showModal; browsers all do.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      // The safe answer has the focus when the question opens.
      dialog.querySelector<HTMLElement>('[data-answer="no"]')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  // Escape fires `cancel`: the parent decides (it may be busy), the dialog does not close itself.
  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onCancel();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
      onCancel={cancel}
      onKeyDown={(event) => {
        // Handled here too (not only by the native `cancel`), so Escape behaves the same for synthetic events.
        if (event.key === 'Escape') cancel(event);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (event.target === event.currentTarget && !busy) onCancel();
      }}
    >
      {open && (
        <div className={styles.box}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
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
        </div>
      )}
    </dialog>
  );
}
