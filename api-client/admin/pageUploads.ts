import { FALLBACK_ERROR } from '@ckb/api-client';
import { fileKey } from './fileKey.ts';
import { UploadError } from './sendFiles.ts';
import { Throughput } from './throughput.ts';

/**
 * A chapter's pages, sent so that the network may fail (api/README.md, "Uploads"): one file per request,
 * `concurrency` at once, each with its key (SHA-256 of name and bytes) and its rank (its place in the
 * choice). The server stores a key once and puts each page by its rank, so:
 * - a request that failed without an answer (connection lost, server restarting) goes again, safely: the
 *   queue waits for the `online` event or a growing delay, then sends whatever has no answer yet;
 * - a file the chapter already has (a reopened tab, the same files chosen again) is skipped, and the rest
 *   of the choice gets the ranks of the first time, so it lands between the pages already there;
 * - a refused file (not a picture, too large…) fails alone with the server's reason; the others go on.
 * Framework-free; `usePageUploads` (./usePageUploads.ts) binds it to React.
 */

/** waiting → sending (bytes going out) → processing (all sent, the server decodes) → done. */
export type PageUploadStatus = 'waiting' | 'sending' | 'processing' | 'done' | 'skipped' | 'failed' | 'cancelled';

export interface PageUploadItem {
  id: string;
  name: string;
  size: number;
  status: PageUploadStatus;
  /** 0 to 1, of this file's bytes. */
  progress: number;
  /** Why it failed (the server's Sorani message). */
  error?: string;
}

export interface PageUploadTotals {
  /** Files of the choice (cancelled ones left out). */
  pages: number;
  stored: number;
  /** Already in the chapter, not sent again. */
  skipped: number;
  failed: number;
  /** Bytes to send (skipped files left out) and sent so far. */
  bytes: number;
  bytesSent: number;
  /** Bytes per second over the last seconds; 0 until known. */
  speed: number;
  /** null until the speed is known. */
  secondsLeft: number | null;
}

export interface PageUploadState {
  items: readonly PageUploadItem[];
  /** Something is being sent or waits to be. */
  running: boolean;
  /** The connection failed: waiting for it to come back before sending again. */
  reconnecting: boolean;
  totals: PageUploadTotals;
}

export interface StoredKey {
  key: string;
  rank: number | null;
}

export interface PageUploadOptions<T> {
  /** Sends one file with these headers (usually `sendFiles` with the path and field bound). */
  send: (
    file: File,
    headers: Record<string, string>,
    onProgress: (sent: number, total: number) => void,
    signal: AbortSignal,
  ) => Promise<T>;
  /** The keys the chapter already has (GET …/upload/keys). */
  storedKeys: () => Promise<readonly StoredKey[]>;
  /** Requests at once (the server decodes one while the next arrives). */
  concurrency?: number;
  /** Waits before sending again after a failed connection, growing; the last one repeats. */
  retryDelays?: readonly number[];
  key?: (file: File) => Promise<string>;
  onResult?: (result: T, item: PageUploadItem) => void;
  onError?: (error: UploadError, item: PageUploadItem) => void;
  /** Nothing left to send: how many were stored and skipped since the last time. */
  onIdle?: (stored: number, skipped: number) => void;
}

/** No answer, or the server (or the proxy in front) is away for a moment: send again later. */
const retryable = (error: UploadError) => error.status === 0 || [408, 429, 502, 503, 504].includes(error.status);

interface Entry {
  file: File;
  key?: Promise<string>;
  rank?: number;
  controller?: AbortController;
}

const EMPTY: PageUploadTotals = {
  pages: 0,
  stored: 0,
  skipped: 0,
  failed: 0,
  bytes: 0,
  bytesSent: 0,
  speed: 0,
  secondsLeft: null,
};

let nextId = 0;

export class PageUploadQueue<T = unknown> {
  private readonly entries = new Map<string, Entry>();
  private readonly stored = new Set<string>();
  private readonly listeners = new Set<() => void>();
  private readonly throughput = new Throughput();
  private state: PageUploadState = { items: [], running: false, reconnecting: false, totals: EMPTY };
  private inFlight = 0;
  private nextRank = 0;
  private failedConnections = 0;
  private wakeTimer: ReturnType<typeof setTimeout> | undefined;
  private since = { stored: 0, skipped: 0 };

  constructor(private readonly options: PageUploadOptions<T>) {
    globalThis.addEventListener?.('online', this.wake);
    globalThis.addEventListener?.('offline', this.offline);
  }

  /** Stops listening to the network and cancels what has not been sent. */
  dispose(): void {
    globalThis.removeEventListener?.('online', this.wake);
    globalThis.removeEventListener?.('offline', this.offline);
    clearTimeout(this.wakeTimer);
    this.cancelAll();
  }

  getSnapshot = (): PageUploadState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /**
   * Adds a choice of files, in the order given (the chapter's order). Before anything is sent the
   * chapter's keys are read: if some of these files are there already, the choice gets the ranks it had
   * then; otherwise ranks after every page sent before.
   */
  async add(files: readonly File[]): Promise<void> {
    const ids = files.map((file) => {
      const id = `p${++nextId}`;
      this.entries.set(id, { file });
      return { id, name: file.name, size: file.size, status: 'waiting' as const, progress: 0 };
    });
    this.set({ items: [...this.state.items, ...ids], running: true });
    let known: readonly StoredKey[] = [];
    try {
      known = await this.options.storedKeys();
    } catch {
      // unreachable now: every file goes, and the server answers those it has without storing them again
    }
    for (const { key } of known) this.stored.add(key);
    const ranks = known.map((k) => k.rank ?? -1);
    let base: number | undefined;
    if (known.length > 0) {
      const ranked = new Map(known.map((k) => [k.key, k.rank]));
      for (const [index, { id }] of ids.entries()) {
        if (!this.entries.has(id)) continue; // cancelled meanwhile
        const rank = ranked.get(await this.keyOf(id));
        if (rank !== undefined && rank !== null) {
          base = rank - index;
          break;
        }
      }
    }
    base ??= Math.max(this.nextRank, Math.max(-1, ...ranks) + 1);
    for (const [index, { id }] of ids.entries()) {
      const entry = this.entries.get(id);
      if (entry) entry.rank = base + index;
    }
    this.nextRank = Math.max(this.nextRank, base + ids.length);
    this.pump();
  }

  /** Whether a file can still be cancelled: not once all of it is sent (the server then stores it). */
  canCancel(id: string): boolean {
    const status = this.state.items.find((i) => i.id === id)?.status;
    return status === 'waiting' || status === 'sending' || status === 'failed';
  }

  cancel(id: string): void {
    if (!this.canCancel(id)) return;
    this.update(id, { status: 'cancelled', progress: 0 });
    this.entries.get(id)?.controller?.abort();
    this.entries.delete(id);
    this.pump();
  }

  /** Cancels every file not sent whole yet. */
  cancelAll(): void {
    for (const item of this.state.items) if (this.canCancel(item.id)) this.cancel(item.id);
  }

  /** Sends a failed file again (every failed file without an id). */
  retry(id?: string): void {
    for (const item of this.state.items)
      if (item.status === 'failed' && (id === undefined || item.id === id))
        this.update(item.id, { status: 'waiting', progress: 0, error: undefined });
    this.wake();
  }

  /** Forgets finished, skipped and cancelled files (the list shown). */
  clearFinished(): void {
    const gone = new Set(['done', 'skipped', 'cancelled']);
    for (const item of this.state.items) if (gone.has(item.status)) this.entries.delete(item.id);
    this.set({ items: this.state.items.filter((i) => !gone.has(i.status)) });
  }

  private keyOf(id: string): Promise<string> {
    const entry = this.entries.get(id)!;
    entry.key ??= (this.options.key ?? fileKey)(entry.file);
    return entry.key;
  }

  /** Sends again now (the network is back, or a delay passed). */
  private wake = (): void => {
    clearTimeout(this.wakeTimer);
    this.wakeTimer = undefined;
    if (this.state.reconnecting) this.set({ reconnecting: false });
    this.pump();
  };

  private offline = (): void => {
    if (!this.state.reconnecting) this.set({ reconnecting: true });
  };

  private pump(): void {
    const concurrency = this.options.concurrency ?? 3;
    while (!this.state.reconnecting && this.inFlight < concurrency) {
      const next = this.state.items.find(
        (i) =>
          i.status === 'waiting' && this.entries.get(i.id)?.rank !== undefined && !this.entries.get(i.id)?.controller,
      );
      if (!next) break;
      this.inFlight++;
      void this.run(next.id).finally(() => {
        this.inFlight--;
        this.pump();
      });
    }
    const left = this.state.items.some(
      (i) => i.status === 'waiting' || i.status === 'sending' || i.status === 'processing',
    );
    if (this.state.running !== left) this.set({ running: left });
    if (!left && this.inFlight === 0 && this.since.stored + this.since.skipped > 0) {
      const { stored, skipped } = this.since;
      this.since = { stored: 0, skipped: 0 };
      this.options.onIdle?.(stored, skipped);
    }
  }

  private async run(id: string): Promise<void> {
    const entry = this.entries.get(id);
    if (!entry || entry.rank === undefined) return;
    const controller = new AbortController();
    entry.controller = controller;
    try {
      const key = await this.keyOf(id);
      if (controller.signal.aborted) return;
      if (this.stored.has(key)) {
        this.since.skipped++;
        this.update(id, { status: 'skipped', progress: 1 });
        return;
      }
      this.update(id, { status: 'sending', progress: 0 });
      const headers = { 'Idempotency-Key': key, 'Upload-Rank': String(entry.rank) };
      const result = await this.options.send(
        entry.file,
        headers,
        (sent, total) => {
          const progress = total > 0 ? Math.min(1, sent / total) : 0;
          this.update(id, { progress, status: progress >= 1 ? 'processing' : 'sending' });
        },
        controller.signal,
      );
      this.stored.add(key);
      this.failedConnections = 0;
      this.since.stored++;
      this.update(id, { status: 'done', progress: 1 });
      this.options.onResult?.(
        result,
        this.state.items.find((i) => i.id === id)!,
      );
    } catch (raw) {
      if (controller.signal.aborted) return;
      const error = raw instanceof UploadError ? raw : new UploadError(FALLBACK_ERROR, 0);
      if (retryable(error)) {
        // no answer: maybe stored, maybe not; the key makes sending it again safe
        this.update(id, { status: 'waiting', progress: 0 });
        this.reconnectLater();
      } else {
        this.update(id, { status: 'failed', progress: 0, error: error.message });
        this.options.onError?.(
          error,
          this.state.items.find((i) => i.id === id)!,
        );
      }
    } finally {
      entry.controller = undefined;
    }
  }

  private reconnectLater(): void {
    if (this.wakeTimer !== undefined) return;
    const delays = this.options.retryDelays ?? [1000, 2000, 4000, 8000, 15000];
    const delay = delays[Math.min(this.failedConnections, delays.length - 1)]!;
    this.failedConnections++;
    this.set({ reconnecting: true });
    this.wakeTimer = setTimeout(this.wake, delay);
  }

  private update(id: string, change: Partial<PageUploadItem>): void {
    let changed = false;
    const items = this.state.items.map((item) => {
      if (item.id !== id || (item.status === 'cancelled' && change.status !== undefined)) return item;
      const next = { ...item, ...change };
      if (next.status === item.status && next.progress === item.progress && next.error === item.error) return item;
      changed = true;
      return next;
    });
    if (changed) this.set({ items });
  }

  private set(change: Partial<Omit<PageUploadState, 'totals'>>): void {
    const next = { ...this.state, ...change };
    this.state = { ...next, totals: this.totals(next.items) };
    for (const listener of this.listeners) listener();
  }

  private totals(items: readonly PageUploadItem[]): PageUploadTotals {
    const t = { ...EMPTY };
    for (const item of items) {
      if (item.status === 'cancelled') continue;
      t.pages++;
      if (item.status === 'skipped') {
        t.skipped++;
        continue;
      }
      if (item.status === 'done') t.stored++;
      if (item.status === 'failed') t.failed++;
      t.bytes += item.size;
      t.bytesSent += item.status === 'done' || item.status === 'processing' ? item.size : item.size * item.progress;
    }
    t.speed = this.throughput.sample(t.bytesSent);
    t.secondsLeft = t.speed > 0 ? Math.max(0, t.bytes - t.bytesSent) / t.speed : null;
    return t;
  }
}
