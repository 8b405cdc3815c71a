export const dsVersion = 1;

// The one router of the platform (see router.ts)
export * from './router.ts';

// Shared helpers
export { strings } from './strings.ts';
export type { Strings } from './strings.ts';
export { formatDate, formatMoney, formatNumber, formatSize } from './lib/format.ts';
export { breakpoints, up, useMediaQuery } from './lib/useMediaQuery.ts';
export { useHydrated } from './lib/useHydrated.ts';
export { useDocumentTitle } from './lib/useDocumentTitle.ts';
export type { Breakpoint } from './lib/useMediaQuery.ts';
export * from './lib/icons.tsx';

// Components
export * from './components/Button/index.ts';
export * from './components/Spinner/index.ts';
export * from './components/Toast/index.ts';
export * from './components/Image/index.ts';
export * from './components/TypeBadge/index.ts';
export * from './components/WorkCard/index.ts';
export * from './components/Drawer/index.ts';
export * from './components/Navbar/index.ts';
export * from './components/Footer/index.ts';
export * from './components/AdBanner/index.ts';
export * from './components/PageState/index.ts';
export * from './components/ErrorPage/index.ts';

// Public-site components
export * from './components/Carousel/index.ts';
export * from './components/HeroSlide/index.ts';
export * from './components/EmptyState/index.ts';

// The continue row
export * from './components/ContinueCard/index.ts';
