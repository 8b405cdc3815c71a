import { Button } from '@ckb/design-system';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { accountStrings } from '../accountStrings.ts';
import styles from './Modal.module.css';

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** While a request runs the dialog cannot be dismissed. */
  busy?: boolean;
}

/**
 * A modal with a form inside (edit account, upload an image): a native `<dialog>` like the kit's
 * ConfirmDialog: focus moves to the first field, stays inside, Escape closes it, focus returns to the opener.
 */
export function Modal({ open, title, onClose, children, busy = false }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('input:not([disabled]), textarea, select, button')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus();
    }
  }, [open]);

  const cancel = (event: React.SyntheticEvent) => {
    event.preventDefault();
    if (!busy) onClose();
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={cancel}
      onKeyDown={(event) => {
        if (event.key === 'Escape') cancel(event);
      }}
    >
      {open && (
        <div className={styles.box}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <Button size="sm" variant="ghost" onClick={onClose} disabled={busy}>
              {accountStrings.profile.close}
            </Button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
