import { cx } from '../../lib/cx.ts';
import { formatNumber } from '../../lib/format.ts';
import { ChevronEndIcon, ChevronStartIcon } from '../../lib/icons.tsx';
import styles from './Carousel.module.css';
import { PauseIcon, PlayIcon } from './MediaIcons.tsx';

interface Props {
  /** Over the slides (the hero) rather than in the header. */
  overlay: boolean;
  /** The slide in view and how many there are, said as «٣ / ٢٠» (one slide at a time only). */
  position: { index: number; count: number; live: boolean } | null;
  /** The pause / play button, when the carousel moves by itself. */
  autoplay: { paused: boolean; toggle: () => void } | null;
  /** Previous / next, when not every slide fits. */
  nav: { previousDisabled: boolean; nextDisabled: boolean; previous: () => void; next: () => void } | null;
  text: { previous: string; next: string; pause: string; play: string };
}

/** The carousel's own controls: its position, pause / play, and previous / next (Carousel.tsx decides which). */
export function CarouselControls({ overlay, position, autoplay, nav, text }: Props) {
  if (!autoplay && !nav) return null;
  return (
    <div className={cx(styles.controls, overlay && styles.overlayControls)}>
      {position ? (
        <span className={styles.position} aria-live={position.live ? 'polite' : 'off'}>
          {formatNumber(position.index + 1)} / {formatNumber(position.count)}
        </span>
      ) : null}
      {autoplay ? (
        <button
          type="button"
          className={styles.control}
          aria-label={autoplay.paused ? text.play : text.pause}
          onClick={autoplay.toggle}
        >
          {autoplay.paused ? <PlayIcon /> : <PauseIcon />}
        </button>
      ) : null}
      {nav ? (
        <>
          <button
            type="button"
            className={styles.control}
            aria-label={text.previous}
            disabled={nav.previousDisabled}
            onClick={nav.previous}
          >
            <ChevronStartIcon />
          </button>
          <button
            type="button"
            className={styles.control}
            aria-label={text.next}
            disabled={nav.nextDisabled}
            onClick={nav.next}
          >
            <ChevronEndIcon />
          </button>
        </>
      ) : null}
    </div>
  );
}
