import { useHydrated } from '@ckb/design-system';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';

/** How far from the screen a part starts to render (or, drawn, to hydrate): a fast scroll finds it ready. */
const NEAR = '600px 0px';

/**
 * Holds back the hydration of a drawn part: while `pending`, the part's component suspends, and React keeps
 * the server's drawing of its Suspense boundary as it is (the nodes, their look, their plain links) until
 * `open()` settles the promise and React hydrates it. A thrown promise rather than `use()`: React waits on a
 * `use()` in a boundary it is hydrating before it goes on to the boundaries after it, so a part far down the
 * page would hold back the hydration of one beside the top of it (the side list on a desktop); a thrown one
 * lets it go on with the others.
 */
interface HydrationGate {
  pending: boolean;
  promise: Promise<void>;
  open: () => void;
}

function hydrationGate(): HydrationGate {
  let settle = () => {};
  const gate: HydrationGate = {
    pending: true,
    promise: new Promise<void>((resolve) => {
      settle = resolve;
    }),
    open: () => {
      gate.pending = false;
      settle();
    },
  };
  return gate;
}

function Gate({ gate, children }: { gate: HydrationGate | null; children: ReactNode }) {
  if (gate?.pending) throw gate.promise;
  return children;
}

/** Calls `onNear` once `target` comes near the screen; returns the cleanup for an effect. */
function whenNear(target: Element, onNear: () => void): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((e) => e.isIntersecting)) return;
      observer.disconnect();
      onNear();
    },
    { rootMargin: NEAR },
  );
  observer.observe(target);
  return () => observer.disconnect();
}

/**
 * A part of a drawn page that is hydrated only when it comes near the screen: its own Suspense boundary, whose
 * drawing stays as the server made it (seen, laid out, its links plain links) until then, and React hydrates it
 * in its own task. Rendered outside a hydration (a page the browser builds itself), it is a plain Suspense
 * boundary. A hidden marker before it finds the drawing's first element to watch; a part the layout hides
 * (`display: none`) is never near, so never hydrated, until the layout shows it.
 */
function HydrateNear({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const marker = useRef<HTMLSpanElement>(null);
  // Decided in the first render: while hydrating a drawing, `useHydrated` is false.
  const hydrated = useHydrated();
  const [gate] = useState(() => (hydrated || typeof IntersectionObserver === 'undefined' ? null : hydrationGate()));
  const part = (
    <Suspense fallback={fallback}>
      <Gate gate={gate}>{children}</Gate>
    </Suspense>
  );
  // Until the drawing is hydrated its boundary gets the very element it started with: new props for a
  // boundary React has not hydrated yet would make it drop the drawing and render the part again.
  const [drawnPart] = useState(part);
  useEffect(() => {
    if (!gate?.pending) return;
    // the drawing's first element, unless it has none and this is the next part's marker
    const next = marker.current?.nextElementSibling;
    if (next && !next.hasAttribute('data-deferred')) return whenNear(next, gate.open);
    gate.open(); // a drawing with no element of its own has nothing to wait for
  }, [gate]);
  return (
    <>
      <span ref={marker} hidden data-deferred="" />
      {gate?.pending ? drawnPart : part}
    </>
  );
}

/**
 * Renders its content only when it comes near the screen. The home page's lower parts (rows of 8,
 * the popular strip, the side lists) then cost nothing while the top of the page loads on a phone:
 * no components, no requests, no pictures. Without IntersectionObserver (the server's drawing) everything
 * renders at once. `className` styles the slot both before and after: the content stays inside it, so a
 * slot the layout hides (the home page's most-new list from 1024px) stays hidden once drawn.
 *
 * A drawn page is not rendered again but hydrated, and only near the screen too (`HydrateNear`): the takeover
 * of a drawn page hydrates its top alone, and a part the visitor never scrolls to costs the phone nothing.
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
  const slot = useRef<HTMLDivElement>(null);
  // Decided in the first render: while hydrating a drawing, `useHydrated` is false and the part is drawn.
  const hydrated = useHydrated();
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' || !hydrated);
  useEffect(() => {
    if (near || !slot.current) return;
    return whenNear(slot.current, () => setNear(true));
  }, [near]);
  const placeholder = <div style={{ minBlockSize: minHeight }} aria-hidden="true" />;
  if (!near) return <div ref={slot} className={className} style={{ minBlockSize: minHeight }} aria-hidden="true" />;
  const part = <HydrateNear fallback={placeholder}>{children}</HydrateNear>;
  return className ? <div className={className}>{part}</div> : part;
}
