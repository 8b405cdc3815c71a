/** What the drawn page's recorder queued (api/src/web/html.ts, EARLY_RECORDER): a tap, or a dropdown's value. */
export interface EarlyAction {
  k: string;
  v?: string;
}

declare global {
  interface Window {
    __ckbEarly?: EarlyAction[];
  }
}

const selectValue = Object.getOwnPropertyDescriptor(HTMLSelectElement.prototype, 'value')?.set;

function find(root: ParentNode, key: string): HTMLElement | null {
  return root.querySelector<HTMLElement>(`[data-early="${CSS.escape(key)}"]`);
}

/**
 * Replays, on the live page, what the visitor did on the drawn one before the scripts took over (issue 12
 * §2): a server picked, a tab or range chosen, the menu opened. Actions whose control is not there yet (a
 * part still loading) are tried once more a moment later. Returns how many were replayed.
 */
export function replayEarly(root: ParentNode, queue: EarlyAction[] | undefined = window.__ckbEarly): number {
  window.__ckbEarly = [];
  if (!queue?.length) return 0;
  let done = 0;
  const later: EarlyAction[] = [];
  for (const action of queue) {
    const el = find(root, action.k);
    if (!el) {
      later.push(action);
      continue;
    }
    el.removeAttribute('aria-busy');
    if (action.v !== undefined && el instanceof HTMLSelectElement) {
      // React tracks a select's value: set it the way the browser does, then let React see the change.
      selectValue?.call(el, action.v);
      el.dispatchEvent(new Event('change', { bubbles: true }));
    } else {
      el.click();
    }
    done++;
  }
  if (later.length) setTimeout(() => replayEarly(root, later), 300);
  return done;
}
