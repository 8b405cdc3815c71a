import { errorShown, successShown, useAppDispatch, useAppStore, type Work } from '@ckb/api-client';
import {
  planToast,
  sendFiles,
  useCreateWorkMutation,
  type ImageField,
  type WorkCreateBody,
} from '@ckb/api-client/admin';
import { useState } from 'react';
import type { Kind } from '../lib/works.ts';
import { strings } from '../strings.ts';

export type StepId = 'work' | ImageField;
export interface Step {
  id: StepId;
  status: 'waiting' | 'running' | 'done' | 'failed';
  /** 0..1 while a picture is sent; null while the api works on it. */
  progress: number | null;
  error?: string;
}
export type Pictures = Partial<Record<ImageField, File>>;

const IMAGE_FIELDS: ImageField[] = ['poster', 'background'];

/**
 * Adding a work in one step: the work with its genres and alternative titles (one create call), then its
 * poster and background on the new work, each with its progress. The pictures are checked before anything
 * is sent, so what can still fail is the network or the api: then the work exists, the steps say what was
 * saved and what was not, and `run` again sends only what is missing (the work is never created twice).
 */
export function useOneStepCreate(kind: Kind) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [createWork] = useCreateWorkMutation();
  const [steps, setSteps] = useState<Step[] | null>(null);
  const [created, setCreated] = useState<Work | null>(null);

  const set = (id: StepId, patch: Partial<Step>) =>
    setSteps((all) => all?.map((s) => (s.id === id ? { ...s, ...patch } : s)) ?? null);

  /** Resolves with the new work once everything is saved; null when a step failed (the steps say which). */
  const run = async (body: WorkCreateBody, pictures: Pictures): Promise<Work | null> => {
    const pending = IMAGE_FIELDS.filter((f) => pictures[f]);
    const done = (id: StepId) => steps?.find((s) => s.id === id)?.status === 'done';
    setSteps([
      { id: 'work', status: created ? 'done' : 'waiting', progress: created ? 1 : 0 },
      ...pending.map((id) => ({ id, status: done(id) ? 'done' : 'waiting', progress: done(id) ? 1 : 0 }) as Step),
    ]);
    let work = created;
    if (!work) {
      set('work', { status: 'running', progress: null });
      const started = createWork({ kind, body });
      planToast(dispatch, started, { errorPrefix: strings.toasts.createFailed });
      const result = await started;
      if (!('data' in result) || !result.data) {
        setSteps(null);
        return null;
      }
      work = result.data;
      setCreated(work);
      set('work', { status: 'done', progress: 1 });
    }
    for (const field of pending) {
      if (done(field)) continue;
      set(field, { status: 'running', progress: 0, error: undefined });
      try {
        await sendFiles({
          path: `${kind}/${encodeURIComponent(work._id)}/upload/${field}`,
          field,
          files: [pictures[field]!],
          getState: store.getState,
          dispatch,
          onProgress: (sent, total) => set(field, { progress: total > 0 && sent < total ? sent / total : null }),
        });
        set(field, { status: 'done', progress: 1 });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        set(field, { status: 'failed', error: message });
        dispatch(errorShown(`${strings.toasts.uploadFailed}: ${message}`));
        return null;
      }
    }
    dispatch(successShown(strings.toasts.created));
    return work;
  };

  return { steps, created, run };
}
