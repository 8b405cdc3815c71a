export { PageFrame } from './PageFrame.tsx';
export type { PageFrameProps, PageFit, PageLoad } from './PageFrame.tsx';
