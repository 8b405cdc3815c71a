export { ErrorMessage, LoadingMessage } from './PageState.tsx';
export type { ErrorMessageProps, LoadingMessageProps } from './PageState.tsx';
