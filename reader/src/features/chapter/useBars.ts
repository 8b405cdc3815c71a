import { BARS_HIDDEN } from '@ckb/design-system';
import { useCallback, useEffect, useState } from 'react';

/** Scrolling less than this (px) between two events says nothing: a finger's jitter, a picture arriving. */
const SCROLL_STEP = 12;
/** Near the top of the page the bars always show: the visitor is at the chapter's start (or its toolbar). */
const TOP = 80;

/**
 * Whether the bars (the site's navbar, the reader's toolbar and its chapter bar) are put away so the pages have
 * the whole screen. Scrolling down puts them away, scrolling up brings them back; `toggle` is a tap in the
 * middle of a page or the `M` key; `show` is for focus reaching a bar. The site's navbar belongs to the shell:
 * it follows `<html data-bars-hidden>` (design-system `BARS_HIDDEN`), which leaving the reader removes.
 */
export function useBars() {
  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < SCROLL_STEP) return;
      setHidden(y > last && y > TOP);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    const root = document.documentElement;
    if (hidden) root.setAttribute(BARS_HIDDEN, '');
    else root.removeAttribute(BARS_HIDDEN);
    return () => root.removeAttribute(BARS_HIDDEN);
  }, [hidden]);

  const toggle = useCallback(() => setHidden((h) => !h), []);
  const show = useCallback(() => setHidden(false), []);
  return { hidden, toggle, show };
}
