export { PlayerFrame, PLAYER_SANDBOX, PLAYER_ALLOW, PLAYER_STRINGS, type PlayerFrameProps } from './PlayerFrame.tsx';
export { parseEmbed, type EmbedResult } from '@ckb/contract/embed';
