// Writes the shell's static frame (shell/src/prerender.tsx, built to shell/dist-ssr) into
// shell/dist/index.html, so the first paint does not wait for the script chain.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { root } from './pnpm.mjs';

const dist = join(root, 'shell', 'dist', 'index.html');
const { renderShell, renderWaiting, frameProblem } = await import(
  pathToFileURL(join(root, 'shell', 'dist-ssr', 'prerender.js')).href
);
const SLOT = '<template data-page=""></template>';
const shell = renderShell();
if (!shell.includes(SLOT)) throw new Error('the prerendered frame has no page slot');
// The slot is #root's whole content: this frame with the waiting message, or, for a page the api draws
// (api/src/web/html.ts), the shell's whole tree with the page in it (shell/src/server.tsx), which the browser hydrates.
const frame = `<!--page-->${shell.replace(SLOT, renderWaiting())}<!--/page-->`;
const html = readFileSync(dist, 'utf8');
if (!html.includes('<div id="root"></div>')) throw new Error('shell/dist/index.html has no empty #root to fill');
const out = html.replace('<div id="root"></div>', `<div id="root">${frame}</div>`);
// Every marker the api edits for a first visit (contract/src/frame.ts) must be there, or the api would refuse it.
const problem = frameProblem(out, { drawn: true });
if (problem) throw new Error(`shell/dist/index.html cannot hold the pages the api draws: ${problem}`);
writeFileSync(dist, out);
console.log(`prerendered the shell frame into shell/dist/index.html (${(frame.length / 1024).toFixed(1)} KiB)`);
