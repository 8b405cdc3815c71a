import { Svg, type IconProps } from '@ckb/design-system';

/** The icons only detail pages draw (kept out of the main entry every visitor downloads). */

/** Saving for offline: an arrow down onto a tray. */
export const DownloadIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M12 4v11M7.5 10.5 12 15l4.5-4.5M5 19h14" />
  </Svg>
);
