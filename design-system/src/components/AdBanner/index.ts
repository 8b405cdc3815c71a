export { AdBanner } from './AdBanner.tsx';
export type { AdBannerProps } from './AdBanner.tsx';
