import { Button } from '@ckb/design-system';
import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { adminStrings } from '../strings.ts';
import styles from './Dialog.module.css';

export interface DialogProps {
  open: boolean;
  /** Names the dialog (its heading). */
  title: string;
  /** Escape, the close button, or (with `closeOnBackdrop`) a click outside the box. */
  onClose: () => void;
  children: ReactNode;
  /** While a request runs the dialog cannot be dismissed. */
  busy?: boolean;
  /** `sm` for a question, `md` (the default) for a form. */
  width?: 'sm' | 'md';
  /** A close button beside the title (the default); a question has its own answers instead. */
  closable?: boolean;
  closeLabel?: string;
  /** A click on the backdrop closes it: right for a question, wrong for a form one could lose. */
  closeOnBackdrop?: boolean;
  /** The element that has the focus when it opens; the first field or button by default. */
  initialFocus?: string;
  /** The id of the text that describes the dialog, if any. */
  describedBy?: string | undefined;
}

/** The first field, else the first button (the close button of a dialog without fields). */
const FIRST_FIELD = 'input:not([disabled]), textarea:not([disabled]), select:not([disabled])';

/**
 * The back-office's modal: a native modal `<dialog>`. Focus moves in and stays there, Escape closes it
 * (unless busy: the parent decides, the dialog never closes itself), and focus returns to the opener.
 * ConfirmDialog is this with a question and two answers.
 */
export function Dialog({
  open,
  title,
  onClose,
  children,
  busy = false,
  width = 'md',
  closable = true,
  closeLabel = adminStrings.close,
  closeOnBackdrop = false,
  initialFocus = FIRST_FIELD,
  describedBy,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      // jsdom has no showModal; browsers all do.
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      (
        dialog.querySelector<HTMLElement>(initialFocus) ?? dialog.querySelector<HTMLElement>('button:not([disabled])')
      )?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open, initialFocus]);

  const cancel = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${styles[width]}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={cancel}
      onKeyDown={(event) => {
        // Handled here too (not only by the native `cancel`), so Escape behaves the same for synthetic events.
        if (event.key === 'Escape') cancel(event);
      }}
      onClick={(event) => {
        // A click on the backdrop lands on the dialog element itself.
        if (closeOnBackdrop && event.target === event.currentTarget && !busy) onClose();
      }}
    >
      {open && (
        <div className={styles.box}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            {closable && (
              <Button size="sm" variant="ghost" onClick={onClose} disabled={busy}>
                {closeLabel}
              </Button>
            )}
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
