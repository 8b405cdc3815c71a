import { up, useMediaQuery } from '@ckb/design-system';
import { useSyncExternalStore } from 'react';

/**
 * The reader's settings, on this device: one record (`ckb:v1:reader-settings`) with the mode, fit,
 * strip width and gap, data saver, how many pages load ahead, double-page spreads, and the reading direction chosen per work (the
 * default follows the work's type). SSR-safe: without storage the defaults apply.
 */

export type ReadingMode = 'strip' | 'paged';
export type Fit = 'width' | 'height' | 'original';
export type Direction = 'rtl' | 'ltr';

export interface ReaderSettings {
  mode: ReadingMode;
  /** null until chosen: by mode and screen (`useFit`). */
  fit: Fit | null;
  /** Strip column width on wide screens, in px. */
  stripWidth: number;
  /** Space between the strip's pages, in px (one of STRIP_GAPS): none for webtoons drawn as one long picture. */
  stripGap: number;
  /** null: follow the browser's `Save-Data` (navigator.connection.saveData). */
  dataSaver: boolean | null;
  /** Low variants loaded ahead of the page on screen. */
  preload: number;
  /** Paged manga on a wide screen: two pages side by side (lib/spreads.ts). */
  spread: boolean;
  /** Per work (manga number): the direction chosen over the type's default. */
  directions: Record<string, Direction>;
}

export const DEFAULT_SETTINGS: ReaderSettings = {
  mode: 'strip',
  fit: null,
  stripWidth: 720,
  stripGap: 0,
  dataSaver: null,
  preload: 5,
  spread: false,
  directions: {},
};

export const STRIP_WIDTHS = [560, 720, 900, 1100] as const;
export const STRIP_GAPS = [0, 8, 24] as const;
const KEY = 'ckb:v1:reader-settings';
const EVENT = 'ckb:reader-settings';

/** Manga and oneshot read right to left; manhua (and manhwa) left to right. */
export const defaultDirection = (type: string): Direction => (type === 'manhua' ? 'ltr' : 'rtl');

let cached: ReaderSettings | null = null;

function read(): ReaderSettings {
  if (cached) return cached;
  let stored: Partial<ReaderSettings>;
  try {
    const raw = typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
    stored = raw ? (JSON.parse(raw) as Partial<ReaderSettings>) : {};
  } catch {
    stored = {};
  }
  const s = { ...DEFAULT_SETTINGS, ...stored };
  cached = {
    mode: s.mode === 'paged' ? 'paged' : 'strip',
    fit: s.fit === 'width' || s.fit === 'height' || s.fit === 'original' ? s.fit : null,
    stripWidth: typeof s.stripWidth === 'number' ? s.stripWidth : DEFAULT_SETTINGS.stripWidth,
    stripGap: (STRIP_GAPS as readonly number[]).includes(s.stripGap) ? s.stripGap : DEFAULT_SETTINGS.stripGap,
    dataSaver: typeof s.dataSaver === 'boolean' ? s.dataSaver : null,
    preload: typeof s.preload === 'number' && s.preload >= 1 && s.preload <= 15 ? s.preload : DEFAULT_SETTINGS.preload,
    spread: s.spread === true,
    directions: s.directions && typeof s.directions === 'object' ? s.directions : {},
  };
  return cached;
}

export function updateSettings(patch: Partial<ReaderSettings>): void {
  cached = { ...read(), ...patch };
  try {
    localStorage.setItem(KEY, JSON.stringify(cached));
  } catch {
    // storage full or off: the choice holds for this visit
  }
  window.dispatchEvent(new Event(EVENT));
}

export function setDirection(work: number, direction: Direction): void {
  updateSettings({ directions: { ...read().directions, [String(work)]: direction } });
}

function subscribe(listener: () => void): () => void {
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) {
      cached = null;
      listener();
    }
  };
  window.addEventListener(EVENT, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(EVENT, listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useSettings(): ReaderSettings {
  return useSyncExternalStore(subscribe, read, () => DEFAULT_SETTINGS);
}

/**
 * The fit in use: the visitor's choice, else by mode and screen. A paged page on a wide screen fits the
 * height (fitting the width would put half of it below the fold); everything else fits the width.
 */
export function useFit(settings: ReaderSettings): Fit {
  const wide = useMediaQuery(up('lg'));
  return settings.fit ?? (settings.mode === 'paged' && wide ? 'height' : 'width');
}

/** Tests start from the defaults. */
export function resetSettingsCache(): void {
  cached = null;
}

/** The browser asks to save data (Chromium's `navigator.connection.saveData`). */
export function browserSavesData(): boolean {
  if (typeof navigator === 'undefined') return false;
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  return connection?.saveData === true;
}
