export { ServerSelect, SERVER_SELECT_STRINGS, type ServerSelectProps, type ServerOption } from './ServerSelect.tsx';
