import type { SVGProps } from 'react';

/**
 * Inline icons (24px grid, currentColor). All are decorative: the control around them carries the label.
 * Pointing icons are drawn for LTR and get the `data-mirror` attribute: base.css flips them in RTL.
 * Logos and media symbols never mirror.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every stroke icon is drawn in: the 24 px grid, currentColor, decorative. */
export function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Points to where reading starts (left in LTR, right in RTL): "previous". */
export const ChevronStartIcon = (p: IconProps) => (
  <Svg data-mirror="" {...p}>
    <path d="M15 6l-6 6 6 6" />
  </Svg>
);

/** Points to where reading goes (right in LTR, left in RTL): "next". */
export const ChevronEndIcon = (p: IconProps) => (
  <Svg data-mirror="" {...p}>
    <path d="M9 6l6 6-6 6" />
  </Svg>
);

export const MenuIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Svg>
);

export const SearchIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </Svg>
);

export const CloseIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6L6 18" />
  </Svg>
);

export const AlertIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5h.01" />
  </Svg>
);

export const CheckIcon = (p: IconProps) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16 9.8" />
  </Svg>
);

export const ExternalIcon = (p: IconProps) => (
  <Svg data-mirror="" {...p}>
    <path d="M14 5h5v5M19 5l-8 8M17 14v4a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h4" />
  </Svg>
);

// Brand marks, simplified. Logos keep their orientation in RTL.
export const TelegramIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M21 4L3 11l6 2.2M21 4l-3 16-9-6.8M21 4L9 13.2m0 0V19l3-3.3" />
  </Svg>
);

export const TikTokIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.6 2.4 4.4 5 4.6" />
  </Svg>
);

export const InstagramIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="3.8" />
    <path d="M17.2 6.8h.01" />
  </Svg>
);

export const YouTubeIcon = (p: IconProps) => (
  <Svg {...p}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10 9.3v5.4l4.6-2.7z" fill="currentColor" />
  </Svg>
);

export const FacebookIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M14.5 21v-7.5h2.7l.4-3.2h-3.1V8.5c0-.9.3-1.6 1.6-1.6h1.7V4.1A22 22 0 0 0 15.3 4c-2.5 0-4.1 1.5-4.1 4.2v2.1H8.5v3.2h2.7V21" />
  </Svg>
);

/** A bin: a quiet delete beside each item of a list (its button carries the accessible name). */
export const TrashIcon = (p: IconProps) => (
  <Svg {...p}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3" />
  </Svg>
);
