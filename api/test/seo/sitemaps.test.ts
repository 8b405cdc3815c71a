import { describe, expect, it } from 'vitest';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { lastmodOf, locs, schemaErrors, SCHEMAS } from './xml.ts';

const ORIGIN = 'http://localhost';
/** Small files, so the demo's hundred works need several of each kind: the split is what is tested. */
const PER_FILE = 7;

forEachDatabase((kind) => {
  describe(`robots.txt and sitemaps (${kind})`, () => {
    const t = useTestApp(kind, { seed: 'demo', config: { sitemapUrlsPerFile: PER_FILE } });
    const db = () => t().db.kysely;

    async function visibleWorkPaths(): Promise<string[]> {
      const rows = await db().selectFrom('works').select(['kind', 'number']).where('active_show', '=', true).execute();
      const base = { movie: '/movies', series: '/series', manga: '/manga' } as const;
      return rows.map((r) => `${ORIGIN}${base[r.kind]}/${r.number}`).sort();
    }

    /** The index and every file it lists, each checked against the published schemas. */
    async function wholeSitemap(): Promise<{ index: string; files: Map<string, string> }> {
      const res = await t().get('/sitemap.xml', { apiKey: false });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(schemaErrors(res.body, SCHEMAS.index)).toBe('');
      const files = new Map<string, string>();
      for (const loc of locs(res.body)) {
        const file = await t().get(loc.slice(ORIGIN.length), { apiKey: false });
        expect(file.statusCode, loc).toBe(200);
        expect(schemaErrors(file.body, SCHEMAS.urlset), loc).toBe('');
        expect(locs(file.body).length, loc).toBeLessThanOrEqual(PER_FILE);
        files.set(loc.slice(ORIGIN.length), file.body);
      }
      return { index: res.body, files };
    }

    it('robots.txt keeps crawlers out of the back-office, the api and sign-in, and names the sitemap', async () => {
      const res = await t().get('/robots.txt', { apiKey: false });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
      const lines = res.body.split('\n');
      expect(lines).toEqual(
        expect.arrayContaining(['User-agent: *', 'Disallow: /admin', 'Disallow: /api', 'Disallow: /login']),
      );
      expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    });

    it('the index splits each kind into files of at most the limit; together they list every visible work once', async () => {
      const { files } = await wholeSitemap();
      const names = [...files.keys()];
      const counts = await db()
        .selectFrom('works')
        .select(['kind', (eb) => eb.fn.countAll<number>().as('n')])
        .where('active_show', '=', true)
        .groupBy('kind')
        .execute();
      const files_ = (prefix: string) => names.filter((n) => n.startsWith(`/sitemaps/${prefix}-`)).length;
      for (const { kind: k, n } of counts) {
        const prefix = { movie: 'movies', series: 'series', manga: 'manga' }[k];
        expect(files_(prefix), prefix).toBe(Math.ceil(Number(n) / PER_FILE));
        expect(files_(prefix)).toBeGreaterThan(1);
      }
      const works = [...files.entries()]
        .filter(([name]) => /\/(movies|series|manga)-/.test(name))
        .flatMap(([, body]) => locs(body))
        .sort();
      expect(works).toEqual(await visibleWorkPaths());
      // the fixed pages and every staff profile
      const pages = locs(files.get('/sitemaps/pages.xml')!);
      expect(pages).toEqual(expect.arrayContaining([`${ORIGIN}/`, `${ORIGIN}/movies`, `${ORIGIN}/about`]));
      const staff = [...files.entries()].filter(([n]) => n.startsWith('/sitemaps/staff-')).flatMap(([, b]) => locs(b));
      const users = await db().selectFrom('users').select('id').execute();
      expect(staff.sort()).toEqual(users.map((u) => `${ORIGIN}/staff/${u.id}`).sort());
      expect(files_('staff')).toBe(Math.ceil(users.length / PER_FILE));
      // a file past the last one is not there
      expect((await t().get(`/sitemaps/movies-${files_('movies') + 1}.xml`, { apiKey: false })).statusCode).toBe(404);
      expect((await t().get('/sitemaps/other-1.xml', { apiKey: false })).statusCode).toBe(404);
    });

    it('posters are image entries of their work', async () => {
      const poster = '/media/works/0123456789abcdef01234567/poster-0123456789abcdef';
      const work = await db()
        .selectFrom('works')
        .select(['id', 'number'])
        .where('kind', '=', 'movie')
        .where('active_show', '=', true)
        .orderBy('number')
        .executeTakeFirstOrThrow();
      await db()
        .updateTable('works')
        .set({ poster_key: poster.slice('/media/'.length), poster_width: 300, poster_height: 450 })
        .where('id', '=', work.id)
        .execute();
      t().app.invalidation.publish();
      const body = (await t().get('/sitemaps/movies-1.xml', { apiKey: false })).body;
      expect(schemaErrors(body, SCHEMAS.urlset)).toBe('');
      expect(body).toContain(`<loc>${ORIGIN}/movies/${work.number}</loc><lastmod>`);
      expect(body).toMatch(new RegExp(`<image:loc>${ORIGIN}${poster}\\?quality=high</image:loc>`));
    });

    it('chapters: released ones of visible manga only; drafts, scheduled ones and hidden works never', async () => {
      const chapters = await db()
        .selectFrom('chapters')
        .innerJoin('manga_sessions as s', 's.id', 'chapters.session_id')
        .innerJoin('works as w', 'w.id', 's.work_id')
        .select(['chapters.id', 'chapters.name', 's.number as session', 'w.number as manga', 'w.active_show'])
        .orderBy('chapters.id')
        .execute();
      const visible = chapters.filter((c) => c.active_show);
      const [draft, scheduled] = visible as [(typeof visible)[0], (typeof visible)[0]];
      await db().updateTable('chapters').set({ publish_at: null }).where('id', '=', draft.id).execute();
      await db()
        .updateTable('chapters')
        .set({ publish_at: Date.now() + 86_400_000 })
        .where('id', '=', scheduled.id)
        .execute();
      t().app.invalidation.publish();

      const { files } = await wholeSitemap();
      const listed = [...files.entries()]
        .filter(([n]) => n.startsWith('/sitemaps/chapters-'))
        .flatMap(([, b]) => locs(b))
        // a file whose slice of the release order is all hidden works' chapters lists the manga page instead
        .filter((loc) => loc !== `${ORIGIN}/manga`);
      const path = (c: (typeof chapters)[0]) =>
        `${ORIGIN}/manga/${c.manga}/session/${c.session}/chapter/${encodeURIComponent(c.name)}`;
      const expected = visible.filter((c) => c !== draft && c !== scheduled).map(path);
      expect(listed.sort()).toEqual(expected.sort());
      expect(chapters.some((c) => !c.active_show)).toBe(true);
      for (const c of chapters.filter((c) => !c.active_show)) expect(listed).not.toContain(path(c));
    });

    it("a work's lastmod moves when it is edited, and the sitemap changes at once (the cache follows writes)", async () => {
      const work = await db()
        .selectFrom('works')
        .select(['id', 'number'])
        .where('kind', '=', 'series')
        .where('active_show', '=', true)
        .orderBy('number')
        .executeTakeFirstOrThrow();
      const loc = `${ORIGIN}/series/${work.number}`;
      const before = lastmodOf((await t().get('/sitemaps/series-1.xml', { apiKey: false })).body, loc);
      expect(before).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      await new Promise((r) => setTimeout(r, 1100));
      const token = await t().login(OWNER.email, OWNER.password);
      const edit = await t().request('PATCH', `/api/series/${work.id}`, { about: 'دەربارەی نوێ' }, { token });
      expect(edit.statusCode).toBe(200);
      const after = lastmodOf((await t().get('/sitemaps/series-1.xml', { apiKey: false })).body, loc);
      expect(after! > before!).toBe(true);

      // hiding it takes it out of its file
      await t().request('PATCH', `/api/series/${work.id}`, { active_show: 'false' }, { token });
      const { files } = await wholeSitemap();
      expect([...files.values()].flatMap(locs)).not.toContain(loc);
    });

    it("a work's lastmod moves when one of its episodes or chapters comes out, not for a draft", async () => {
      const token = await t().login(OWNER.email, OWNER.password);
      for (const [k, file, parents, parts, field] of [
        ['series', 'series', 'seasons', 'epsode', 'name_epsode'],
        ['manga', 'manga', 'manga_sessions', 'chapter', 'name_chapter'],
      ] as const) {
        const work = await db()
          .selectFrom('works')
          .select(['id', 'number'])
          .where('kind', '=', k)
          .where('active_show', '=', true)
          .orderBy('number')
          .executeTakeFirstOrThrow();
        const parent = await db()
          .selectFrom(parents)
          .select('id')
          .where('work_id', '=', work.id)
          .orderBy('number', 'desc')
          .executeTakeFirstOrThrow();
        const loc = `${ORIGIN}/${file}/${work.number}`;
        const lastmod = async () => lastmodOf((await t().get(`/sitemaps/${file}-1.xml`, { apiKey: false })).body, loc);
        const before = await lastmod();
        await new Promise((r) => setTimeout(r, 1100));
        const path = `/api/${file}/${work.id}/session/${parent.id}/${parts}`;
        // a draft (no release time): the public page does not change
        const draft = await t().request('POST', path, { [field]: field === 'name_chapter' ? '900' : 900 }, { token });
        expect(draft.statusCode, draft.body).toBe(201);
        expect(await lastmod(), k).toBe(before);
        const out = await t().request(
          'POST',
          path,
          { [field]: field === 'name_chapter' ? '901' : 901, publish_at: 0 },
          { token },
        );
        expect(out.statusCode, out.body).toBe(201);
        const after = await lastmod();
        expect(after! > before!, `${k}: ${before} → ${after}`).toBe(true);
      }
    });
  });
});
