import type { ChapterLink, ChapterRead } from '@ckb/api-client';
import { useNavigate } from '@ckb/design-system';
import { useCallback, useEffect, useRef, type Dispatch, type RefObject, type SetStateAction } from 'react';
import type { Direction, ReadingMode } from '../../lib/settings.ts';
import { groupOf } from '../../lib/spreads.ts';
import { chapterLinkPath } from './chapterLinks.tsx';
import type { PageNavigator } from './StripView.tsx';

/** Keys pressed inside these are theirs, not the reader's. */
const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));

interface View {
  mode: ReadingMode;
  /** The page on screen (0-based) and its setter: the paged mode sets it, the strip reports it. */
  current: number;
  setCurrent: Dispatch<SetStateAction<number>>;
  strip: RefObject<PageNavigator | null>;
  /** Paged spreads (lib/spreads.ts): a turn moves from one to the next; null: one page at a time. */
  spreads: number[][] | null;
  /** The keys follow the reading direction; they are off while a panel (drawer, dialog) is open. */
  direction: Direction;
  keysEnabled: boolean;
  openHelp: () => void;
  /** Shows or hides the bars (`M`; a tap does the same). */
  toggleBars: () => void;
}

/**
 * Moving through the chapter, whatever the mode: to a page (the paged mode shows it, the strip scrolls to
 * it), to the next / previous page (past either end of a paged chapter, to the next / previous chapter),
 * to another chapter. Switching modes keeps the page on screen.
 *
 * The keys (the help dialog lists them) do the same: the arrows follow the reading direction (in a
 * right-to-left book ← goes forward), Space / Shift+Space turn pages in the paged mode, Home / End,
 * `[` / `]` for chapters, `?` opens the help, `M` (by its place on the keyboard, whatever the layout) shows or
 * hides the bars. A key with a modifier, or one a field took, is left alone.
 */
export function usePageTurns(
  { manga: { manga_id: manga }, previous, next, pages: { length: total } }: ChapterRead,
  { mode, current, setCurrent, strip, spreads, direction, keysEnabled, openHelp, toggleBars }: View,
) {
  const navigate = useNavigate();
  const paged = mode === 'paged';

  const goTo = useCallback(
    (index: number) => {
      const target = Math.max(0, Math.min(total - 1, index));
      if (paged) setCurrent(target);
      else strip.current?.show(target);
    },
    [paged, total, setCurrent, strip],
  );
  const goChapter = useCallback(
    (link: ChapterLink | null) => {
      if (link) navigate(chapterLinkPath(manga, link));
    },
    [navigate, manga],
  );
  // the first page of the spread after / before the one on screen, or the page after / before it
  const nextPage = useCallback(() => {
    const to = spreads ? spreads[groupOf(spreads, current) + 1]?.[0] : current + 1 < total ? current + 1 : undefined;
    if (to !== undefined) goTo(to);
    else if (paged) goChapter(next);
  }, [current, total, spreads, goTo, paged, goChapter, next]);
  const previousPage = useCallback(() => {
    const to = spreads ? spreads[groupOf(spreads, current) - 1]?.[0] : current > 0 ? current - 1 : undefined;
    if (to !== undefined) goTo(to);
    else if (paged) goChapter(previous);
  }, [current, spreads, goTo, paged, goChapter, previous]);

  const modeRef = useRef(mode);
  useEffect(() => {
    if (modeRef.current === mode) return;
    modeRef.current = mode;
    // (the paged view puts its stage at the screen's top itself)
    if (mode === 'strip') requestAnimationFrame(() => strip.current?.show(current));
  }, [mode, current, strip]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!keysEnabled || e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || typing(e.target)) return;
      const forwardKey = direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
      const backKey = direction === 'rtl' ? 'ArrowRight' : 'ArrowLeft';
      let handled = true;
      if (e.key === forwardKey) nextPage();
      else if (e.key === backKey) previousPage();
      else if (e.key === ' ' && paged) {
        if (e.shiftKey) previousPage();
        else nextPage();
      } else if (e.key === 'Home') goTo(0);
      else if (e.key === 'End') goTo(total - 1);
      else if (e.key === '[') goChapter(previous);
      else if (e.key === ']') goChapter(next);
      else if (e.key === '?') openHelp();
      else if (e.code === 'KeyM') toggleBars();
      else handled = false;
      if (handled) e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [
    keysEnabled,
    direction,
    paged,
    total,
    nextPage,
    previousPage,
    goTo,
    goChapter,
    previous,
    next,
    openHelp,
    toggleBars,
  ]);

  return { goTo, nextPage, previousPage };
}
