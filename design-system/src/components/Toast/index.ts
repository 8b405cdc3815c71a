export { Toast } from './Toast.tsx';
export type { ToastKind, ToastProps } from './Toast.tsx';
