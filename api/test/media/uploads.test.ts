import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import {
  bombPng,
  expectConsistent,
  heicHeader,
  image,
  listStore,
  makeChapter,
  makeWork,
  svgFile,
  upload,
} from './helpers.ts';

type ImageRef = { low: string; original: string; width?: number; height?: number };

async function ownerToken(t: TestApp): Promise<string> {
  const { token } = await t.createUser({ is_owner: true });
  return token;
}

async function fetchMedia(t: TestApp, url: string) {
  return t.request('GET', url, undefined, { apiKey: false });
}

forEachDatabase((kind) => {
  describe('posters and backgrounds of works', () => {
    const t = useTestApp(kind);

    for (const [path, key] of [
      ['movies', 'movie'],
      ['series', 'series'],
      ['manga', 'manga'],
    ] as const) {
      it(`${path}: upload, replace and delete a poster and a background; answers the whole ${key}`, async () => {
        const token = await ownerToken(t());
        const id = await makeWork(t(), key);
        const jpeg = await image('jpeg', 400, 600);

        const first = await upload(t(), {
          url: `/api/${path}/${id}/upload/poster`,
          token,
          parts: [{ field: 'poster', filename: 'poster.jpg', data: jpeg, contentType: 'image/jpeg' }],
        });
        expect(first.statusCode, first.body).toBe(200);
        const work = first.json().data[key];
        expect(work._id).toBe(id);
        const poster = work.poster as ImageRef;
        expect(poster.low).toMatch(new RegExp(`^/media/works/${id}/poster-[0-9a-f]{16}\\?quality=low$`));
        expect(poster.original).toBe(poster.low.replace('quality=low', 'quality=high'));
        expect([poster.width, poster.height]).toEqual([400, 600]);

        const high = await fetchMedia(t(), poster.original);
        expect(high.statusCode).toBe(200);
        expect(high.headers['content-type']).toBe('image/webp');
        const highMeta = await sharp(high.rawPayload).metadata();
        expect([highMeta.format, highMeta.width, highMeta.height]).toEqual(['webp', 400, 600]);
        const low = await fetchMedia(t(), poster.low);
        const lowMeta = await sharp(low.rawPayload).metadata();
        expect(lowMeta.format).toBe('webp');
        expect(lowMeta.width).toBeLessThan(100);
        expect(low.rawPayload.length).toBeLessThan(3000);

        // replacing: a new key, the old files are gone
        const second = await upload(t(), {
          url: `/api/${path}/${id}/upload/poster`,
          token,
          parts: [{ field: 'poster', filename: 'again.png', data: await image('png', 300, 450, 20) }],
        });
        expect(second.statusCode, second.body).toBe(200);
        const replaced = second.json().data[key].poster as ImageRef;
        expect(replaced.original).not.toBe(poster.original);
        expect((await fetchMedia(t(), poster.original)).statusCode).toBe(404);
        expect((await fetchMedia(t(), replaced.original)).statusCode).toBe(200);

        const bg = await upload(t(), {
          url: `/api/${path}/${id}/upload/background`,
          token,
          parts: [{ field: 'background', filename: 'bg.webp', data: await image('webp', 1280, 720) }],
        });
        expect(bg.statusCode, bg.body).toBe(200);
        const background = bg.json().data[key].background as ImageRef;
        expect(background.original).toMatch(new RegExp(`^/media/works/${id}/background-`));
        expect(bg.json().data[key].poster).toEqual(replaced);

        // deleting resets to the default picture and removes the files
        const gone = await t().request('DELETE', `/api/${path}/${id}/upload/poster`, undefined, { token });
        expect(gone.statusCode).toBe(200);
        expect(gone.json().data[key].poster).toEqual({
          low: '/img/poster/default.png',
          original: '/img/poster/default.png',
        });
        expect((await fetchMedia(t(), replaced.original)).statusCode).toBe(404);
        const bgGone = await t().request('DELETE', `/api/${path}/${id}/upload/background`, undefined, { token });
        expect(bgGone.json().data[key].background).toEqual({
          low: '/img/default/default.png',
          original: '/img/default/default.png',
        });
        // deleting the default again changes nothing
        const again = await t().request('DELETE', `/api/${path}/${id}/upload/background`, undefined, { token });
        expect(again.statusCode).toBe(200);
        expect(listStore(t().config.mediaDir).files.filter((f) => f.includes(id))).toEqual([]);
        await expectConsistent(t());
      });
    }

    it('two uploads to one poster at once: one image wins, nothing leaks', async () => {
      const token = await ownerToken(t());
      const id = await makeWork(t(), 'series');
      const send = async (hue: number) =>
        upload(t(), {
          url: `/api/series/${id}/upload/poster`,
          token,
          parts: [{ field: 'poster', filename: 'p.jpg', data: await image('jpeg', 200, 300, hue) }],
        });
      const answers = await Promise.all([send(10), send(120), send(240)]);
      for (const res of answers) expect([200, 409], res.body).toContain(res.statusCode);
      expect(answers.some((r) => r.statusCode === 200)).toBe(true);
      const row = await t().db.kysely.selectFrom('works').select('poster_key').where('id', '=', id).executeTakeFirst();
      expect(listStore(t().config.mediaDir).files.filter((f) => f.includes(id))).toEqual([
        `${row?.poster_key}.high.webp`,
        `${row?.poster_key}.low.webp`,
      ]);
      await expectConsistent(t());
    });

    it('the kind must match the path, and unknown works are 404 (nothing stored)', async () => {
      const token = await ownerToken(t());
      const movie = await makeWork(t(), 'movie');
      const parts = [{ field: 'poster', filename: 'p.jpg', data: await image('jpeg', 100, 150) }];
      for (const url of [
        `/api/series/${movie}/upload/poster`,
        '/api/movies/0123456789abcdef01234567/upload/poster',
        '/api/movies/not-an-id/upload/poster',
      ]) {
        const res = await upload(t(), { url, token, parts });
        expect(res.statusCode, url).toBe(404);
        expect(res.json().message).toBe('ئەم بەرهەمە نەدۆزرایەوە.');
      }
      const badSlot = await upload(t(), { url: `/api/movies/${movie}/upload/trailer`, token, parts });
      expect(badSlot.statusCode).toBe(400);
      await expectConsistent(t());
    });

    it('refuses callers without the role before reading the body', async () => {
      const movie = await makeWork(t(), 'movie');
      const parts = [{ field: 'poster', filename: 'p.jpg', data: await image('jpeg', 100, 150) }];
      const anonymous = await upload(t(), { url: `/api/movies/${movie}/upload/poster`, parts });
      expect(anonymous.statusCode).toBe(401);
      for (const flags of [{ is_translator: true }, { is_supervisor: true }, { is_designer: true }]) {
        const { token } = await t().createUser(flags);
        const res = await upload(t(), { url: `/api/movies/${movie}/upload/poster`, token, parts });
        expect(res.statusCode, JSON.stringify(flags)).toBe(403);
        const del = await t().request('DELETE', `/api/movies/${movie}/upload/poster`, undefined, { token });
        expect(del.statusCode).toBe(403);
      }
      for (const flags of [{ is_admin: true }, { is_dev: true }]) {
        const { token } = await t().createUser(flags);
        const res = await upload(t(), { url: `/api/movies/${movie}/upload/poster`, token, parts });
        expect(res.statusCode, JSON.stringify(flags)).toBe(200);
      }
      await expectConsistent(t());
    });
  });

  describe('avatars and backgrounds of accounts', () => {
    const t = useTestApp(kind);

    it('an account changes its own avatar, not its own background; answers the whole user', async () => {
      const me = await t().createUser({ is_translator: true });
      const avatar = await upload(t(), {
        url: `/api/users/${me.row.id}/upload/avatar`,
        token: me.token,
        parts: [{ field: 'avatar', filename: 'me.gif', data: await image('gif', 200, 200) }],
      });
      expect(avatar.statusCode, avatar.body).toBe(200);
      const user = avatar.json().data.user;
      expect(user._id).toBe(me.row.id);
      expect(user.associatedWorks).toBeDefined();
      expect(user.avatar.original).toMatch(
        new RegExp(`^/media/users/${me.row.id}/avatar-[0-9a-f]{16}\\?quality=high$`),
      );
      expect([user.avatar.width, user.avatar.height]).toEqual([200, 200]);

      const bg = await upload(t(), {
        url: `/api/users/${me.row.id}/upload/background`,
        token: me.token,
        parts: [{ field: 'background', filename: 'bg.jpg', data: await image('jpeg', 300, 100) }],
      });
      expect(bg.statusCode).toBe(403);

      const other = await t().createUser({ is_designer: true });
      const notMine = await upload(t(), {
        url: `/api/users/${other.row.id}/upload/avatar`,
        token: me.token,
        parts: [{ field: 'avatar', filename: 'x.jpg', data: await image('jpeg', 50, 50) }],
      });
      expect(notMine.statusCode).toBe(403);

      const removed = await t().request('DELETE', `/api/users/${me.row.id}/upload/avatar`, undefined, {
        token: me.token,
      });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data.user.avatar).toEqual({
        low: '/img/default/default.png',
        original: '/img/default/default.png',
      });
      await expectConsistent(t());
    });

    it('follows SPEC §6: avatars by dev/owner/supervisor, backgrounds also by admin', async () => {
      const target = await t().createUser({ is_translator: true });
      const jpeg = await image('jpeg', 120, 120);
      const tryUpload = async (slot: 'avatar' | 'background', token: string) =>
        (
          await upload(t(), {
            url: `/api/users/${target.row.id}/upload/${slot}`,
            token,
            parts: [{ field: slot, filename: `${slot}.jpg`, data: jpeg }],
          })
        ).statusCode;
      const admin = await t().createUser({ is_admin: true });
      const supervisor = await t().createUser({ is_supervisor: true });
      expect(await tryUpload('avatar', admin.token)).toBe(403);
      expect(await tryUpload('background', admin.token)).toBe(200);
      expect(await tryUpload('avatar', supervisor.token)).toBe(200);
      expect(await tryUpload('background', supervisor.token)).toBe(200);
      const unknown = await upload(t(), {
        url: '/api/users/0123456789abcdef01234567/upload/background',
        token: admin.token,
        parts: [{ field: 'background', filename: 'b.jpg', data: jpeg }],
      });
      expect(unknown.statusCode).toBe(404);
      await expectConsistent(t());
    });
  });

  describe('refused files leave nothing behind', () => {
    const t = useTestApp(kind);

    const hostile = async () =>
      [
        { name: 'notes.txt', data: Buffer.from('just some text, not an image'), status: 415, says: 'وێنە نییە' },
        { name: 'drawing.svg', data: svgFile(), status: 415, says: 'وێنە نییە' },
        { name: 'IMG_0001.heic', data: heicHeader(), status: 415, says: 'وێنە نییە' },
        {
          name: 'page.html',
          data: Buffer.from('<!doctype html><script>alert(1)</script>'),
          status: 415,
          says: 'وێنە نییە',
        },
        { name: 'empty.jpg', data: Buffer.alloc(0), status: 400, says: 'بەتاڵە' },
        { name: 'cut.jpg', data: (await image('jpeg', 400, 600)).subarray(0, 3000), status: 400, says: 'تەواو نییە' },
        { name: 'cut.png', data: (await image('png', 400, 600)).subarray(0, 2000), status: 400, says: 'تەواو نییە' },
        { name: 'cut.webp', data: (await image('webp', 400, 600)).subarray(0, 1000), status: 400, says: 'تەواو نییە' },
        { name: 'cut.gif', data: (await image('gif', 400, 600)).subarray(0, 1500), status: 400, says: 'تەواو نییە' },
        { name: 'cut.avif', data: (await image('avif', 400, 600)).subarray(0, 500), status: 400, says: 'تەواو نییە' },
        { name: 'bomb.png', data: bombPng(100_000, 100_000), status: 413, says: 'زۆر گەورەیە' },
        { name: 'wide.png', data: bombPng(60_000, 1_000), status: 413, says: 'زۆر گەورەیە' },
      ] as const;

    it('as a poster: the right status, a message naming the file, no file, the row unchanged', async () => {
      const token = await ownerToken(t());
      const id = await makeWork(t(), 'movie');
      for (const file of await hostile()) {
        const res = await upload(t(), {
          url: `/api/movies/${id}/upload/poster`,
          token,
          parts: [{ field: 'poster', filename: file.name, data: file.data, contentType: 'image/jpeg' }],
        });
        expect(res.statusCode, `${file.name}: ${res.body}`).toBe(file.status);
        const message = res.json().message as string;
        expect(message).toContain(`«${file.name}»`);
        expect(message).toContain(file.says);
        const row = await t()
          .db.kysely.selectFrom('works')
          .select('poster_key')
          .where('id', '=', id)
          .executeTakeFirst();
        expect(row?.poster_key).toBeNull();
        expect(listStore(t().config.mediaDir)).toEqual({ files: [], staging: [] });
      }
    });

    it('in a chapter batch: all or nothing, the message names the bad file', async () => {
      const token = await ownerToken(t());
      const manga = await makeWork(t(), 'manga');
      const { sessionId, chapterId } = await makeChapter(t(), manga);
      const url = `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}/upload`;
      const good = await image('jpeg', 300, 450);
      for (const file of await hostile()) {
        const res = await upload(t(), {
          url,
          token,
          parts: [
            { field: 'photo_path_array', filename: '1.jpg', data: good },
            { field: 'photo_path_array', filename: '2.jpg', data: good },
            { field: 'photo_path_array', filename: file.name, data: file.data },
            { field: 'photo_path_array', filename: '4.jpg', data: good },
          ],
        });
        expect(res.statusCode, `${file.name}: ${res.body}`).toBe(file.status);
        expect(res.json().message).toContain(`«${file.name}»`);
        const pages = await t()
          .db.kysely.selectFrom('pages')
          .select('id')
          .where('chapter_id', '=', chapterId)
          .execute();
        expect(pages).toEqual([]);
        expect(listStore(t().config.mediaDir)).toEqual({ files: [], staging: [] });
      }
    });

    it('refuses requests that are not a proper upload', async () => {
      const token = await ownerToken(t());
      const id = await makeWork(t(), 'movie');
      const url = `/api/movies/${id}/upload/poster`;
      const jpeg = await image('jpeg', 100, 100);

      const json = await t().post(url, { poster: 'x' }, { token });
      expect(json.statusCode).toBe(415);
      expect(json.json().message).toContain('multipart/form-data');

      const wrongField = await upload(t(), { url, token, parts: [{ field: 'photo', filename: 'a.jpg', data: jpeg }] });
      expect(wrongField.statusCode).toBe(400);
      expect(wrongField.json().message).toContain('«photo»');
      expect(wrongField.json().message).toContain('«پۆستەر»');

      const garbage = await t().request('POST', url, Buffer.from('--x\r\nnot really multipart'), {
        token,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json().message).toContain('multipart');

      const noFile = await upload(t(), { url, token, parts: [{ field: 'note', data: 'hello' }] });
      expect(noFile.statusCode).toBe(400);
      expect(noFile.json().message).toContain('«پۆستەر»');

      const two = await upload(t(), {
        url,
        token,
        parts: [
          { field: 'poster', filename: 'a.jpg', data: jpeg },
          { field: 'poster', filename: 'b.jpg', data: jpeg },
        ],
      });
      expect(two.statusCode).toBe(400);
      expect(two.json().message).toContain('یەک فایل');
      await expectConsistent(t());
      expect(listStore(t().config.mediaDir).files).toEqual([]);
    });
  });

  describe('limits', () => {
    const t = useTestApp(kind, {
      config: {
        media: { maxFileBytes: 60_000, maxFiles: 3, maxRequestBytes: 100_000, maxPixels: 300_000, concurrency: 2 },
      },
    });

    it('over the file size, the file count, the request size or the pixel limit: 413 and nothing stored', async () => {
      const token = await ownerToken(t());
      const manga = await makeWork(t(), 'manga');
      const { sessionId, chapterId } = await makeChapter(t(), manga);
      const url = `/api/manga/${manga}/session/${sessionId}/chapter/${chapterId}/upload`;
      const small = await image('jpeg', 200, 300);
      expect(small.length).toBeLessThan(20_000);
      const page = (filename: string, data = small) => ({ field: 'photo_path_array', filename, data });

      const big = Buffer.concat([small, Buffer.alloc(70_000)]); // a JPEG with trailing bytes: over 60 KB
      const tooBig = await upload(t(), { url, token, parts: [page('1.jpg'), page('huge.jpg', big)] });
      expect(tooBig.statusCode).toBe(413);
      expect(tooBig.json().message).toContain('«huge.jpg»');

      const tooMany = await upload(t(), { url, token, parts: ['1', '2', '3', '4'].map((n) => page(`${n}.jpg`)) });
      expect(tooMany.statusCode).toBe(413);
      expect(tooMany.json().message).toContain('٣');

      const half = Buffer.concat([small, Buffer.alloc(55_000 - small.length)]);
      const tooMuch = await upload(t(), { url, token, parts: [page('1.jpg', half), page('2.jpg', half)] });
      expect(tooMuch.statusCode).toBe(413);
      expect(tooMuch.headers.connection).toBe('close');

      const pixels = await upload(t(), { url, token, parts: [page('wide.png', await image('png', 800, 600))] });
      expect(pixels.statusCode).toBe(413);
      expect(pixels.json().message).toContain('«wide.png»');

      const pages = await t().db.kysely.selectFrom('pages').select('id').execute();
      expect(pages).toEqual([]);
      expect(listStore(t().config.mediaDir)).toEqual({ files: [], staging: [] });

      // within every limit it works
      const ok = await upload(t(), { url, token, parts: [page('1.jpg'), page('2.jpg'), page('3.jpg')] });
      expect(ok.statusCode, ok.body).toBe(200);
      await expectConsistent(t());
    });
  });
});
