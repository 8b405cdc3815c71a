import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import type { Config } from '../../src/config.ts';
import type { InvalidationSource } from '../../src/plugins/invalidation.ts';
import { RELEASE_LOOKAHEAD_MS } from '../../src/numbered/release-clock.ts';
import { seed } from '../../src/seed/index.ts';
import type { App } from '../../src/types.ts';
import { API_KEY, forEachDatabase, freshDatabase, JWT_SECRET, OWNER, testConfig } from '../helpers/app.ts';
import { FakeClock } from '../helpers/fake-clock.ts';
import { mangaBody } from '../helpers/fixtures.ts';
import { redisServerAvailable, startRedis, type RedisServer } from '../helpers/redis.ts';

/**
 * Scheduled releases on a clock the test moves: a chapter scheduled for later is public at its time and not a
 * moment before, on one instance and on several sharing one database (without Redis, and with Redis), with
 * caches that would otherwise have kept the old answers for an hour, and without a restart.
 */

const MINUTE = 60_000;
const START = Date.parse('2026-11-27T12:00:00Z');
// the caches keep an answer for an hour: only the release clock can make them forget in time
const LONG_CACHES: Partial<Config> = { cache: { ttlMs: 3_600_000, maxEntries: 1000, httpMaxAge: 5 } };

const realSleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Instances {
  apps: App[];
  clock: FakeClock;
  close(): Promise<void>;
}

forEachDatabase((kind) => {
  let running: Instances | null = null;
  afterEach(async () => {
    await running?.close();
    running = null;
  });

  /** `count` api instances on one fresh database, their release clocks on one fake clock. */
  async function instances(count: number, config: Partial<Config> = {}): Promise<Instances> {
    const apps: App[] = [];
    const clock = new FakeClock(START, () => Promise.all(apps.map((app) => app.releaseClock.idle())));
    const { db, drop } = await freshDatabase(kind);
    const settings = testConfig({ ...LONG_CACHES, jwtSecret: JWT_SECRET, ...config });
    await seed(db, { owner: settings.owner, seedDemo: false, demoPassword: settings.demoPassword });
    for (let i = 0; i < count; i++) apps.push(await buildApp(settings, { db, releaseTimers: clock }));
    await Promise.all(apps.map((app) => app.ready()));
    running = {
      apps,
      clock,
      async close() {
        for (const app of apps) await app.close();
        await drop();
        clock.restore();
      },
    };
    return running;
  }

  const call = (app: App, method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
    app.inject({
      method,
      url,
      headers: { 'x-api-key': API_KEY, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { payload: body as object }),
    });

  /** A visible manga with session 1 and chapter 1 scheduled for `at`, written through `app`. */
  async function scheduled(app: App, at: number) {
    const token = await app.auth.sign((await app.repos.users.findByEmail(OWNER.email))!.id);
    const created = await call(app, 'POST', '/api/manga', token, mangaBody());
    const manga = created.json().data.manga as { _id: string; manga_id: number };
    const withSession = await call(app, 'POST', `/api/manga/${manga._id}/session`, token, { name_session: 1 });
    const session = withSession.json().data.manga.session[0] as { _id: string };
    const res = await call(app, 'POST', `/api/manga/${manga._id}/session/${session._id}/chapter`, token, {
      name_chapter: '1',
      publish_at: at,
    });
    expect(res.statusCode, res.body).toBe(201);
    // the write's answer does not wait for the clock's read that follows it
    await app.releaseClock.arm();
    return manga;
  }

  /** What the public sees of the manga through one instance: its chapters, and whether the reader opens one. */
  async function publicView(app: App, manga: { _id: string; manga_id: number }) {
    const work = (await call(app, 'GET', `/api/manga/${manga._id}`)).json().data.manga;
    const reader = await call(app, 'GET', `/api/manga/${manga.manga_id}/number/session/1/chapter/1`);
    return {
      chapters: work.session.flatMap((s: { chapter: { name_chapter: string }[] }) =>
        s.chapter.map((c) => c.name_chapter),
      ),
      reader: reader.statusCode,
    };
  }

  it('one instance: public at its time and not a moment before, though the caches hold the old answer', async () => {
    const { apps, clock } = await instances(1);
    const [app] = apps as [App];
    const heard: InvalidationSource[] = [];
    app.invalidation.subscribe((source) => heard.push(source));
    const at = START + 10 * MINUTE;
    const manga = await scheduled(app, at);
    expect(app.releaseClock.next).toBe(at);

    expect(await publicView(app, manga)).toEqual({ chapters: [], reader: 404 });
    heard.length = 0;
    await clock.advanceTo(at - 1);
    expect(await publicView(app, manga)).toEqual({ chapters: [], reader: 404 });
    expect(heard).toEqual([]);

    await clock.advanceTo(at);
    expect(heard).toEqual(['release']);
    expect(await publicView(app, manga)).toEqual({ chapters: ['1'], reader: 200 });
    // nothing more is ahead: the clock sleeps a lookahead and reads again
    expect(app.releaseClock.next).toBeNull();
    expect(clock.nextTimer).toBe(at + RELEASE_LOOKAHEAD_MS);
  });

  it('one instance: an unpublish or a new time moves the clock (a later time, then back to a draft)', async () => {
    const { apps, clock } = await instances(1);
    const [app] = apps as [App];
    const manga = await scheduled(app, START + 5 * MINUTE);
    const token = await app.auth.sign((await app.repos.users.findByEmail(OWNER.email))!.id);
    const tree = (await call(app, 'GET', `/api/manga/${manga._id}`, token)).json().data.manga;
    const chapterUrl = `/api/manga/${manga._id}/session/${tree.session[0]._id}/chapter/${tree.session[0].chapter[0]._id}`;

    const later = START + 20 * MINUTE;
    expect((await call(app, 'POST', `${chapterUrl}/publish`, token, { publish_at: later })).statusCode).toBe(200);
    await app.releaseClock.arm();
    expect(app.releaseClock.next).toBe(later);
    await clock.advanceTo(START + 6 * MINUTE);
    expect(await publicView(app, manga)).toEqual({ chapters: [], reader: 404 });

    expect((await call(app, 'POST', `${chapterUrl}/publish`, token, { publish_at: null })).statusCode).toBe(200);
    await app.releaseClock.arm();
    expect(app.releaseClock.next).toBeNull();
    await clock.advanceTo(START + 30 * MINUTE);
    expect(await publicView(app, manga)).toEqual({ chapters: [], reader: 404 });
  });

  it('two instances on one database, no Redis: the other learns of it within a lookahead and is on time', async () => {
    const { apps, clock } = await instances(2);
    const [a, b] = apps as [App, App];
    const at = START + 10 * MINUTE;
    const manga = await scheduled(a, at);
    // b heard nothing of the write (no Redis) and caches the public answer for an hour
    expect(b.releaseClock.next).toBeNull();
    expect(await publicView(b, manga)).toEqual({ chapters: [], reader: 404 });

    await clock.advanceBy(RELEASE_LOOKAHEAD_MS);
    expect(b.releaseClock.next).toBe(at);
    await clock.advanceTo(at - 1);
    expect(await publicView(b, manga)).toEqual({ chapters: [], reader: 404 });
    await clock.advanceTo(at);
    for (const app of [a, b]) expect(await publicView(app, manga)).toEqual({ chapters: ['1'], reader: 200 });
  });

  describe.skipIf(!redisServerAvailable)('with Redis', () => {
    let redis: RedisServer | null = null;
    afterEach(async () => {
      // the instances go before their Redis does
      await running?.close();
      running = null;
      await redis?.stop();
      redis = null;
    });

    it('two instances: a release sooner than the lookahead reaches the other through Redis, on time', async () => {
      redis = await startRedis();
      const { apps, clock } = await instances(2, { redis: { url: redis.url, prefix: `ckb-release-${kind}:` } });
      const [a, b] = apps as [App, App];
      // b hears a's messages from here on: a's test message reached it (Date stands still: count real sleeps)
      let heard = false;
      b.invalidation.subscribe((source) => (heard ||= source === 'peer'));
      for (let i = 0; i < 150 && !heard; i++) {
        a.invalidation.publish();
        await realSleep(20);
      }
      expect(heard).toBe(true);
      const at = START + 20_000; // well inside the lookahead: only the write's message tells b in time
      const manga = await scheduled(a, at);
      // Date stands still (faked): wait by counting real sleeps, 3 s at most
      for (let i = 0; i < 150 && b.releaseClock.next !== at; i++) await realSleep(20);
      expect(b.releaseClock.next).toBe(at);

      expect(await publicView(b, manga)).toEqual({ chapters: [], reader: 404 });
      await clock.advanceTo(at - 1);
      expect(await publicView(b, manga)).toEqual({ chapters: [], reader: 404 });
      await clock.advanceTo(at);
      expect(await publicView(b, manga)).toEqual({ chapters: ['1'], reader: 200 });
    });
  });
});
