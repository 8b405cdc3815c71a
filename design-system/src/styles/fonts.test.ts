import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const styles = dirname(fileURLToPath(import.meta.url));
const repo = join(styles, '..', '..', '..');
const css = readFileSync(join(styles, 'fonts.css'), 'utf8');

/** Each face of fonts.css (written by scripts/subset-fonts.mjs): its file and the code points it holds. */
const faces = [...css.matchAll(/url\('\.\/fonts\/([\w-]+\.woff2)'\)[^;]*;\s*unicode-range:\s*([^;]+);/g)].map(
  ([, file, range]) => ({
    file: file!,
    has: (cp: number) =>
      range!.split(/,\s*/).some((part) => {
        const [a, b = a] = part.replace('U+', '').split('-');
        return cp >= parseInt(a!, 16) && cp <= parseInt(b!, 16);
      }),
  }),
);

/** Every file holding the interface's words (strings.ts, *Strings.ts) and the demo content's Kurdish. */
function textFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('dist') || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) textFiles(path, out);
    else if (/^(strings|\w+Strings)\.ts$/.test(name) || path.endsWith(join('seed', 'kurdish.ts'))) out.push(path);
  }
  return out;
}

describe('the first paint fonts', () => {
  it('declares the Sorani and Latin files, which exist', () => {
    expect(faces.map((f) => f.file)).toEqual(['vazirmatn-first-ckb.woff2', 'vazirmatn-first-latin.woff2']);
    for (const { file } of faces) expect(statSync(join(styles, 'fonts', file)).size).toBeGreaterThan(5_000);
  });

  it("hold every Arabic-script letter of the interface and the demo content, so no page fetches fontsource's 46 KB file", () => {
    const files = textFiles(repo);
    expect(files.length).toBeGreaterThan(10);
    const missing = new Set<string>();
    for (const file of files)
      for (const ch of readFileSync(file, 'utf8')) {
        const cp = ch.codePointAt(0)!;
        const arabicScript = (cp >= 0x0600 && cp <= 0x06ff) || (cp >= 0x200c && cp <= 0x200f);
        if (arabicScript && !faces.some((f) => f.has(cp))) missing.add(`U+${cp.toString(16).toUpperCase()} ${ch}`);
      }
    expect([...missing]).toEqual([]);
  });
});

describe('the fallback faces', () => {
  const fallback = readFileSync(join(styles, 'fonts-fallback.css'), 'utf8');
  const tokens = readFileSync(join(styles, 'tokens.css'), 'utf8');
  const families = [...new Set([...fallback.matchAll(/font-family:\s*'([^']+)'/g)].map(([, name]) => name!))];
  const stack = /--font-family:\s*([^;]+);/
    .exec(tokens)![1]!
    .split(',')
    .map((f) => f.trim().replace(/^'|'$/g, ''));

  it('come right after Vazirmatn in --font-family, so they draw until it arrives and only then', () => {
    expect(families.length).toBeGreaterThanOrEqual(3);
    expect(stack.slice(0, 2)).toEqual(['Vazirmatn Variable', 'Vazirmatn']);
    expect(stack.slice(2, 2 + families.length)).toEqual(families);
  });

  it('each has a face per weight for each script it serves (Latin-only ones: Latin), resized and with the same vertical metrics', () => {
    const rules = fallback.split('@font-face').slice(1);
    // the Latin-only families (Roboto, Arial) have two faces, the others a Sorani and a Latin face per weight
    const faces = (family: string) => rules.filter((r) => r.includes(`'${family}'`)).length;
    for (const family of families) expect([2, 4], family).toContain(faces(family));
    expect(families.filter((f) => faces(f) === 4).length).toBeGreaterThanOrEqual(3);
    expect(rules.length).toBe(families.reduce((n, f) => n + faces(f), 0));
    const ascents = new Set<string>();
    for (const rule of rules) {
      expect(rule).toMatch(/size-adjust:\s*[\d.]+%/);
      ascents.add(/ascent-override:\s*([\d.]+)%/.exec(rule)![1]!);
    }
    for (const rule of rules) expect(rule).toMatch(/src:\s*local\(/);
    expect(ascents.size).toBeGreaterThan(1); // Vazirmatn's ascent over each face's own size-adjust
  });
});
