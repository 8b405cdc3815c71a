import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkBuilds } from '../../src/web/startup-checks.ts';

const GOOD_FRAME =
  '<!doctype html><html lang="ckb"><head><script type="module" crossorigin src="/assets/e.js"></script></head><body><div id="root"><!--page--><!--/page--></div></body></html>';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A build made of `files`, and a log that keeps its warnings. */
function build(files: Record<string, string>) {
  const webRoot = mkdtempSync(join(tmpdir(), 'ckb-checks-'));
  roots.push(webRoot);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(webRoot, path)), { recursive: true });
    writeFileSync(join(webRoot, path), content);
  }
  const warnings: string[] = [];
  return { webRoot, warnings, log: { warn: (msg: string) => void warnings.push(msg) } };
}

describe('checkBuilds', () => {
  it('passes nothing built, and a whole build, without a word', async () => {
    const none = build({});
    await checkBuilds({ webRoot: none.webRoot, serverRender: true }, none.log);
    const whole = build({
      'shell/dist/index.html': GOOD_FRAME,
      'public-site/dist/remoteEntry.js': '',
      'public-site/dist-ssr/ssr.js': '',
      'reader/dist/remoteEntry.js': '',
      'reader/dist-ssr/ssr.js': '',
    });
    await checkBuilds({ webRoot: whole.webRoot, serverRender: true }, whole.log);
    expect([...none.warnings, ...whole.warnings]).toEqual([]);
  });

  it('refuses a frame that cannot hold drawn pages while pages are drawn, saying what to do', async () => {
    const b = build({
      'shell/dist/index.html': '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
      'public-site/dist-ssr/ssr.js': '',
    });
    await expect(checkBuilds({ webRoot: b.webRoot, serverRender: true }, b.log)).rejects.toThrow(
      /cannot hold pages drawn on the server: .*no page slot.*pnpm build.*SERVER_RENDER=false/,
    );
    // without drawing, the frame needs only the markers of the tags
    await checkBuilds({ webRoot: b.webRoot, serverRender: false }, b.log);
  });

  it("refuses a frame without the markers every page's tags need", async () => {
    const b = build({ 'shell/dist/index.html': '<html><body><div id="root"></div></body></html>' });
    await expect(checkBuilds({ webRoot: b.webRoot, serverRender: false }, b.log)).rejects.toThrow(
      /cannot hold the pages' tags: it has no <\/head>.*pnpm build/,
    );
  });

  it('refuses a preload map built from another route table', async () => {
    const b = build({
      'public-site/dist/preload.json': JSON.stringify({ entry: [], routes: [{ path: '/no/such/:route', files: [] }] }),
    });
    await expect(checkBuilds({ webRoot: b.webRoot, serverRender: false }, b.log)).rejects.toThrow(
      /public-site[/\\]dist[/\\]preload\.json does not fit this server/,
    );
  });

  it('warns of a drawing remote built without its server build, only while pages are drawn', async () => {
    const b = build({ 'shell/dist/index.html': GOOD_FRAME, 'reader/dist/remoteEntry.js': '' });
    await checkBuilds({ webRoot: b.webRoot, serverRender: false }, b.log);
    expect(b.warnings).toEqual([]);
    await checkBuilds({ webRoot: b.webRoot, serverRender: true }, b.log);
    expect(b.warnings).toEqual([
      expect.stringMatching(/reader[/\\]dist-ssr[/\\]ssr\.js is missing: reader's pages are not drawn on the server/),
    ]);
  });
});
