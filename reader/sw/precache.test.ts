import { describe, expect, it } from 'vitest';
import { precacheList, startFiles } from './precache.ts';

const HTML = `<!doctype html><html><head>
<link rel="manifest" href="/read/manifest.webmanifest" />
<link rel="icon" href="/read/icon.svg" type="image/svg+xml" />
<script type="module" crossorigin src="/read/assets/mf-entry-bootstrap-0-d2261e38.js"></script>
<link rel="modulepreload" crossorigin href="/read/assets/host-BYrrinqR.js">
<link rel="stylesheet" crossorigin href="/read/assets/index-2F9fHsvk.css">
<link rel="preconnect" href="https://example.org">
</head><body><div id="root"></div></body></html>`;

const WRITTEN = [
  'index.html',
  'manifest.webmanifest',
  'icon.svg',
  'assets/mf-entry-bootstrap-0-d2261e38.js',
  'assets/host-BYrrinqR.js',
  'assets/host-BYrrinqR.js.map',
  'assets/index-2F9fHsvk.css',
  'assets/index-2F9fHsvk.css.gz',
  'preload.json',
  'sw.js',
];

describe("the offline reader's precache list", () => {
  it('reads what index.html starts with', () => {
    expect(startFiles(HTML)).toEqual([
      '/read/manifest.webmanifest',
      '/read/icon.svg',
      '/read/assets/mf-entry-bootstrap-0-d2261e38.js',
      '/read/assets/host-BYrrinqR.js',
      '/read/assets/index-2F9fHsvk.css',
      'https://example.org',
    ]);
  });

  it('keeps the app address and every written file but index.html, the worker, maps, precompressed copies and preload.json', () => {
    expect(precacheList(WRITTEN, HTML, '/read/')).toEqual([
      '/read/',
      '/read/assets/host-BYrrinqR.js',
      '/read/assets/index-2F9fHsvk.css',
      '/read/assets/mf-entry-bootstrap-0-d2261e38.js',
      '/read/icon.svg',
      '/read/manifest.webmanifest',
    ]);
  });

  it('fails when a file the page starts with is not in the build (the blank page offline)', () => {
    const withoutBootstrap = WRITTEN.filter((f) => !f.includes('mf-entry-bootstrap'));
    expect(() => precacheList(withoutBootstrap, HTML, '/read/')).toThrow(
      /would not keep \/read\/assets\/mf-entry-bootstrap-0-d2261e38\.js/,
    );
  });
});
