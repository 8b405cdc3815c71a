import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MEDIA_DEFAULTS } from '../../src/config.ts';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { expectConsistent, image, listStore, makeChapter, makeWork, upload, zip } from './helpers.ts';

/** A chapter sent as one .zip/.cbz: archives are written here with yazl, then bent where a test needs a lie. */

/** Renames an entry in the written bytes (yazl refuses hostile names; same length keeps offsets right). */
function rename(archive: Buffer, from: string, to: string): Buffer {
  expect(to.length).toBe(from.length);
  const out = Buffer.from(archive);
  const needle = Buffer.from(from, 'latin1');
  for (let at = out.indexOf(needle); at >= 0; at = out.indexOf(needle, at + 1)) out.write(to, at, 'latin1');
  return out;
}

/** Makes every central-directory entry declare `size` unpacked bytes (what a bomb's header would claim). */
function declareSize(archive: Buffer, size: number): Buffer {
  const out = Buffer.from(archive);
  for (let at = out.indexOf('PK\x01\x02', 0, 'latin1'); at >= 0; at = out.indexOf('PK\x01\x02', at + 4, 'latin1'))
    out.writeUInt32LE(size, at + 24);
  return out;
}

interface Page {
  width: number;
  photoPathNum: number;
}
type Answer = {
  data: { skipped: string[]; manga: { session: { chapter: { _id: string; photo_path_array: Page[] }[] }[] } };
};
const pagesOf = (body: Answer, chapterId: string): Page[] =>
  body.data.manga.session.flatMap((s) => s.chapter).find((c) => c._id === chapterId)?.photo_path_array ?? [];

/** Each page a different width, so the order reads back from the answer. */
const page = (width: number) => image('jpeg', width, 200);

forEachDatabase((kind) => {
  describe('chapter archives (.zip/.cbz)', () => {
    const t = useTestApp(kind);
    const small = useTestApp(kind, {
      config: { media: { ...MEDIA_DEFAULTS, maxFiles: 4, maxRequestBytes: 512 * 1024, maxFileBytes: 256 * 1024 } },
    });
    const tokens = new Map<TestApp, string>();
    const setup = async (tt: TestApp) => {
      if (!tokens.has(tt)) tokens.set(tt, (await tt.createUser({ is_admin: true })).token);
      const manga = await makeWork(tt, 'manga');
      const { sessionId, chapterId } = await makeChapter(tt, manga);
      return {
        chapterId,
        token: tokens.get(tt) as string,
        url: `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}/upload`,
      };
    };
    const send = async (tt: TestApp, archive: Buffer, filename = 'chapter.cbz') => {
      const s = await setup(tt);
      const res = await upload(tt, {
        url: s.url,
        token: s.token,
        parts: [{ field: 'photo_path_array', filename, data: archive }],
      });
      return { ...s, res };
    };
    /** Refused with that status and message, and nothing of the archive kept. */
    const expectRefused = async (
      tt: TestApp,
      sent: Awaited<ReturnType<typeof send>>,
      status: number,
      words: string,
    ) => {
      expect(sent.res.statusCode, sent.res.body).toBe(status);
      expect(sent.res.json().message).toContain(words);
      expect(listStore(tt.config.mediaDir).files.filter((f) => f.includes(sent.chapterId))).toEqual([]);
      await expectConsistent(tt);
    };

    it('a good CBZ: pages in natural order, folders flattened folder by folder, non-pictures skipped', async () => {
      const archive = await zip([
        { name: 'ch10/', data: '' },
        { name: 'ch10/1.jpg', data: await page(201), compress: false },
        { name: 'ch2/10.jpg', data: await page(110) },
        { name: 'ch2/2.jpg', data: await page(102) },
        { name: 'ch2/readme.txt', data: 'scanned by a team' },
        { name: 'cover.png', data: await image('png', 90, 200) },
        { name: 'ComicInfo.xml', data: '<ComicInfo/>' },
        { name: 'ch2/1.webp', data: await image('webp', 101, 200) },
      ]);
      const { res, chapterId } = await send(t(), archive);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as Answer;
      const pages = pagesOf(body, chapterId);
      expect(pages.map((p) => p.width)).toEqual([101, 102, 110, 201, 90]);
      expect(pages.map((p) => p.photoPathNum)).toEqual([1, 2, 3, 4, 5]);
      expect(body.data.skipped.sort()).toEqual(['ComicInfo.xml', 'ch2/readme.txt']);
      await expectConsistent(t());
    });

    it('loose pictures answer skipped: []; a .zip is recognised by content whatever its name', async () => {
      const s = await setup(t());
      const loose = await upload(t(), {
        url: s.url,
        token: s.token,
        parts: [{ field: 'photo_path_array', filename: '1.jpg', data: await page(100) }],
      });
      expect(loose.statusCode).toBe(200);
      expect((loose.json() as Answer).data.skipped).toEqual([]);
      const { res, chapterId } = await send(t(), await zip([{ name: 'a.jpg', data: await page(120) }]), 'x.bin');
      expect(res.statusCode, res.body).toBe(200);
      expect(pagesOf(res.json(), chapterId).map((p) => p.width)).toEqual([120]);
    });

    it('refuses an archive sent with other files, and one without a picture', async () => {
      const s = await setup(t());
      const mixed = await upload(t(), {
        url: s.url,
        token: s.token,
        parts: [
          { field: 'photo_path_array', filename: '1.jpg', data: await page(100) },
          { field: 'photo_path_array', filename: 'c.zip', data: await zip([{ name: 'a.jpg', data: await page(120) }]) },
        ],
      });
      await expectRefused(t(), { ...s, res: mixed }, 400, 'بە تەنها');
      await expectRefused(t(), await send(t(), await zip([{ name: 'notes.txt', data: 'hi' }])), 400, 'هیچ وێنەیەک');
      await expectRefused(t(), await send(t(), Buffer.from('PK\x03\x04 broken', 'latin1')), 400, 'تێکچووە');
    });

    it('refuses `../`, absolute and backslash names with nothing stored', async () => {
      const good = await page(100);
      const base = (name: string) =>
        zip([
          { name: '1.jpg', data: good },
          { name, data: good },
        ]);
      const cases: [string, string][] = [
        ['xx/evil.jpg', '../evil.jpg'],
        ['a/../../b.jpg', 'a/../../b.jpg'],
        ['zetc/x.jpg', '/etc/x.jpg'],
        ['a/b.jpg', 'a\\b.jpg'],
      ];
      for (const [written, hostile] of cases) {
        const sent = await send(
          t(),
          rename(await base(written.replace(/\.\./g, 'xx')), written.replace(/\.\./g, 'xx'), hostile),
        );
        await expectRefused(t(), sent, 400, 'ڕێگەپێنەدراوە');
      }
    });

    it('refuses a zip bomb: an entry far larger than it packs, and one that inflates past its declared size', async () => {
      const zeros = Buffer.alloc(4 * 1024 * 1024);
      await expectRefused(t(), await send(t(), await zip([{ name: 'bomb.jpg', data: zeros }])), 413, 'بۆمبی zip');
      const lying = declareSize(await zip([{ name: 'small.jpg', data: await page(300) }]), 1000);
      await expectRefused(t(), await send(t(), lying), 413, 'بۆمبی zip');
    });

    it('refuses too many entries, too many pictures, a large picture, and too much unpacked in all', async () => {
      const pic = await page(60);
      // 4 pictures allowed here: 8 entries at most
      const entries = Array.from({ length: 9 }, (_, i) => ({ name: `n${i}.txt`, data: 'x' }));
      await expectRefused(small(), await send(small(), await zip(entries)), 413, '٨ فایل و بوخچە');
      const five = Array.from({ length: 5 }, (_, i) => ({ name: `${i}.jpg`, data: pic }));
      await expectRefused(small(), await send(small(), await zip(five)), 413, '٤ فایل');
      // noise does not pack: a real picture over the 256 KB file limit
      const big = await sharp(randomBytes(360 * 360 * 3), { raw: { width: 360, height: 360, channels: 3 } })
        .png()
        .toBuffer();
      expect(big.length).toBeGreaterThan(256 * 1024);
      await expectRefused(
        small(),
        await send(small(), await zip([{ name: 'big.png', data: big, compress: false }])),
        413,
        'big.png',
      );
      const text = 'a'.repeat(200 * 1024);
      const notes = [0, 1, 2].map((i) => ({ name: `note${i}.txt`, data: text }));
      await expectRefused(
        small(),
        await send(small(), await zip([{ name: '1.jpg', data: pic }, ...notes])),
        413,
        'کردنەوە',
      );
    });
  });
});
