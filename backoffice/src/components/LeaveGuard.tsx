import { ConfirmDialog } from '@ckb/design-system/admin';
import { useNavigate } from '@ckb/design-system';
import { useEffect, useState } from 'react';
import { discardAll, formToSave, useAnyDirty } from '../lib/formKeeper.ts';
import { strings } from '../strings.ts';

/**
 * Once per admin page: asks before leaving while a form has unsaved changes (a link anywhere on the page,
 * the navbar's included; closing or reloading the tab through the browser's own question), and saves
 * with Ctrl/⌘+S. The shell's router is declarative (no `useBlocker`, which needs a data router the
 * public pages would pay for), so links are caught here; the browser's back button is not.
 */
export function LeaveGuard() {
  const dirty = useAnyDirty();
  const navigate = useNavigate();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey || event.key.toLowerCase() !== 's') return;
      const form = formToSave(document.activeElement);
      if (!form) return;
      event.preventDefault();
      form.requestSubmit();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    if (!dirty) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, location.href);
      if (url.origin !== location.origin) return;
      const to = url.pathname + url.search + url.hash;
      if (to === location.pathname + location.search + location.hash) return;
      event.preventDefault();
      event.stopPropagation();
      setLeavingTo(to);
    };
    window.addEventListener('beforeunload', onUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={leavingTo !== null}
      title={strings.leaveTitle}
      confirmLabel={strings.leaveYes}
      cancelLabel={strings.leaveNo}
      onCancel={() => setLeavingTo(null)}
      onConfirm={() => {
        const to = leavingTo!;
        setLeavingTo(null);
        discardAll();
        navigate(to);
      }}
    >
      <p>{strings.leaveBody}</p>
    </ConfirmDialog>
  );
}
