import { useAppStore } from '@ckb/api-client';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { PageUploadQueue, type PageUploadOptions, type PageUploadState } from './pageUploads.ts';
import { sendFiles } from './sendFiles.ts';
import { uploadKeysApi } from './uploadKeys.ts';

export interface UsePageUploadsOptions<T> extends Omit<PageUploadOptions<T>, 'send' | 'storedKeys'> {
  /** Under /api: `manga/{id}/session/{s}/chapter/{c}/upload`. */
  path: string;
}

/**
 * A `PageUploadQueue` for a component: sends with the store's token under the field photo_path_array,
 * reads the chapter's keys from `{path}/keys`, re-renders on every change, and stops when the component
 * goes away. The callbacks may change between renders; the queue always calls the latest.
 */
export function usePageUploads<T = unknown>(options: UsePageUploadsOptions<T>) {
  const store = useAppStore();
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [queue] = useState(
    () =>
      new PageUploadQueue<T>({
        concurrency: options.concurrency,
        retryDelays: options.retryDelays,
        key: options.key,
        send: (file, headers, onProgress, signal) =>
          sendFiles<T>({
            path: latest.current.path,
            field: 'photo_path_array',
            files: [file],
            headers,
            getState: store.getState,
            dispatch: store.dispatch,
            onProgress,
            signal,
          }),
        storedKeys: async () => {
          const request = store.dispatch(
            uploadKeysApi.endpoints.getUploadKeys.initiate(latest.current.path, { forceRefetch: true }),
          );
          try {
            return await request.unwrap();
          } finally {
            request.unsubscribe();
          }
        },
        onResult: (result, item) => latest.current.onResult?.(result, item),
        onError: (error, item) => latest.current.onError?.(error, item),
        onIdle: (stored, skipped) => latest.current.onIdle?.(stored, skipped),
      }),
  );
  useEffect(() => () => queue.dispose(), [queue]);
  const state: PageUploadState = useSyncExternalStore(queue.subscribe, queue.getSnapshot, queue.getSnapshot);
  return { queue, ...state };
}
