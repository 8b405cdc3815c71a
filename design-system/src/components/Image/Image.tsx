import { useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import styles from './Image.module.css';

type NativeImgProps = Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'alt' | 'width' | 'height' | 'loading' | 'className' | 'style'
>;

export interface ImageProps extends NativeImgProps {
  /** Shown at once (the api's `low`). */
  low: string;
  /** Loaded in the background and swapped in when ready (the api's `original`, or the reader's high quality). */
  original?: string;
  /** Required; pass `''` only when the image repeats nearby text (a card's poster beside its title). */
  alt: string;
  /** Intrinsic size: reserves the space before anything loads (no layout shift). */
  width?: number;
  height?: number;
  /** A fixed frame, as CSS `aspect-ratio` (`'2 / 3'` for posters); the picture is cropped to it (`fit`). */
  ratio?: string;
  fit?: 'cover' | 'contain';
  /** No ratio of its own: the picture fills its container's block size too (a hero's background). */
  fill?: boolean;
  /** Above the fold (hero, first reader page): eager and high fetch priority instead of lazy. */
  priority?: boolean;
  className?: string;
  style?: CSSProperties;
}

/**
 * A progressive image: the low-quality picture first, the original faded in over it once loaded.
 * Fills its container's inline size.
 */
export function Image({
  low,
  original,
  alt,
  width,
  height,
  ratio,
  fit = 'cover',
  fill = false,
  priority = false,
  className,
  style,
  onLoad,
  ...rest
}: ImageProps) {
  // Which original has loaded: a new `original` starts again from the low picture, without an effect.
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);
  const upgrade = Boolean(original) && original !== low;
  // A priority picture (a page's largest paint) shows its original the moment the browser has it, with no
  // script in between ('eager': over the blurred low one); the others fade in once loaded.
  const state = !upgrade || loadedSrc === original ? 'high' : priority ? 'eager' : 'low';
  const aspectRatio = ratio ?? (width && height ? `${width} / ${height}` : undefined);
  const shared = {
    width,
    height,
    loading: priority ? ('eager' as const) : ('lazy' as const),
    decoding: 'async' as const,
  };
  // High fetch priority goes to the picture that will be the largest paint: the original when there is one
  // (the low stand-in must not compete with it for the first bytes), else the only picture.
  const high = priority ? ('high' as const) : undefined;

  return (
    <span
      className={cx(
        styles.frame,
        (aspectRatio || fill) && styles.fixed,
        fill && styles.fill,
        fit === 'contain' && styles.contain,
        className,
      )}
      style={{ aspectRatio, ...style }}
      data-state={state}
    >
      <img
        {...(upgrade ? {} : rest)}
        {...shared}
        className={styles.low}
        fetchPriority={upgrade ? undefined : high}
        src={low}
        // The low picture is a stand-in for the original, which carries the text alternative.
        alt={upgrade ? '' : alt}
        onLoad={upgrade ? undefined : onLoad}
      />
      {upgrade && (
        <img
          {...rest}
          {...shared}
          className={styles.high}
          fetchPriority={high}
          src={original}
          alt={alt}
          onLoad={(event) => {
            setLoadedSrc(original ?? null);
            onLoad?.(event);
          }}
        />
      )}
    </span>
  );
}
