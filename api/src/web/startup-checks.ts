import type { FastifyBaseLogger } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { frameProblem } from './html.ts';
import { checkPreloadMaps } from './preload.ts';
import { drawingRemotes, serverBuildOf } from './server-render.ts';
import { REMOTE_FOLDERS, shellDirOf } from './static-files.ts';

/**
 * What the server checks of the built frontends before it serves them. The frame is edited for every first
 * visit (web/html.ts) and, when pages are drawn, holds them in its slot: a frame without those markers (a
 * broken or foreign build) is a start-up error, not pages that silently go out without their tags or
 * undrawn. So is a remote's preload map built from another route table. A drawing remote built without its
 * server build only costs the drawing (the browser draws its pages): a warning. Nothing built is no error
 * (the pages say how to build).
 */
export async function checkBuilds(
  opts: { webRoot: string; serverRender: boolean },
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<void> {
  const indexFile = join(shellDirOf(opts.webRoot), 'index.html');
  // missing or unreadable: not built, which the pages answer for themselves
  const frame = await readFile(indexFile, 'utf8').catch(() => null);
  if (frame !== null) {
    const drawn = opts.serverRender && drawingRemotes.some((folder) => existsSync(serverBuildOf(opts.webRoot, folder)));
    const problem = frameProblem(frame, { drawn });
    if (problem) {
      throw new Error(
        `${indexFile} cannot hold ${drawn ? 'pages drawn on the server' : "the pages' tags"}: ${problem}. Rebuild with "pnpm build" (tooling/scripts/prerender-shell.mjs checks the same markers)${drawn ? ', or set SERVER_RENDER=false' : ''}.`,
      );
    }
  }
  await checkPreloadMaps(opts.webRoot, REMOTE_FOLDERS);
  if (!opts.serverRender) return;
  for (const folder of drawingRemotes) {
    if (existsSync(join(opts.webRoot, folder, 'dist')) && !existsSync(serverBuildOf(opts.webRoot, folder)))
      log.warn(
        `${serverBuildOf(opts.webRoot, folder)} is missing: ${folder}'s pages are not drawn on the server until "pnpm build"`,
      );
  }
}
