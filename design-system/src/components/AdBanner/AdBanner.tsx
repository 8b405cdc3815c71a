import type { CSSProperties, MouseEventHandler } from 'react';
import { cx } from '../../lib/cx.ts';
import { strings } from '../../strings.ts';
import styles from './AdBanner.module.css';

export interface AdBannerProps {
  /** The advertiser's site. */
  href: string;
  /** The banner picture. */
  src: string;
  /** What the banner says or offers (required: the picture is the link's only content). */
  alt: string;
  /** Intrinsic size; reserves the banner's space before it loads. */
  width: number;
  height: number;
  /** A taller picture for phones (below 640px), so its text stays readable; with its own size. */
  mobileSrc?: string;
  mobileWidth?: number;
  mobileHeight?: number;
  /** The small visible "advertisement" tag and the landmark's name. */
  label?: string;
  /** The shell's banner sits at the top of every page: eager by default. */
  loading?: 'eager' | 'lazy';
  className?: string;
  /** Runs on a click of the link (the shell points it at a counting redirect at that moment). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** An advertisement image linking to an external site, marked as sponsored (SPEC §2 Shell). */
export function AdBanner({
  href,
  src,
  alt,
  width,
  height,
  mobileSrc,
  mobileWidth = width,
  mobileHeight = height,
  label = strings.ad,
  loading = 'eager',
  className,
  onClick,
}: AdBannerProps) {
  return (
    <aside aria-label={label} className={cx(styles.ad, className)}>
      <a
        href={href}
        target="_blank"
        rel="noopener sponsored"
        className={styles.link}
        onClick={onClick}
        onAuxClick={onClick}
      >
        <picture>
          {mobileSrc && (
            <source media="(max-width: 639px)" srcSet={mobileSrc} width={mobileWidth} height={mobileHeight} />
          )}
          <img
            src={src}
            alt={alt}
            width={width}
            height={height}
            loading={loading}
            decoding="async"
            className={styles.image}
            style={
              {
                '--ad-ratio': `${width} / ${height}`,
                '--ad-ratio-mobile': mobileSrc ? `${mobileWidth} / ${mobileHeight}` : `${width} / ${height}`,
              } as CSSProperties
            }
          />
        </picture>
      </a>
      <span className={styles.tag} aria-hidden="true">
        {label}
      </span>
    </aside>
  );
}
