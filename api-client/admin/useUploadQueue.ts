import { useAppStore } from '@ckb/api-client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { sendFiles, UploadQueue, type UploadQueueOptions, type UploadQueueState } from './upload.ts';

export interface UseUploadQueueOptions<T> extends Omit<UploadQueueOptions<T>, 'send'> {
  /** Under /api, e.g. `manga/{id}/session/{s}/chapter/{c}/upload`. */
  path: string;
  /** The multipart field (SPEC §9). */
  field: string;
  /** Further headers of a request, from its files (an archive's Idempotency-Key). */
  headers?: (files: File[]) => Record<string, string>;
}

/**
 * An `UploadQueue` for a component: sends with the store's token, re-renders on every change, and
 * cancels whatever is still waiting when the component goes away. The callbacks may change between
 * renders; the queue always calls the latest.
 */
export function useUploadQueue<T = unknown>(options: UseUploadQueueOptions<T>) {
  const store = useAppStore();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [queue] = useState(
    () =>
      new UploadQueue<T>({
        maxFiles: options.maxFiles,
        maxBytes: options.maxBytes,
        send: (files, onProgress, signal) =>
          sendFiles<T>({
            path: latest.current.path,
            field: latest.current.field,
            files,
            headers: latest.current.headers?.(files),
            getState: store.getState,
            dispatch: store.dispatch,
            onProgress,
            signal,
          }),
        onResult: (result, files) => latest.current.onResult?.(result, files),
        onError: (error, item) => latest.current.onError?.(error, item),
        onIdle: (sent) => latest.current.onIdle?.(sent),
      }),
  );
  useEffect(() => () => queue.cancelAll(), [queue]);
  const state: UploadQueueState = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { queue, ...state };
}
