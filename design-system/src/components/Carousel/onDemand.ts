import { useEffect, useState, type RefObject } from 'react';
import type * as EngineModule from './engine.ts';

/**
 * When swiper is downloaded: only when a carousel needs it, when the visitor reaches for one (pointer,
 * touch, focus, a button), or when a carousel that plays by itself is on screen, the visitor has
 * interacted with the page (a tap, a key, a scroll) and the page is idle. A phone's first view (the hero
 * alone) then costs no swiper at all. Once loaded, every carousel uses it.
 */
type Engine = typeof EngineModule;

let engine: Engine | null = null;
let engineLoading: Promise<Engine> | null = null;

/** Whether swiper has already arrived (a carousel mounted later takes over at once). */
const engineLoaded = (): boolean => engine !== null;

export function loadEngine(): Promise<Engine> {
  engineLoading ??= import('./engine.ts').then((m) => (engine = m));
  engineLoading.catch(() => {
    engineLoading = null; // a failed download may be retried by the next interaction
  });
  return engineLoading;
}

/**
 * Runs `run` once the visitor has done something on the page (a tap, a key, a scroll), at once if they
 * already have. A first visit that only looks downloads no swiper: nothing moves by itself before then.
 */
let interacted = false;
const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
function afterInteraction(run: () => void): () => void {
  if (interacted) {
    run();
    return () => {};
  }
  const on = () => {
    interacted = true;
    off();
    run();
  };
  const off = () => {
    for (const type of INTERACTIONS) window.removeEventListener(type, on, true);
  };
  for (const type of INTERACTIONS) window.addEventListener(type, on, { capture: true, passive: true });
  return off;
}

/** Runs `run` when the page is idle (at the latest after 2.5 s; after 1.2 s where idle callbacks do not exist). */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: 2500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1200);
  return () => window.clearTimeout(id);
}

/**
 * Whether a carousel needs swiper yet, and `want` to say it does (the visitor reached for it). A carousel
 * that plays by itself wants it once it is on screen, the visitor has interacted with the page, and the
 * page has settled.
 */
export function useWanted(root: RefObject<HTMLElement | null>, autoplayOn: boolean) {
  const [wanted, setWanted] = useState(engineLoaded);
  useEffect(() => {
    if (wanted || !autoplayOn) return;
    const el = root.current;
    if (!el || typeof IntersectionObserver === 'undefined') {
      setWanted(true);
      return;
    }
    let cancelWait: (() => void) | null = null;
    let cancelIdle: (() => void) | null = null;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      cancelWait = afterInteraction(() => {
        cancelIdle = whenIdle(() => setWanted(true));
      });
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelWait?.();
      cancelIdle?.();
    };
  }, [wanted, autoplayOn, root]);
  return [wanted, () => setWanted(true)] as const;
}
