/**
 * The places in the shell's built `index.html` that the api edits for each first visit (api/src/web/html.ts),
 * in one home with the check that they are all there. The build runs the check on the HTML it writes
 * (tooling/scripts/prerender-shell.mjs) and the api on the HTML it serves, when it starts: a missing marker
 * is a loud error, never pages that silently go out without their tags or their drawing.
 */

/** Where the page's own tags go (the api key, preloads, title, Open Graph). */
export const HEAD_END = /<\/head>/i;
/**
 * A drawn page's recorder of early taps goes first in the head: a script after the style sheets would wait
 * for them, while the page's controls, parsed meanwhile, can already be used.
 */
export const HEAD_OPEN = /<head>/i;
/** `<html data-ads>` keeps the shell ad's space from the first paint when ads show: no jump when the strip arrives. */
export const HTML_OPEN = /<html\b/i;
/**
 * Where a device keeps what its visitor reads and watches (api-client's progress.ts, localStorage): a chapter
 * being read under `read:<manga>`, a film or series under `watch:<kind>:<number>`.
 */
export const PROGRESS_KEYS = { read: 'ckb:v1:read:', watch: 'ckb:v1:watch:' } as const;
/**
 * `<html data-continue>`: this device has something for the home page's continue row, which the server cannot
 * know. A drawn page's first script (`CONTINUE_PROBE`) sets it before the first paint, so the drawing keeps the
 * row's space and its arrival moves nothing. The test is progress.ts's `continueItems`: any reading record, a
 * watching record with a title and a time (a chosen server alone is not listed).
 */
export const CONTINUE_FLAG = 'data-continue';
export const CONTINUE_PROBE = `try{for(var s=localStorage,i=0;i<s.length;i++){var k=s.key(i)||"",r=k.indexOf(${JSON.stringify(PROGRESS_KEYS.read)})===0,w=k.indexOf(${JSON.stringify(PROGRESS_KEYS.watch)})===0,v=r||w?JSON.parse(s.getItem(k)||"null"):null;if(v&&(r?typeof v.page==="number":v.title&&v.at>0)){document.documentElement.setAttribute(${JSON.stringify(CONTINUE_FLAG)},"");break}}}catch(e){}`;
/**
 * The slot the drawn page goes in: `#root`'s whole content (tooling/scripts/prerender-shell.mjs writes it around
 * the frame), replaced by the shell's whole tree with the page in it, which the browser hydrates.
 */
export const PAGE_SLOT = /<!--page-->[\s\S]*?<!--\/page-->/;
/** The shell's entry script, moved behind the first paint on a drawn page. */
export const ENTRY_SCRIPT = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\s*/;
/** `#root`, marked `data-drawn` while the server's drawing is on screen. */
export const ROOT_OPEN = '<div id="root">';
/** The embedded answers and the late boot go before it. */
export const BODY_END = /<\/body>/i;

const has = (html: string, marker: RegExp | string) =>
  typeof marker === 'string' ? html.includes(marker) : marker.test(html);

const ALWAYS: Array<[RegExp | string, string]> = [
  [HTML_OPEN, 'no <html> element'],
  [HEAD_END, 'no </head>'],
];
const DRAWN: Array<[RegExp | string, string]> = [
  [HEAD_OPEN, 'no <head>'],
  [PAGE_SLOT, 'no page slot (<!--page-->…<!--/page-->)'],
  [ENTRY_SCRIPT, 'no entry script (<script type="module" src="…">)'],
  [ROOT_OPEN, `no ${ROOT_OPEN}`],
  [BODY_END, 'no </body>'],
];

/**
 * What a frame lacks for the api to fill it (and, with `drawn`, to draw pages into it), or null when it has
 * every marker. The message names the first missing one.
 */
export function frameProblem(html: string, { drawn }: { drawn: boolean }): string | null {
  for (const [marker, problem] of drawn ? [...ALWAYS, ...DRAWN] : ALWAYS) {
    if (!has(html, marker)) return `it has ${problem}`;
  }
  return null;
}
