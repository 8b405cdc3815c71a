/**
 * Build-time settings of the shell (Vite env, see the README's table): the social accounts. Ads are
 * content served by the api, not build settings: staff change them without a rebuild.
 */
const env = import.meta.env;

export const config = {
  social: {
    telegram: (env.VITE_TELEGRAM_URL as string | undefined) ?? 'https://t.me/ckbanime',
    tiktok: (env.VITE_TIKTOK_URL as string | undefined) ?? 'https://www.tiktok.com/@ckbanime',
  },
} as const;
