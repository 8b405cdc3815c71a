import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../src/auth/passwords.ts';
import { generateCatalogue } from '../../src/seed/catalogue.ts';
import { DEMO_CATALOGUE, DEMO_STAFF, demoHidden, seed } from '../../src/seed/index.ts';
import { forEachDatabase, freshDatabase, OWNER, useTestApp } from '../helpers/app.ts';

const count = (rows: { n: unknown }) => Number(rows.n);

forEachDatabase((kind) => {
  describe('demo seed', () => {
    const t = useTestApp(kind, { seed: 'demo' });
    const k = () => t().db.kysely;

    it('seeds the documented number of works per kind, some hidden', async () => {
      const rows = await k()
        .selectFrom('works')
        .select([
          'kind',
          (eb) => eb.fn.countAll().as('n'),
          (eb) => eb.fn.sum<number>(eb.case().when('active_show', '=', false).then(1).else(0).end()).as('hidden'),
        ])
        .groupBy('kind')
        .execute();
      const by = Object.fromEntries(rows.map((r) => [r.kind, { n: Number(r.n), hidden: Number(r.hidden) }]));
      expect(by.movie).toEqual({ n: DEMO_CATALOGUE.movies, hidden: demoHidden(DEMO_CATALOGUE.movies) });
      expect(by.series).toEqual({ n: DEMO_CATALOGUE.series, hidden: demoHidden(DEMO_CATALOGUE.series) });
      expect(by.manga).toEqual({ n: DEMO_CATALOGUE.manga, hidden: demoHidden(DEMO_CATALOGUE.manga) });
      expect(DEMO_CATALOGUE.movies - demoHidden(DEMO_CATALOGUE.movies)).toBeGreaterThanOrEqual(40);
    });

    it('numbers each kind from 1 and leaves the counters at the last number', async () => {
      for (const [kindName, total] of [
        ['movie', DEMO_CATALOGUE.movies],
        ['series', DEMO_CATALOGUE.series],
        ['manga', DEMO_CATALOGUE.manga],
      ] as const) {
        const r = await k()
          .selectFrom('works')
          .select((eb) => [eb.fn.min('number').as('lo'), eb.fn.max('number').as('hi')])
          .where('kind', '=', kindName)
          .executeTakeFirstOrThrow();
        expect([Number(r.lo), Number(r.hi)]).toEqual([1, total]);
        const counter = await k()
          .selectFrom('counters')
          .select('value')
          .where('name', '=', kindName)
          .executeTakeFirstOrThrow();
        expect(Number(counter.value)).toBe(total);
      }
    });

    it('gives series seasons, episodes and servers, films servers, manga sessions and chapters', async () => {
      const seriesWithout = await k()
        .selectFrom('works')
        .select('id')
        .where('kind', '=', 'series')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('seasons').select('id').whereRef('seasons.work_id', '=', 'works.id'))),
        )
        .execute();
      expect(seriesWithout).toEqual([]);
      const episodes = count(
        await k()
          .selectFrom('episodes')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      );
      expect(episodes).toBeGreaterThan(DEMO_CATALOGUE.series * 3);
      const episodesWithoutServer = await k()
        .selectFrom('episodes')
        .select('id')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('servers').select('id').whereRef('servers.episode_id', '=', 'episodes.id'))),
        )
        .execute();
      expect(episodesWithoutServer).toEqual([]);
      const filmsWithoutServer = await k()
        .selectFrom('works')
        .select('id')
        .where('kind', '=', 'movie')
        .where(({ not, exists, selectFrom }) =>
          not(exists(selectFrom('servers').select('id').whereRef('servers.work_id', '=', 'works.id'))),
        )
        .execute();
      expect(filmsWithoutServer).toEqual([]);
      const types = await k().selectFrom('works').select('type').distinct().where('kind', '=', 'manga').execute();
      expect(types.map((r) => r.type).sort()).toEqual(['manga', 'manhua', 'oneshot']);
      const chapters = count(
        await k()
          .selectFrom('chapters')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      );
      expect(chapters).toBeGreaterThan(DEMO_CATALOGUE.manga);
      // a oneshot is one chapter in one session
      const oneshots = await k()
        .selectFrom('works')
        .innerJoin('manga_sessions', 'manga_sessions.work_id', 'works.id')
        .innerJoin('chapters', 'chapters.session_id', 'manga_sessions.id')
        .select(['works.id', (eb) => eb.fn.countAll().as('n')])
        .where('works.type', '=', 'oneshot')
        .groupBy('works.id')
        .execute();
      expect(oneshots.length).toBeGreaterThan(0);
      expect(oneshots.every((r) => Number(r.n) === 1)).toBe(true);
    });

    it('uses only the reserved example domain in embed codes', async () => {
      const servers = await k().selectFrom('servers').select('embed_code').execute();
      expect(servers.length).toBeGreaterThan(0);
      expect(
        servers.every((s) => /^<iframe src="https:\/\/player\.example\.com\/embed\/[a-z0-9-]+"/.test(s.embed_code)),
      ).toBe(true);
    });

    it('has a series with a season of 100+ episodes (the episode ranges)', async () => {
      const rows = await k()
        .selectFrom('episodes')
        .select((eb) => ['season_id', eb.fn.countAll<number>().as('n')])
        .groupBy('season_id')
        .execute();
      expect(Math.max(...rows.map((r) => Number(r.n)))).toBeGreaterThanOrEqual(100);
    });

    it('writes Sorani names for Japanese titles only, descriptions for all, finished oneshots', async () => {
      const works = await k().selectFrom('works').select(['en', 'ku', 'about', 'type', 'status']).execute();
      const arabicScript = /^[\u0600-\u06FF\s\d«»:!،؟.\-٠-٩()']+$/;
      const named = works.filter((w) => w.ku);
      expect(named.length).toBeGreaterThan(0);
      expect(named.every((w) => arabicScript.test(w.ku))).toBe(true);
      // English titles keep no made-up Kurdish line ("the" is never «تە»).
      expect(works.some((w) => !w.ku && / the /i.test(` ${w.en} `))).toBe(true);
      expect(works.every((w) => !/ تە /.test(` ${w.ku} `))).toBe(true);
      expect(works.every((w) => /[\u0600-\u06FF]/.test(w.about))).toBe(true);
      expect(new Set(works.map((w) => w.about)).size).toBe(works.length);
      expect(works.filter((w) => w.type === 'oneshot').every((w) => w.status === 'finish')).toBe(true);
    });

    it('creates the owner and one staff account per role, credited on works', async () => {
      const users = await k().selectFrom('users').selectAll().execute();
      expect(users).toHaveLength(DEMO_STAFF.length + 1);
      for (const flag of [
        'is_owner',
        'is_dev',
        'is_supervisor',
        'is_admin',
        'is_translator',
        'is_designer',
        'is_technique',
      ] as const) {
        expect(
          users.some((u) => Boolean(u[flag])),
          flag,
        ).toBe(true);
      }
      const credited = await k()
        .selectFrom('credits')
        .select(['role', (eb) => eb.fn.countAll().as('n')])
        .groupBy('role')
        .execute();
      expect(credited.map((c) => c.role).sort()).toEqual(['designer', 'technique', 'translator']);
      const demo = users.find((u) => u.email === 'translator@example.com');
      expect(await verifyPassword(demo!.password_hash, t().config.demoPassword)).toBe(true);
    });

    it('records daily views, today included, and keeps works.view as their sum', async () => {
      const today = new Date().toISOString().slice(0, 10);
      const todays = count(
        await k()
          .selectFrom('work_views_daily')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('day', '=', today)
          .executeTakeFirstOrThrow(),
      );
      expect(todays).toBeGreaterThan(0);
      const days = await k().selectFrom('work_views_daily').select('day').distinct().execute();
      expect(days.length).toBe(DEMO_CATALOGUE.viewDays);
      const mismatched = await k()
        .selectFrom('works')
        .leftJoin('work_views_daily', 'work_views_daily.work_id', 'works.id')
        .select([
          'works.id',
          'works.view',
          (eb) => eb.fn.coalesce(eb.fn.sum<number>('work_views_daily.count'), eb.lit(0)).as('total'),
        ])
        .groupBy(['works.id', 'works.view'])
        .execute();
      expect(mismatched.filter((r) => Number(r.view) !== Number(r.total))).toEqual([]);
      // hidden works collect no views
      const hiddenViews = await k().selectFrom('works').select('view').where('active_show', '=', false).execute();
      expect(hiddenViews.every((r) => Number(r.view) === 0)).toBe(true);
    });

    it('does not seed the demo twice', async () => {
      const before = count(
        await k()
          .selectFrom('works')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      );
      const again = await seed(t().db, { owner: t().config.owner, seedDemo: true, demoPassword: 'x' });
      expect(again.demo).toBeUndefined();
      expect(again.owner.created).toBe(false);
      const after = count(
        await k()
          .selectFrom('works')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow(),
      );
      expect(after).toBe(before);
    });
  });

  describe('owner account', () => {
    it('generates a strong password once when none is configured', async () => {
      const { db, drop } = await freshDatabase(kind);
      try {
        const owner = { ...OWNER, password: null };
        const first = await seed(db, { owner, seedDemo: false, demoPassword: 'x' });
        expect(first.owner.created).toBe(true);
        expect(first.owner.generatedPassword).toMatch(/^[A-Za-z0-9_-]{24}$/);
        const row = await db.kysely.selectFrom('users').selectAll().executeTakeFirstOrThrow();
        expect(Boolean(row.is_owner)).toBe(true);
        expect(await verifyPassword(row.password_hash, first.owner.generatedPassword!)).toBe(true);
        const second = await seed(db, { owner, seedDemo: false, demoPassword: 'x' });
        expect(second.owner).toEqual({ email: OWNER.email, created: false });
        expect((await db.kysely.selectFrom('works').select('id').execute()).length).toBe(0);
      } finally {
        await drop();
      }
    });
  });
});

describe('generateCatalogue', () => {
  const strip = (rows: { id?: string; created_at?: number }[]) => rows.map(({ id: _id, ...rest }) => rest);

  it('is deterministic for a seed (apart from ids)', () => {
    const opts = { movies: 5, series: 3, manga: 4, seed: 7, viewDays: 3, now: Date.UTC(2025, 0, 31) };
    const a = [...generateCatalogue(opts)];
    const b = [...generateCatalogue(opts)];
    expect(strip(a.flatMap((c) => c.works))).toEqual(strip(b.flatMap((c) => c.works)));
    expect(a.flatMap((c) => c.episodes).length).toBe(b.flatMap((c) => c.episodes).length);
    const other = [...generateCatalogue({ ...opts, seed: 8 })];
    expect(strip(other.flatMap((c) => c.works))).not.toEqual(strip(a.flatMap((c) => c.works)));
  });

  it('grows past the sample size (titles cycle with a suffix), in chunks', () => {
    const chunks = [...generateCatalogue({ movies: 1500, series: 0, manga: 0, chunkSize: 400 })];
    expect(chunks.map((c) => c.works.length)).toEqual([400, 400, 400, 300]);
    const titles = new Set(chunks.flatMap((c) => c.works.map((w) => w.en)));
    // the sample itself repeats a few English names; cycling must not add more repeats
    expect(titles.size).toBeGreaterThan(1500 * 0.98);
    expect(titles.has(`${chunks[0]?.works[0]?.en} (2)`)).toBe(true);
  });
});
