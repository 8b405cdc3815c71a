export const dsVersion = 1;

// Shared helpers
export { strings } from './strings.ts';
export type { Strings } from './strings.ts';
export { formatDate, formatMoney, formatNumber } from './lib/format.ts';
export { breakpoints, up, useMediaQuery } from './lib/useMediaQuery.ts';
export type { Breakpoint } from './lib/useMediaQuery.ts';
export * from './lib/icons.tsx';

// Components
export * from './components/Button/index.ts';
