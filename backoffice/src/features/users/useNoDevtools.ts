import { useEffect } from 'react';

/**
 * SPEC §2: the admin profile page blocks right-click, F12 and the developer-tool and view-source
 * shortcuts (Ctrl+Shift+I/J/C, Ctrl+U; ⌘+⌥+I/J/C, ⌘+U). Only while that page is shown. It is a
 * deterrent, not protection: the browser's menu still opens the tools, and the api guards the data.
 */
export function isDevtoolsShortcut(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>) {
  const key = e.key.toLowerCase();
  if (key === 'f12') return true;
  const mod = e.ctrlKey || e.metaKey;
  if (!mod) return false;
  if ((e.shiftKey || e.altKey) && ['i', 'j', 'c'].includes(key)) return true;
  return key === 'u';
}

export function useNoDevtools(): void {
  useEffect(() => {
    const menu = (e: MouseEvent) => e.preventDefault();
    const keys = (e: KeyboardEvent) => {
      if (isDevtoolsShortcut(e)) {
        e.preventDefault();
        e.stopPropagation();
      }
    };
    document.addEventListener('contextmenu', menu);
    window.addEventListener('keydown', keys, { capture: true });
    return () => {
      document.removeEventListener('contextmenu', menu);
      window.removeEventListener('keydown', keys, { capture: true });
    };
  }, []);
}
