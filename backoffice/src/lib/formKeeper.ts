import { useEffect, useId, useSyncExternalStore, type RefObject } from 'react';

/**
 * The forms on screen, for the two things no single form can do alone: warning before leaving while
 * one of them has unsaved changes, and Ctrl/⌘+S saving the right one. Forms register with
 * `useKeptForm`; `<LeaveGuard />` (rendered once by `AdminPage`) listens.
 */
interface Kept {
  ref: RefObject<HTMLFormElement | null>;
  dirty: boolean;
}

const forms = new Map<string, Kept>();
const listeners = new Set<() => void>();
let anyDirty = false;

function changed() {
  anyDirty = [...forms.values()].some((f) => f.dirty);
  for (const l of listeners) l();
}

/** Registers a form: `dirty` must be true only when a field really differs from what was loaded. */
export function useKeptForm(ref: RefObject<HTMLFormElement | null>, dirty: boolean): void {
  const id = useId();
  useEffect(() => {
    forms.set(id, { ref, dirty });
    changed();
  }, [id, ref, dirty]);
  useEffect(
    () => () => {
      forms.delete(id);
      changed();
    },
    [id],
  );
}

export function useAnyDirty(): boolean {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => anyDirty,
    () => false,
  );
}

/** Forgets every form's changes (the user chose to leave without saving). */
export function discardAll(): void {
  for (const f of forms.values()) f.dirty = false;
  changed();
}

/**
 * The form Ctrl/⌘+S saves: the one holding the focus; otherwise the first one (in page order) with
 * unsaved changes.
 */
export function formToSave(active: Element | null): HTMLFormElement | null {
  const mounted = [...forms.values()].map((f) => ({ el: f.ref.current, dirty: f.dirty })).filter((f) => f.el);
  const focused = mounted.find((f) => active && f.el!.contains(active));
  if (focused) return focused.el;
  const dirty = mounted
    .filter((f) => f.dirty)
    .sort((a, b) => (a.el!.compareDocumentPosition(b.el!) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
  return dirty[0]?.el ?? null;
}
