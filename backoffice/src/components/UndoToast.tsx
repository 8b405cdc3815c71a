import { selectUndo, undoCleared, UNDO_MS, useAppDispatch, useAppSelector } from '@ckb/api-client';
import { useRestoreTrashAllMutation, useRestoreTrashMutation } from '@ckb/api-client/admin';
import { Toast, useNavigate } from '@ckb/design-system';
import { useEffect, useRef, useState } from 'react';
import { trashStrings as t } from '../features/trash/strings.ts';
import { outcome } from '../lib/mutations.ts';

const WORK_PATHS = { movie: 'movies', series: 'series', manga: 'manga' } as const;

/**
 * When each undo toast goes, by trash item: the screen often changes right after a delete (a work's page goes
 * back to its list), and the toast of the new screen keeps the time the first one started.
 */
const deadlines = new Map<string, number>();

/**
 * The toast after a delete: its success text and «گەڕاندنەوە» for UNDO_MS (10 s), which puts back what was
 * deleted (POST /api/trash/{id}/restore; a delete of many, all of them or none in one POST /api/trash/restore). A polite status (`role="status"`); the timer stops while the pointer
 * or the keyboard focus is on it, so nobody loses the chance while reaching the button. After a work comes
 * back, its page opens again.
 */
export function UndoToast() {
  const undo = useAppSelector(selectUndo);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [restoreOne, one] = useRestoreTrashMutation();
  const [restoreAll, all] = useRestoreTrashAllMutation();
  const isLoading = one.isLoading || all.isLoading;
  const [held, setHeld] = useState(false);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!undo || held) return;
    const deadline = deadlines.get(undo.trashId) ?? Date.now() + UNDO_MS;
    deadlines.set(undo.trashId, deadline);
    const timer = setTimeout(() => dispatch(undoCleared()), Math.max(0, deadline - Date.now()));
    return () => clearTimeout(timer);
  }, [undo, held, dispatch]);

  if (!undo) return null;
  const hold = (on: boolean) => {
    setHeld(on);
    // the time left starts again in full after a pause: a pause means someone is about to use it
    if (!on) deadlines.set(undo.trashId, Date.now() + UNDO_MS);
  };

  const onUndo = async () => {
    // a delete of many works (the lists' bulk delete) names one trash item per work, comma-separated: they come
    // back in one call, all of them or none
    const ids = undo.trashId.split(',');
    const started = ids.length === 1 ? restoreOne(ids[0]!) : restoreAll(ids);
    const result = await outcome(dispatch, started, { success: t.restored, errorPrefix: t.restoreFailed });
    dispatch(undoCleared());
    deadlines.delete(undo.trashId);
    const back = result.ok ? (await started).data : undefined;
    const item = back && !Array.isArray(back) ? back : undefined;
    if (item && item.kind in WORK_PATHS)
      navigate(`/admin/${WORK_PATHS[item.kind as keyof typeof WORK_PATHS]}/${item.item_id}`);
  };

  return (
    <div
      ref={box}
      onMouseEnter={() => hold(true)}
      onMouseLeave={() => hold(false)}
      onFocus={() => hold(true)}
      onBlur={(e) => {
        if (!box.current?.contains(e.relatedTarget as Node | null)) hold(false);
      }}
    >
      <Toast
        floating
        kind="success"
        message={undo.message}
        action={{ label: isLoading ? t.undoing : t.undo, onClick: () => void onUndo(), disabled: isLoading }}
        onClose={() => dispatch(undoCleared())}
      />
    </div>
  );
}
