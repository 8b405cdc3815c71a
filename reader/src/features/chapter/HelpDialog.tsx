import { useEffect, useRef } from 'react';
import { strings } from '../../strings.ts';
import buttons from './buttons.module.css';
import styles from './HelpDialog.module.css';

/**
 * The keyboard help (`?`): a modal `<dialog>` (the browser traps focus and closes it on Escape); focus
 * goes back to what opened it.
 */
export function HelpDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // (a browser without showModal, e.g. jsdom, shows it as a plain open dialog)
    if (!dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    }
    return () => {
      if (dialog.open) {
        if (typeof dialog.close === 'function') dialog.close();
        else dialog.removeAttribute('open');
      }
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={styles.help}
      aria-labelledby="reader-help-title"
      onClose={onClose}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      {open ? (
        <>
          <h2 id="reader-help-title" className={styles.helpTitle}>
            {strings.help}
          </h2>
          <dl className={styles.keys}>
            {strings.keys.map(([keys, what]) => (
              <div key={keys} className={styles.keyRow}>
                <dt>
                  <kbd dir="ltr">{keys}</kbd>
                </dt>
                <dd>{what}</dd>
              </div>
            ))}
          </dl>
          <button type="button" className={buttons.primary} onClick={onClose} autoFocus>
            {strings.close}
          </button>
        </>
      ) : null}
    </dialog>
  );
}
