/**
 * A request carrying `REPORT_VIEW_HEADER` (any value) counts no view: its answer says, in the same header,
 * which work's view it would have counted. The page drawer's in-process calls use it (web/server-render.ts),
 * so that the page load itself counts its views, for its visitor, drawn afresh or reused alike
 * (plugins/web.ts). A client that sends it only gives up its own count; work ids are in the public answers
 * anyway.
 */
export const REPORT_VIEW_HEADER = 'x-ckb-view';
