import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.ts';
import { newId } from '../../src/db/ids.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';
import { migrations } from '../../src/db/migrations/index.ts';
import { WorksRepository } from '../../src/repositories/works.ts';
import { forEachDatabase, freshDatabase, type DbKind } from '../helpers/app.ts';

const TABLES = [
  'works',
  'seasons',
  'episodes',
  'servers',
  'manga_sessions',
  'chapters',
  'pages',
  'users',
  'credits',
  'work_views_daily',
  'counters',
  'work_counts',
];

const now = Date.now();

function work(kind: 'movie' | 'series' | 'manga', number: number, extra: Record<string, unknown> = {}) {
  return {
    id: newId(),
    kind,
    number,
    type: kind === 'movie' ? ('anime' as const) : kind === 'series' ? ('series' as const) : ('manga' as const),
    en: `Work ${number}`,
    ku: 'بەرهەم',
    created_at: now,
    updated_at: now,
    ...extra,
  };
}

forEachDatabase((kind: DbKind) => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase(kind));
  });
  afterAll(async () => drop());

  it('creates every table of the model', async () => {
    const tables = (await db.kysely.introspection.getTables()).map((t) => t.name);
    for (const table of TABLES) expect(tables).toContain(table);
  });

  it('is idempotent: running again applies nothing', async () => {
    const result = await migrateToLatest(db);
    expect(result.results).toEqual([]);
    expect(Object.keys(migrations)[0]).toBe('0001_initial');
  });

  it('stores booleans the same way on both databases', async () => {
    const w = work('movie', 9001, { active_show: false, on_slide: true });
    await db.kysely.insertInto('works').values(w).execute();
    const visible = await db.kysely.selectFrom('works').select('id').where('active_show', '=', true).execute();
    const hidden = await db.kysely
      .selectFrom('works')
      .select(['id', 'on_slide'])
      .where('active_show', '=', false)
      .execute();
    expect(visible.map((r) => r.id)).not.toContain(w.id);
    expect(hidden.map((r) => r.id)).toContain(w.id);
    expect(Boolean(hidden[0]?.on_slide)).toBe(true);
    await db.kysely.deleteFrom('works').where('id', '=', w.id).execute();
  });

  it('hands out public numbers per kind that are never reused', async () => {
    const repo = new WorksRepository(db.kysely);
    const a = await repo.nextNumber(db.kysely, 'movie');
    const b = await repo.nextNumber(db.kysely, 'movie');
    const s = await repo.nextNumber(db.kysely, 'series');
    expect(b).toBe(a + 1);
    expect(s).toBe(1);
    const w = work('movie', b);
    await db.kysely.insertInto('works').values(w).execute();
    await db.kysely.deleteFrom('works').where('id', '=', w.id).execute();
    expect(await repo.nextNumber(db.kysely, 'movie')).toBe(b + 1);
    const first = await repo.reserveNumbers(db.kysely, 'manga', 10);
    expect(await repo.nextNumber(db.kysely, 'manga')).toBe(first + 10);
  });

  it('refuses a duplicate number within a kind, allows it across kinds', async () => {
    await db.kysely.insertInto('works').values(work('series', 500)).execute();
    await db.kysely.insertInto('works').values(work('manga', 500)).execute();
    await expect(db.kysely.insertInto('works').values(work('series', 500)).execute()).rejects.toThrow();
  });

  it('cascades a work delete to seasons, episodes, servers, sessions, chapters, pages, credits and views', async () => {
    const k = db.kysely;
    const series = work('series', 700);
    const manga = work('manga', 700);
    const film = work('movie', 700);
    await k.insertInto('works').values([series, manga, film]).execute();
    const user = {
      id: newId(),
      name: 'x',
      username: `u${kind}`,
      email: `u-${kind}@example.com`,
      password_hash: 'h',
      created_at: now,
      updated_at: now,
    };
    await k.insertInto('users').values(user).execute();
    const season = { id: newId(), work_id: series.id, number: 1, created_at: now };
    const episode = { id: newId(), season_id: season.id, number: 1, created_at: now };
    const session = { id: newId(), work_id: manga.id, number: 1, created_at: now };
    const chapter = { id: newId(), session_id: session.id, name: '1', sort_key: 1, created_at: now };
    await k.insertInto('seasons').values(season).execute();
    await k.insertInto('episodes').values(episode).execute();
    await k
      .insertInto('servers')
      .values([
        { id: newId(), episode_id: episode.id, name_server: 'a', embed_code: '<iframe>', created_at: now },
        { id: newId(), work_id: film.id, name_server: 'b', embed_code: '<iframe>', created_at: now },
      ])
      .execute();
    await k.insertInto('manga_sessions').values(session).execute();
    await k.insertInto('chapters').values(chapter).execute();
    await k
      .insertInto('pages')
      .values({
        id: newId(),
        chapter_id: chapter.id,
        position: 1,
        image_key: 'p/1',
        width: 800,
        height: 1200,
        created_at: now,
      })
      .execute();
    await k
      .insertInto('credits')
      .values([
        { work_id: series.id, user_id: user.id, role: 'translator' },
        { work_id: manga.id, user_id: user.id, role: 'designer' },
      ])
      .execute();
    await k
      .insertInto('work_views_daily')
      .values([
        { work_id: series.id, day: '2025-01-01', count: 3 },
        { work_id: film.id, day: '2025-01-01', count: 4 },
      ])
      .execute();

    await k.deleteFrom('works').where('id', 'in', [series.id, manga.id, film.id]).execute();

    const count = async (
      table:
        'seasons' | 'episodes' | 'servers' | 'manga_sessions' | 'chapters' | 'pages' | 'credits' | 'work_views_daily',
    ) =>
      Number(
        (
          await k
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    for (const table of [
      'seasons',
      'episodes',
      'servers',
      'manga_sessions',
      'chapters',
      'pages',
      'credits',
      'work_views_daily',
    ] as const) {
      expect(await count(table), table).toBe(0);
    }
    // deleting a user takes their credits too, not the works
    const again = work('movie', 701);
    await k.insertInto('works').values(again).execute();
    await k.insertInto('credits').values({ work_id: again.id, user_id: user.id, role: 'technique' }).execute();
    await k.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await count('credits')).toBe(0);
    expect(await k.selectFrom('works').select('id').where('id', '=', again.id).executeTakeFirst()).toBeDefined();
  });

  it('requires a server to belong to exactly one of a film or an episode', async () => {
    await expect(
      db.kysely
        .insertInto('servers')
        .values({ id: newId(), name_server: 'x', embed_code: 'y', created_at: now })
        .execute(),
    ).rejects.toThrow();
  });
});
