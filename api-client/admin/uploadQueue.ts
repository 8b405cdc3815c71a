import { FALLBACK_ERROR } from '@ckb/api-client';
import { UploadError } from './sendFiles.ts';
import { fileProgress, nextBatch } from './uploadBatch.ts';

/** waiting → sending (bytes going out) → processing (all sent, the server decodes) → done. */
export type UploadStatus = 'waiting' | 'sending' | 'processing' | 'done' | 'failed' | 'cancelled';

export interface UploadItem {
  id: string;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0 to 1, of this file's bytes. */
  progress: number;
  error?: string;
}

export interface UploadQueueState {
  items: readonly UploadItem[];
  /** A request is out. */
  running: boolean;
  /** A file failed: later files wait until it is retried or cancelled. */
  paused: boolean;
}

export interface UploadQueueOptions<T> {
  /** Sends one batch (usually `sendFiles` with the path and field bound). */
  send: (files: File[], onProgress: (sent: number, total: number) => void, signal: AbortSignal) => Promise<T>;
  /** Per request, at most this many files… */
  maxFiles?: number;
  /** …and about this many bytes (a single larger file still goes alone). */
  maxBytes?: number;
  /** Each successful request's answer, in order. */
  onResult?: (result: T, files: File[]) => void;
  /** A file failed (the queue is paused). */
  onError?: (error: UploadError, item: UploadItem) => void;
  /** The queue has nothing left to send and nothing failed. */
  onIdle?: (sent: number) => void;
}

/** A request carries at most this many files, and about this many bytes, unless the options say otherwise. */
const MAX_FILES = 8;
const MAX_BYTES = 16 * 1024 * 1024;

let nextId = 0;

export class UploadQueue<T = unknown> {
  private files = new Map<string, File>();
  /** Items that go one per request (they were in a refused batch). */
  private alone = new Set<string>();
  private current: { ids: string[]; controller: AbortController } | null = null;
  private listeners = new Set<() => void>();
  private sentSinceIdle = 0;
  private state: UploadQueueState = { items: [], running: false, paused: false };

  constructor(private readonly options: UploadQueueOptions<T>) {}

  /** For React's useSyncExternalStore: a new object after every change. */
  getSnapshot = (): UploadQueueState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Adds files at the end, in the order given, and starts sending. */
  add(files: readonly File[]): void {
    const items = files.map((file) => {
      const id = `u${++nextId}`;
      this.files.set(id, file);
      return { id, name: file.name, size: file.size, status: 'waiting' as const, progress: 0 };
    });
    this.set({ items: [...this.state.items, ...items] });
    this.pump();
  }

  /**
   * Whether a file can still be cancelled: not once its whole request has been sent (the server then
   * stores it whatever the browser does; a request cut before its end stores nothing).
   */
  canCancel(id: string): boolean {
    const item = this.state.items.find((i) => i.id === id);
    if (!item || item.status === 'done' || item.status === 'cancelled') return false;
    return !this.current?.ids.includes(id) || this.requestStillSending();
  }

  /** Cancels one file: a waiting or failed one is dropped; one being sent stops its request (the others in it go again). */
  cancel(id: string): void {
    if (!this.canCancel(id)) return;
    const item = this.state.items.find((i) => i.id === id)!;
    this.update(id, { status: 'cancelled', progress: 0 });
    this.files.delete(id);
    if (this.current?.ids.includes(id)) this.current.controller.abort();
    else if (item.status === 'failed') this.resumeIfClear();
  }

  /** Cancels every file not yet sent (a request already sent whole finishes). */
  cancelAll(): void {
    const inFlight = this.current && this.requestStillSending() ? this.current.ids : [];
    for (const item of this.state.items) {
      if (item.status === 'waiting' || item.status === 'failed' || inFlight.includes(item.id)) {
        this.update(item.id, { status: 'cancelled', progress: 0 });
        this.files.delete(item.id);
      }
    }
    if (inFlight.length) this.current?.controller.abort();
    this.set({ paused: false });
  }

  private requestStillSending(): boolean {
    const ids = this.current?.ids ?? [];
    return this.state.items.some((i) => ids.includes(i.id) && i.status === 'sending');
  }

  /** Tries a failed file again (all failed files without an id), then goes on with the rest. */
  retry(id?: string): void {
    for (const item of this.state.items)
      if (item.status === 'failed' && (id === undefined || item.id === id))
        this.update(item.id, { status: 'waiting', progress: 0, error: undefined });
    this.resumeIfClear();
  }

  /** Forgets finished and cancelled files (the list shown). */
  clearFinished(): void {
    this.set({ items: this.state.items.filter((i) => i.status !== 'done' && i.status !== 'cancelled') });
  }

  private resumeIfClear(): void {
    if (!this.state.items.some((i) => i.status === 'failed')) {
      this.set({ paused: false });
      this.pump();
    }
  }

  private pump(): void {
    if (this.current || this.state.paused) return;
    const ids = nextBatch(
      this.state.items,
      this.alone,
      this.options.maxFiles ?? MAX_FILES,
      this.options.maxBytes ?? MAX_BYTES,
    );
    if (ids.length === 0) {
      if (this.state.running) this.set({ running: false });
      if (!this.state.items.some((i) => i.status === 'failed') && this.sentSinceIdle > 0) {
        const sent = this.sentSinceIdle;
        this.sentSinceIdle = 0;
        this.options.onIdle?.(sent);
      }
      return;
    }
    const files = ids.map((id) => this.files.get(id)!);
    const sizes = files.map((f) => f.size);
    const controller = new AbortController();
    this.current = { ids, controller };
    this.set({ running: true });
    for (const id of ids) this.update(id, { status: 'sending', progress: 0 });

    const onProgress = (sent: number, total: number) => {
      const progress = fileProgress(sizes, sent, total);
      this.patch(
        ids.map(
          (id, i) => [id, { progress: progress[i]!, status: progress[i]! >= 1 ? 'processing' : 'sending' }] as const,
        ),
      );
    };

    this.options
      .send(files, onProgress, controller.signal)
      .then((result) => {
        this.patch(ids.map((id) => [id, { status: 'done', progress: 1 }] as const));
        for (const id of ids) {
          this.files.delete(id);
          this.alone.delete(id);
        }
        this.sentSinceIdle += ids.length;
        this.options.onResult?.(result, files);
      })
      .catch((raw: unknown) => {
        const error = raw instanceof UploadError ? raw : new UploadError(FALLBACK_ERROR, 0);
        const live = ids.filter((id) => this.state.items.find((i) => i.id === id)?.status !== 'cancelled');
        if (controller.signal.aborted) {
          // Cancelled: the batch's other files go again, in their place.
          this.patch(live.map((id) => [id, { status: 'waiting', progress: 0 }] as const));
        } else if (ids.length > 1) {
          // A refused batch stores nothing: send its files one by one to find the bad one.
          for (const id of live) this.alone.add(id);
          this.patch(live.map((id) => [id, { status: 'waiting', progress: 0 }] as const));
        } else {
          const id = ids[0]!;
          this.update(id, { status: 'failed', progress: 0, error: error.message });
          this.set({ paused: true });
          this.options.onError?.(
            error,
            this.state.items.find((i) => i.id === id)!,
          );
        }
      })
      .finally(() => {
        this.current = null;
        this.pump();
      });
  }

  private update(id: string, change: Partial<UploadItem>): void {
    this.patch([[id, change]]);
  }

  private patch(changes: ReadonlyArray<readonly [string, Partial<UploadItem>]>): void {
    const byId = new Map(changes);
    let changed = false;
    const items = this.state.items.map((item) => {
      const change = byId.get(item.id);
      if (!change || (item.status === 'cancelled' && change.status !== undefined)) return item;
      const next = { ...item, ...change };
      if (next.status === item.status && next.progress === item.progress && next.error === item.error) return item;
      changed = true;
      return next;
    });
    if (changed) this.set({ items });
  }

  private set(change: Partial<UploadQueueState>): void {
    this.state = { ...this.state, ...change };
    for (const listener of this.listeners) listener();
  }
}
