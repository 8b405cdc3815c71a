import { Children, isValidElement, useEffect, useId, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useHydrated } from '../../lib/useHydrated.ts';
import { cx } from '../../lib/cx.ts';
import { strings } from '../../strings.ts';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { AUTOPLAY_DELAY, CAROUSEL_PRESETS, viewAt, type CarouselPreset } from './presets.ts';
import type { Swiper } from './engine.ts';
import styles from './Carousel.module.css';
import { CarouselControls } from './CarouselControls.tsx';
import { loadEngine, useWanted } from './onDemand.ts';

export const CAROUSEL_STRINGS: Record<
  'previous' | 'next' | 'pause' | 'play' | 'roleCarousel' | 'roleSlide' | 'first' | 'last',
  string
> = {
  previous: strings.previous,
  next: strings.next,
  pause: strings.carouselPause,
  play: strings.carouselPlay,
  roleCarousel: strings.carouselRole,
  roleSlide: strings.carouselSlideRole,
  first: strings.carouselFirst,
  last: strings.carouselLast,
};

export interface CarouselProps {
  /** Visible heading of the section; it also names the region. */
  title?: ReactNode;
  headingLevel?: 2 | 3;
  /** Accessible name when there is no visible title. */
  label?: string;
  /** One child per slide. */
  children: ReactNode;
  /** Slides per view and spacing (SPEC §9). */
  preset?: CarouselPreset;
  /** Moves by itself every `delay` ms, except for visitors who prefer reduced motion. */
  autoplay?: boolean;
  delay?: number;
  /** Previous / next buttons (hidden when every slide fits). */
  navigation?: boolean;
  /** `header`: beside the title; `overlay`: over the slides (the hero). */
  controls?: 'header' | 'overlay';
  /** Extra content at the end of the header, e.g. a "see all" link. */
  action?: ReactNode;
  className?: string;
  strings?: Partial<typeof CAROUSEL_STRINGS>;
}

interface Edges {
  ready: boolean;
  begin: boolean;
  end: boolean;
  locked: boolean;
  /** The slide in view (the first one of the view). */
  index: number;
}

/**
 * A swiper carousel. The slides are laid out by CSS first (same widths and gaps as swiper's), so
 * the page paints at once and nothing moves; swiper is then imported on demand and takes over the
 * same DOM. Arrow keys move it while focus is inside (swiper's keyboard module, scoped), the a11y
 * module labels the slides, and autoplay pauses on hover, on focus, on the pause button, and is off
 * for visitors who prefer reduced motion.
 */
export function Carousel({
  title,
  headingLevel = 2,
  label,
  children,
  preset = 'cards',
  autoplay = false,
  delay = AUTOPLAY_DELAY,
  navigation = true,
  controls = 'header',
  action,
  className,
  strings,
}: CarouselProps) {
  const text = { ...CAROUSEL_STRINGS, ...strings };
  const headingId = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<Swiper | null>(null);
  const [edges, setEdges] = useState<Edges>({ ready: false, begin: true, end: false, locked: false, index: 0 });
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const autoplayOn = autoplay && !reducedMotion;

  const slides = Children.toArray(children);
  const count = slides.length;

  // Whether this carousel needs swiper yet (onDemand.ts), and what to do once it runs (a button pressed before).
  const rootRef = useRef<HTMLElement>(null);
  const [wanted, want] = useWanted(rootRef, autoplayOn);
  const pendingRef = useRef<((s: Swiper) => void) | null>(null);

  useEffect(() => {
    const el = viewportRef.current;
    if (!el || !wanted) return;
    let cancelled = false;
    const config = CAROUSEL_PRESETS[preset];
    const sync = (s: Swiper) => {
      if (!cancelled)
        setEdges({ ready: true, begin: s.isBeginning, end: s.isEnd, locked: s.isLocked, index: s.activeIndex });
    };
    loadEngine()
      .then(({ createSwiper }) => {
        if (cancelled) return;
        const swiper = createSwiper(el, {
          slidesPerView: config.base.slidesPerView,
          spaceBetween: config.base.spaceBetween,
          breakpoints: config.breakpoints,
          speed: reducedMotion ? 0 : 450,
          rewind: autoplayOn,
          watchOverflow: true,
          grabCursor: true,
          a11y: {
            enabled: true,
            containerRoleDescriptionMessage: text.roleCarousel,
            itemRoleDescriptionMessage: text.roleSlide,
            firstSlideMessage: text.first,
            lastSlideMessage: text.last,
            prevSlideMessage: text.previous,
            nextSlideMessage: text.next,
          },
          // Enabled only while focus is inside (below): swiper listens on the whole document.
          keyboard: { enabled: false, onlyInViewport: true, pageUpDown: false },
          autoplay: autoplayOn ? { delay, disableOnInteraction: false } : false,
          on: {
            afterInit: sync,
            slideChange: sync,
            reachBeginning: sync,
            reachEnd: sync,
            fromEdge: sync,
            breakpoint: sync,
            resize: sync,
            update: sync,
            lock: sync,
            unlock: sync,
          },
        });
        swiperRef.current = swiper;
        if (rootRef.current?.contains(document.activeElement)) swiper.keyboard?.enable();
        sync(swiper);
        pendingRef.current?.(swiper);
        pendingRef.current = null;
      })
      .catch(() => {
        // Without swiper the CSS layout stays: the first slides show, nothing breaks.
      });
    return () => {
      cancelled = true;
      const swiper = swiperRef.current;
      swiperRef.current = null;
      if (!swiper) return;
      // The instance is kept whole (deleteInstance false): swiper's a11y module may have a frame queued for a
      // slide that just took focus, which reads the instance's params; a destroyed instance then does nothing,
      // where an emptied one throws. Only the element's link to it goes.
      swiper.destroy(false, true);
      const el = swiper.el as (HTMLElement & { swiper?: unknown }) | undefined;
      if (el) el.swiper = null;
    };
    // Text changes do not need a new swiper; the rest does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, preset, autoplayOn, delay, reducedMotion]);

  /** A button pressed before swiper runs: load it, then do what was asked. */
  function act(action: (s: Swiper) => void) {
    if (swiperRef.current) action(swiperRef.current);
    else {
      pendingRef.current = action;
      want();
    }
  }

  // New or removed slides: let swiper measure again.
  useEffect(() => {
    swiperRef.current?.update();
  }, [count]);

  const stopped = userPaused || hovered || focused;
  useEffect(() => {
    const s = swiperRef.current;
    if (!s || !autoplayOn || !s.autoplay) return;
    if (stopped) s.autoplay.stop();
    else s.autoplay.start();
  }, [stopped, autoplayOn, edges.ready]);

  function onFocus() {
    setFocused(true);
    want();
    swiperRef.current?.keyboard?.enable();
  }
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    setFocused(false);
    swiperRef.current?.keyboard?.disable();
  }

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  // Until swiper is needed only the slides in view (and the next one) exist: twenty hero slides or ten
  // cards cost one screenful of work on the first paint. The rest arrive with swiper.
  // The server's width (1024) until the drawing is hydrated, so the hydration finds the slides it drew.
  const hydrated = useHydrated();
  const firstView = Math.ceil(viewAt(preset, hydrated ? window.innerWidth : 1024).slidesPerView) + 1;
  // Before swiper runs, the CSS layout shows the first slides: more than fit means there is a next.
  const overflows = () => hydrated && count > viewAt(preset, window.innerWidth).slidesPerView;
  const showNav = navigation && (edges.ready ? !edges.locked : overflows());
  const atStart = edges.ready ? edges.begin : true;
  const atEnd = edges.ready ? edges.end : false;
  // One slide at a time (the hero): only the slide in view can take focus, so the carousel is one Tab stop
  // plus its own controls, and a position («٣ / ٢٠») says where the visitor is.
  const single = preset === 'hero';
  const controlButtons = (
    <CarouselControls
      overlay={controls === 'overlay'}
      position={single && count > 1 ? { index: edges.index, count, live: !(autoplayOn && !stopped) } : null}
      autoplay={autoplayOn ? { paused: userPaused, toggle: () => setUserPaused((p) => !p) } : null}
      nav={
        showNav
          ? {
              previousDisabled: atStart && !(edges.ready && autoplayOn),
              nextDisabled: atEnd && !autoplayOn,
              previous: () => act((s) => s.slidePrev()),
              next: () => act((s) => s.slideNext()),
            }
          : null
      }
      text={text}
    />
  );

  return (
    <section
      ref={rootRef}
      className={cx(styles.root, styles[preset], className)}
      aria-labelledby={title ? headingId : undefined}
      aria-label={title ? undefined : label}
      data-ready={edges.ready || undefined}
      data-carousel={preset}
      onMouseEnter={() => {
        setHovered(true);
        want();
      }}
      onTouchStart={want}
      onMouseLeave={() => setHovered(false)}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {title || action || controls === 'header' ? (
        <div className={styles.header}>
          {title ? (
            <Heading id={headingId} className={styles.title}>
              {title}
            </Heading>
          ) : null}
          {action ? <div className={styles.action}>{action}</div> : null}
          {controls === 'header' ? controlButtons : null}
        </div>
      ) : null}
      <div className={styles.frame}>
        <div ref={viewportRef} className={cx(styles.viewport, 'swiper')}>
          <div className={cx(styles.track, 'swiper-wrapper')}>
            {(wanted ? slides : slides.slice(0, firstView)).map((child, i) => (
              <div
                key={isValidElement(child) && child.key != null ? child.key : i}
                className={cx(styles.slide, 'swiper-slide')}
                inert={single && i !== edges.index ? true : undefined}
              >
                {child}
              </div>
            ))}
          </div>
        </div>
        {controls === 'overlay' ? controlButtons : null}
      </div>
    </section>
  );
}
