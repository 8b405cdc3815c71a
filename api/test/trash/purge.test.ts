import { expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { forEachDatabase, OWNER, useTestApp } from '../helpers/app.ts';
import { expectConsistent, listStore } from '../media/helpers.ts';
import { client, filmWithPoster, mangaWithPages } from './helpers.ts';

/**
 * Purges: by hand (DELETE /api/trash/{id}) and automatically after TRASH_DAYS (a clock moved by the test), at
 * start-up and by the running server's timer. Only a purge removes files, and the store stays consistent
 * (`media:check` clean) at every step.
 */

const DAY = 86_400_000;

forEachDatabase((kind) => {
  const t = useTestApp(kind, { config: { trashDays: 2 } });
  let token = '';
  const owner = async () => (token ||= await t().login(OWNER.email, OWNER.password));
  const c = client(t, owner);
  const files = () => listStore(t().config.mediaDir).files;
  const items = async () => (await t().db.kysely.selectFrom('trash').select('id').execute()).map((r) => r.id);

  it('a purge removes the rows for good and the files; media:check stays clean', async () => {
    const m = await mangaWithPages(t(), c, await owner());
    const before = files().length;
    const trashId = await c.remove(`/api/manga/${m._id}`);
    expect(files()).toHaveLength(before);
    await expectConsistent(t());
    expect((await c.purge(trashId)).statusCode).toBe(204);
    // twelve pages, each with its high, low and saver files
    expect(files()).toHaveLength(before - 12 * 3);
    await expectConsistent(t());
    expect((await c.restore(trashId)).statusCode).toBe(404);
    expect((await t().get(`/api/manga/${m._id}`)).statusCode).toBe(404);
  });

  it('items older than TRASH_DAYS go with their files, the younger stay', async () => {
    const first = await filmWithPoster(t(), c, await owner());
    const second = await filmWithPoster(t(), c, await owner());
    const stored = files().length;
    const old = await c.remove(`/api/movies/${first._id}`);
    const young = await c.remove(`/api/movies/${second._id}`);
    const now = Date.now();
    await t()
      .db.kysely.updateTable('trash')
      .set({ deleted_at: now - 3 * DAY })
      .where('id', '=', old)
      .execute();
    await t()
      .db.kysely.updateTable('trash')
      .set({ deleted_at: now - 1 * DAY })
      .where('id', '=', young)
      .execute();

    expect(await t().app.trash.purgeExpired(now)).toBe(1);
    expect(await items()).toEqual([young]);
    // the poster's two variants
    expect(files()).toHaveLength(stored - 2);
    expect(files().some((f) => f.includes(first._id))).toBe(false);
    await expectConsistent(t());
    // two days later by the clock, the younger one is due too
    expect(await t().app.trash.purgeExpired(now + 2 * DAY)).toBe(1);
    expect(await items()).toEqual([]);
    expect(files()).toHaveLength(stored - 4);
    await expectConsistent(t());
  });

  it('a server starting with a clock past TRASH_DAYS purges at once', async () => {
    const film = await filmWithPoster(t(), c, await owner());
    const trashId = await c.remove(`/api/movies/${film._id}`);
    const later = await buildApp(t().config, { db: t().db, now: () => Date.now() + 3 * DAY });
    try {
      expect(await items()).toContain(trashId);
      await later.ready();
      expect(await items()).not.toContain(trashId);
      await expectConsistent(t());
    } finally {
      await later.close();
    }
  });
});
