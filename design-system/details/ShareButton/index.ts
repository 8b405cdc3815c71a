export {
  ShareButton,
  shareLink,
  SHARE_STRINGS,
  type ShareButtonProps,
  type ShareOutcome,
  type ShareData,
} from './ShareButton.tsx';
