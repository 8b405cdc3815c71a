import { useHydrated } from '@ckb/design-system';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its content only when it comes near the screen. The home page's lower parts (rows of 8,
 * the popular strip, the side lists) then cost nothing while the top of the page loads on a phone:
 * no components, no requests, no pictures. Without IntersectionObserver (the server's drawing), and while the
 * browser hydrates that drawing, everything renders at once. `className` styles the slot both before and after: the content stays inside it, so a
 * slot the layout hides (the home page's most-new list from 1024px) stays hidden once drawn.
 *
 * Each is its own Suspense boundary: React hydrates a drawn page's boundaries one by one, in separate tasks (the
 * top of the page first, and whichever part the visitor touches), so the lower parts never make one long task of
 * the takeover, and a part whose code is still on its way keeps its drawing until it arrives.
 */
export function Deferred({
  children,
  minHeight,
  className,
}: {
  children: ReactNode;
  minHeight: string;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  // Drawn by the server at once, and kept when the browser hydrates that drawing (decided in the first render:
  // a part of the page may hydrate after the rest).
  const hydrated = useHydrated();
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || !hydrated);
  useEffect(() => {
    if (near || !ref.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(ref.current);
    return () => observer.disconnect();
  }, [near]);
  if (near) {
    const part = (
      <Suspense fallback={<div style={{ minBlockSize: minHeight }} aria-hidden="true" />}>{children}</Suspense>
    );
    return className ? <div className={className}>{part}</div> : part;
  }
  return <div ref={ref} className={className} style={{ minBlockSize: minHeight }} aria-hidden="true" />;
}
