export { ErrorPage } from './ErrorPage.tsx';
export type { ErrorPageProps } from './ErrorPage.tsx';
