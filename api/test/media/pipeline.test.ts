import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { DecodeError } from '../../src/media/errors.ts';
import { highSize, lowSize, processImage, type Purpose } from '../../src/media/pipeline.ts';
import { sniffImageType } from '../../src/media/sniff.ts';
import { naturalOrder } from '../../src/media/upload.ts';
import { displayName } from '../../src/media/receive.ts';
import { animatedGif, bombPng, heicHeader, image, svgFile } from './helpers.ts';

// Pure functions and local files: no database, so this file runs once.
describe('sniffImageType', () => {
  it('recognises the accepted formats by content', async () => {
    expect(sniffImageType(await image('jpeg', 20, 20))).toBe('jpeg');
    expect(sniffImageType(await image('png', 20, 20))).toBe('png');
    expect(sniffImageType(await image('webp', 20, 20))).toBe('webp');
    expect(sniffImageType(await image('gif', 20, 20))).toBe('gif');
    expect(sniffImageType(await image('avif', 20, 20))).toBe('avif');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffImageType(svgFile())).toBeNull();
    expect(sniffImageType(heicHeader())).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7\n'))).toBeNull();
    expect(sniffImageType(Buffer.from('<!doctype html>'))).toBeNull();
    expect(sniffImageType(Buffer.from([0x49, 0x49, 0x2a, 0x00]))).toBeNull(); // TIFF
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffImageType(Buffer.from([0xff, 0xd8]))).toBeNull(); // too short to be a JPEG
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });
});

describe('processImage', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ckb-pipeline-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  let n = 0;
  const run = (input: Buffer, purpose: Purpose = 'page', maxPixels = 50_000_000) => {
    const out = { high: join(dir, `${++n}.high.webp`), low: join(dir, `${n}.low.webp`) };
    return processImage(input, { purpose, maxPixels, out }).then(async (result) => ({
      result,
      high: await sharp(out.high).metadata(),
      low: await sharp(out.low).metadata(),
    }));
  };
  const problem = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (err: unknown) => (err instanceof DecodeError ? err.problem.kind : String(err)),
    );

  it('writes WebP variants, never upscaled, width capped per purpose', async () => {
    const small = await run(await image('png', 300, 200), 'background');
    expect([small.high.format, small.high.width, small.high.height]).toEqual(['webp', 300, 200]);
    expect([small.result.width, small.result.height]).toEqual([300, 200]);

    const wide = await run(await image('jpeg', 2400, 1200), 'page');
    expect([wide.high.width, wide.high.height]).toEqual([1600, 800]);
    const poster = await run(await image('jpeg', 1500, 2250), 'poster');
    expect([poster.high.width, poster.high.height]).toEqual([1000, 1500]);
    const avatar = await run(await image('webp', 900, 900), 'avatar');
    expect([avatar.high.width, avatar.high.height]).toEqual([512, 512]);
    expect(avatar.result.lowBytes).toBeLessThan(1500);
  });

  it('makes a tiny low variant with the same shape', async () => {
    const { low, result } = await run(await image('jpeg', 1100, 1600));
    expect(low.format).toBe('webp');
    expect((low.width as number) * (low.height as number)).toBeLessThanOrEqual(96 * 140 + 200);
    expect(Math.abs((low.height as number) / (low.width as number) - 1600 / 1100)).toBeLessThan(0.05);
    expect(result.lowBytes).toBeLessThan(3 * 1024);
  });

  it('gives both variants their exact promised sizes, also when a JPEG is decoded at a reduced scale', async () => {
    // a 2400x1800 JPEG turned upright by EXIF: JPEG shrink-on-load and the rotation must agree with the
    // sizes the client is told, for the capped high and the tiny low alike; PNG has no shrink-on-load
    const rotated = await sharp(await image('jpeg', 2400, 1800))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    for (const input of [rotated, await image('png', 1800, 2400)]) {
      const { high, low, result } = await run(input);
      expect([high.format, high.width, high.height]).toEqual(['webp', 1600, 2133]);
      expect([result.width, result.height]).toEqual([1600, 2133]);
      expect([low.format, low.width, low.height]).toEqual(['webp', ...Object.values(lowSize(1800, 2400, 'page'))]);
    }
  });

  it('fits a long webtoon strip into WebP limits and keeps the low variant a strip', () => {
    expect(highSize(800, 30_000, 'page')).toEqual({ width: 437, height: 16383 });
    expect(highSize(800, 12_000, 'page')).toEqual({ width: 800, height: 12_000 });
    const low = lowSize(800, 12_000, 'page');
    expect(low.height / low.width).toBeCloseTo(15, 0);
  });

  it('applies the EXIF orientation', async () => {
    const rotated = await sharp(await image('jpeg', 200, 100))
      .withMetadata({ orientation: 6 })
      .jpeg()
      .toBuffer();
    const { high, result } = await run(rotated);
    expect([high.width, high.height]).toEqual([100, 200]);
    expect([result.width, result.height]).toEqual([100, 200]);
    expect(high.orientation).toBeUndefined();
  });

  it('keeps the first frame of an animated GIF', async () => {
    const { high } = await run(await animatedGif());
    expect([high.width, high.height, high.pages ?? 1]).toEqual([40, 30, 1]);
    const { dominant } = await sharp(join(dir, `${n}.high.webp`)).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(60);
  });

  it('decodes AVIF', async () => {
    const { high } = await run(await image('avif', 120, 80));
    expect([high.format, high.width, high.height]).toEqual(['webp', 120, 80]);
  });

  it('refuses truncated files, bombs and what is not an accepted image', async () => {
    const jpeg = await image('jpeg', 600, 800);
    expect(await problem(run(jpeg.subarray(0, Math.floor(jpeg.length * 0.6))))).toBe('corrupt');
    const png = await image('png', 600, 800);
    expect(await problem(run(png.subarray(0, Math.floor(png.length * 0.9))))).toBe('corrupt');
    expect(await problem(run(bombPng(100_000, 100_000)))).toBe('too-many-pixels');
    expect(await problem(run(await image('png', 1000, 1000), 'page', 999_999))).toBe('too-many-pixels');
    expect(await problem(run(await image('png', 1000, 1000), 'page', 1_000_000))).toBeNull();
    expect(await problem(run(svgFile()))).toBe('not-image');
    expect(
      await problem(
        run(
          await sharp(await image('png', 20, 20))
            .tiff()
            .toBuffer(),
        ),
      ),
    ).toBe('not-image');
    expect(await problem(run(Buffer.from('hello')))).toBe('not-image');
  });
});

describe('upload order and names', () => {
  it('orders by natural file name, keeping upload order for equal names', () => {
    const items = ['10.jpg', '2.jpg', '1.jpg', 'b-3.png', 'B-20.png', 'b-100.png', '2.jpg'].map((name, index) => ({
      name,
      index,
    }));
    expect(naturalOrder(items).map((i) => `${i.name}@${i.index}`)).toEqual([
      '1.jpg@2',
      '2.jpg@1',
      '2.jpg@6',
      '10.jpg@0',
      'b-3.png@3',
      'B-20.png@4',
      'b-100.png@5',
    ]);
  });

  it('cleans client file names for messages', () => {
    expect(displayName('C:\\fakepath\\12.jpg', 0)).toBe('12.jpg');
    expect(displayName('../../etc/passwd', 0)).toBe('passwd');
    expect(displayName('a\u202ejpg.exe', 0)).toBe('ajpg.exe');
    expect(displayName('', 4)).toBe('#5');
    expect(displayName(undefined, 0)).toBe('#1');
    expect(displayName('x'.repeat(500), 0)).toHaveLength(120);
  });
});
