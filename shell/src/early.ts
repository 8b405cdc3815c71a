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

/** How often, and how many times, an action whose control is not ready yet is tried again (5 s in all). */
const RETRY_MS = 250;
const RETRIES = 20;

/**
 * Replays, on the live page, what the visitor did on the drawn one before the scripts took over, so nothing done in the
 * first seconds is silently reset: a server picked, a tab or range chosen, the menu opened. An action whose control is
 * not there yet (a part still loading, a dropdown without that option yet) is tried again every RETRY_MS, up to RETRIES
 * times: on a busy phone the live part can take seconds. Returns how many were replayed now.
 */
export function replayEarly(
  root: ParentNode,
  queue: EarlyAction[] | undefined = window.__ckbEarly,
  attempt = 0,
): number {
  window.__ckbEarly = [];
  if (!queue?.length) return 0;
  let done = 0;
  const later: EarlyAction[] = [];
  for (const action of queue) {
    const el = find(root, action.k);
    const isSelect = action.v !== undefined && el instanceof HTMLSelectElement;
    if (!el || (isSelect && ![...el.options].some((o) => o.value === action.v))) {
      later.push(action);
      continue;
    }
    el.removeAttribute('aria-busy');
    if (isSelect) {
      // React tracks a select's value: set it the way the browser does, then let React see the change.
      selectValue?.call(el, action.v);
      el.dispatchEvent(new Event('change', { bubbles: true }));
      // A render that was still pending when the event came (the page's own first update after the hydration)
      // commits before React handles it and sets the control back: tried again, as a control not ready yet.
      if (el.value !== action.v) {
        later.push(action);
        continue;
      }
    } else {
      el.click();
    }
    done++;
  }
  if (later.length && attempt < RETRIES) setTimeout(() => replayEarly(root, later, attempt + 1), RETRY_MS);
  return done;
}
