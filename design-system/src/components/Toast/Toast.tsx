import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import { AlertIcon, CheckIcon, CloseIcon } from '../../lib/icons.tsx';
import { strings } from '../../strings.ts';
import styles from './Toast.module.css';

export type ToastKind = 'error' | 'success';

export interface ToastProps {
  kind: ToastKind;
  message: ReactNode;
  /** Shows a close button when given. Auto-clearing (SPEC: 3 s) belongs to the store, not here. */
  onClose?: () => void;
  closeLabel?: string;
  /** Fixed near the bottom of the viewport, centred (the shell's global overlay); otherwise in the flow. */
  floating?: boolean;
  /** One button beside the message (the back-office's «گەڕاندنەوە» after a delete). */
  action?: { label: string; onClick: () => void; disabled?: boolean };
  className?: string;
}

/** An error (`role="alert"`, interrupts) or success (`role="status"`, polite) message. */
export function Toast({
  kind,
  message,
  onClose,
  closeLabel = strings.toastClose,
  floating = false,
  action,
  className,
}: ToastProps) {
  return (
    <div
      className={cx(styles.toast, styles[kind], floating && styles.floating, className)}
      role={kind === 'error' ? 'alert' : 'status'}
      data-kind={kind}
    >
      <span className={styles.icon}>{kind === 'error' ? <AlertIcon /> : <CheckIcon />}</span>
      <div className={styles.message}>{message}</div>
      {action && (
        <button type="button" className={styles.action} onClick={action.onClick} disabled={action.disabled}>
          {action.label}
        </button>
      )}
      {onClose && (
        <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
          <CloseIcon size={18} />
        </button>
      )}
    </div>
  );
}
