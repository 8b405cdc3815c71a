import { useEffect, useId, useRef, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../../lib/cx.ts';
import { CloseIcon } from '../../lib/icons.tsx';
import { strings } from '../../strings.ts';
import styles from './Drawer.module.css';

export interface DrawerProps {
  open: boolean;
  /** Called on Escape, on the scrim and on the close button. */
  onClose: () => void;
  /** Shown in the panel's header; names the dialog. */
  title: string;
  /** The panel's id, for the trigger's `aria-controls`. */
  id?: string;
  closeLabel?: string;
  children: ReactNode;
  className?: string;
}

const noSubscription = () => () => {};

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal panel sliding in from the inline-start side (the right in RTL) over a scrim.
 * While open, focus moves into it and stays there; Escape and the scrim close it, and focus returns
 * to whatever opened it. It stays mounted while closed (inert and hidden) so `aria-controls` resolves.
 */
export function Drawer({ open, onClose, title, id, closeLabel = strings.close, children, className }: DrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const titleId = useId();
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    if (!open) return;
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    closeRef.current?.focus();

    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      }
    };
    // Focus leaving the panel any other way (a click elsewhere, assistive tech) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (panel && event.target instanceof Node && !panel.contains(event.target)) closeRef.current?.focus();
    };
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    document.addEventListener('keydown', onKey);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('focusin', onFocusIn);
      document.body.style.overflow = overflow;
      const target = returnTo.current;
      returnTo.current = null;
      if (target?.isConnected) target.focus();
    };
  }, [open]);

  // Tab from the last control wraps to the first, Shift+Tab from the first to the last.
  const trapTab = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !panelRef.current) return;
    const items = Array.from(panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // A server drawing has no body to portal into (React's server snapshot says so, in Node and in a test's jsdom).
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  return createPortal(
    // `inert` keeps the closed panel out of reach; aria-hidden says the same to older assistive tech.
    <div className={cx(styles.root, className)} data-open={open} inert={!open} aria-hidden={!open || undefined}>
      <div className={styles.scrim} onClick={onClose} aria-hidden="true" data-testid="drawer-scrim" />
      <div
        ref={panelRef}
        id={id}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={styles.panel}
        onKeyDown={trapTab}
      >
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button ref={closeRef} type="button" className={styles.close} onClick={onClose} aria-label={closeLabel}>
            <CloseIcon />
          </button>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>,
    document.body,
  );
}
