/**
 * Build-time settings of the shell (Vite env, see the README's table). The defaults point at the
 * banner shipped in `public/ads/` and at placeholder social accounts.
 */
const env = import.meta.env;

export const config = {
  ad: {
    image: (env.VITE_AD_IMAGE as string | undefined) ?? '/ads/banner.webp',
    imageMobile: (env.VITE_AD_IMAGE_MOBILE as string | undefined) ?? '/ads/banner-mobile.webp',
    href: (env.VITE_AD_LINK as string | undefined) ?? 'https://example.com/advertise',
  },
  social: {
    telegram: (env.VITE_TELEGRAM_URL as string | undefined) ?? 'https://t.me/ckbanime',
    tiktok: (env.VITE_TIKTOK_URL as string | undefined) ?? 'https://www.tiktok.com/@ckbanime',
  },
} as const;

/**
 * Pages shown on their own, without the site's navbar, ad and footer (issue 12 §5): `/hi` is another
 * company's landing page. The api marks their drawn HTML the same way (`data-bare`, from public-site's table).
 */
export const BARE_PAGES: ReadonlySet<string> = new Set(['/hi']);
