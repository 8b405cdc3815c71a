import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The published sitemap schemas, kept in ./xsd (sources noted in each file), and `xmllint` (Debian's
 * libxml2-utils, installed by .ci/run) to check a document against them.
 */
const XSD = join(import.meta.dirname, 'xsd');
export const SCHEMAS = {
  index: join(XSD, 'siteindex.xsd'),
  urlset: join(XSD, 'urlset-with-images.xsd'),
} as const;

/** xmllint's verdict on `xml` (well-formed; against `schema` when given): '' when it passes, else what it said. */
export function schemaErrors(xml: string, schema?: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'ckb-xsd-'));
  try {
    const file = join(dir, 'doc.xml');
    writeFileSync(file, xml);
    const run = spawnSync('xmllint', ['--noout', ...(schema ? ['--schema', schema] : []), file], { encoding: 'utf8' });
    if (run.error) throw run.error;
    return run.status === 0 ? '' : run.stderr || `xmllint exited ${run.status}`;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Every `<loc>` of a sitemap or index, in order (the image entries' `<image:loc>` apart). */
export const locs = (xml: string): string[] => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);

/** `<lastmod>` of the `<url>` whose `<loc>` is `loc`. */
export function lastmodOf(xml: string, loc: string): string | undefined {
  const url = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((m) => m[1]!)
    .find((u) => u.includes(`<loc>${loc}</loc>`));
  return url ? /<lastmod>([^<]*)<\/lastmod>/.exec(url)?.[1] : undefined;
}
