import { SignJWT } from 'jose';
import { expect, it } from 'vitest';
import { TOKEN_LIFETIME_SECONDS } from '../../src/auth/tokens.ts';
import { ROLE_FLAGS, type RoleFlag } from '@ckb/contract/roles';
import { forEachDatabase, JWT_SECRET, OWNER, useTestApp, type TestApp } from '../helpers/app.ts';
import { mangaBody, movieBody, seriesBody, server } from '../helpers/fixtures.ts';

/**
 * The guards, route by route: every mutating route, called as anonymous, with an expired token, a token signed
 * with another secret, `alg: none`, a deleted user's token, each single role flag, and the owner.
 * Exactly the allowed set passes. The allowed sets are written out from SPEC §6 here, independently of
 * contract/src/roles.ts, so a wrong entry in that table fails this test.
 * The single-flag accounts here are credited on nothing, so a translator or designer is refused the chapter calls
 * too; what a credited one may do (own drafts vs another's, drafts vs published) is part-rule.test.ts.
 */

const WORK_EDITORS: RoleFlag[] = ['is_dev', 'is_owner', 'is_admin'];
const ACCOUNT_MANAGERS: RoleFlag[] = ['is_dev', 'is_owner', 'is_supervisor', 'is_admin'];
const ACCOUNT_EDITORS: RoleFlag[] = ['is_dev', 'is_owner', 'is_supervisor'];

/** What a call needs to exist before it is made (created fresh for every allowed caller). */
interface Fixture {
  movie: { id: string; serverId: string };
  series: { id: string; seasonId: string; episodeId: string; serverId: string };
  manga: { id: string; sessionId: string; chapterId: string };
  user: { id: string };
}

interface Case {
  name: string;
  method: 'POST' | 'PATCH' | 'DELETE';
  /** OpenAPI path, to check that every documented mutating route is covered. */
  route: string;
  url: (f: Fixture) => string;
  body?: () => unknown;
  allowed: RoleFlag[];
  ok: 200 | 201;
}

const M = (f: Fixture) => `/api/movies/${f.movie.id}`;
const S = (f: Fixture) => `/api/series/${f.series.id}`;
const SS = (f: Fixture) => `${S(f)}/session/${f.series.seasonId}`;
let rangeStart = 1000;
const SE = (f: Fixture) => `${SS(f)}/epsode/${f.series.episodeId}`;
const MG = (f: Fixture) => `/api/manga/${f.manga.id}`;
const MS = (f: Fixture) => `${MG(f)}/session/${f.manga.sessionId}`;

let unique = 0;
const newAccount = () => {
  unique++;
  return {
    name: `هەژمار ${unique}`,
    username: `matrix_${unique}`,
    email: `matrix${unique}@example.com`,
    password: 'Matrix-pass-1',
  };
};

const CASES: Case[] = [
  // films
  {
    name: 'create film',
    method: 'POST',
    route: '/api/movies',
    url: () => '/api/movies',
    body: () => movieBody(),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'patch film',
    method: 'PATCH',
    route: '/api/movies/{id}',
    url: M,
    body: () => ({ active_show: 'false' }),
    allowed: WORK_EDITORS,
    ok: 200,
  },
  { name: 'delete film', method: 'DELETE', route: '/api/movies/{id}', url: M, allowed: WORK_EDITORS, ok: 200 },
  {
    name: 'add film server',
    method: 'POST',
    route: '/api/movies/{id}/server',
    url: (f) => `${M(f)}/server`,
    body: () => server(),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'edit film server',
    method: 'POST',
    route: '/api/movies/{id}/server/{serverId}/edit',
    url: (f) => `${M(f)}/server/${f.movie.serverId}/edit`,
    body: () => ({ name_server: 'x' }),
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'delete film server',
    method: 'DELETE',
    route: '/api/movies/{id}/server/{serverId}',
    url: (f) => `${M(f)}/server/${f.movie.serverId}`,
    allowed: WORK_EDITORS,
    ok: 200,
  },
  // series
  {
    name: 'create series',
    method: 'POST',
    route: '/api/series',
    url: () => '/api/series',
    body: () => seriesBody(),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'patch series',
    method: 'PATCH',
    route: '/api/series/{id}',
    url: S,
    body: () => ({ active_show_on_slide: true }),
    allowed: WORK_EDITORS,
    ok: 200,
  },
  { name: 'delete series', method: 'DELETE', route: '/api/series/{id}', url: S, allowed: WORK_EDITORS, ok: 200 },
  {
    name: 'add season',
    method: 'POST',
    route: '/api/series/{id}/session',
    url: (f) => `${S(f)}/session`,
    body: () => ({ name_session: 2 }),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'rename season',
    method: 'PATCH',
    route: '/api/series/{id}/session/{sessionId}',
    url: SS,
    body: () => ({ name_session: 3 }),
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'delete season',
    method: 'DELETE',
    route: '/api/series/{id}/session/{sessionId}',
    url: SS,
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'add episode',
    method: 'POST',
    route: '/api/series/{id}/session/{sessionId}/epsode',
    url: (f) => `${SS(f)}/epsode`,
    body: () => ({ name_epsode: 2 }),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'add a range of episodes',
    method: 'POST',
    route: '/api/series/{id}/session/{sessionId}/epsode/range',
    url: (f) => `${SS(f)}/epsode/range`,
    // a fresh range per call: each allowed role adds its own
    body: () => ({ from: (rangeStart += 10), to: rangeStart + 1, servers: [server()] }),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'rename episode',
    method: 'PATCH',
    route: '/api/series/{id}/session/{sessionId}/epsode/{epsodeId}',
    url: SE,
    body: () => ({ detail: 'x' }),
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'delete episode',
    method: 'DELETE',
    route: '/api/series/{id}/session/{sessionId}/epsode/{epsodeId}',
    url: SE,
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'add episode server',
    method: 'POST',
    route: '/api/series/{id}/session/{sessionId}/epsode/{epsodeId}/server',
    url: (f) => `${SE(f)}/server`,
    body: () => server(),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'edit episode server',
    method: 'POST',
    route: '/api/series/{id}/session/{sessionId}/epsode/{epsodeId}/server/{serverId}/edit',
    url: (f) => `${SE(f)}/server/${f.series.serverId}/edit`,
    body: () => ({ embed_code: '<iframe src="https://e.example">' }),
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'delete episode server',
    method: 'DELETE',
    route: '/api/series/{id}/session/{sessionId}/epsode/{epsodeId}/server/{serverId}',
    url: (f) => `${SE(f)}/server/${f.series.serverId}`,
    allowed: WORK_EDITORS,
    ok: 200,
  },
  // manga
  {
    name: 'create manga',
    method: 'POST',
    route: '/api/manga',
    url: () => '/api/manga',
    body: () => mangaBody(),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'patch manga',
    method: 'PATCH',
    route: '/api/manga/{id}',
    url: MG,
    body: () => ({ active_show_on_swiper: 'true' }),
    allowed: WORK_EDITORS,
    ok: 200,
  },
  { name: 'delete manga', method: 'DELETE', route: '/api/manga/{id}', url: MG, allowed: WORK_EDITORS, ok: 200 },
  {
    name: 'add session',
    method: 'POST',
    route: '/api/manga/{id}/session',
    url: (f) => `${MG(f)}/session`,
    body: () => ({ name_session: 2 }),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'rename session',
    method: 'PATCH',
    route: '/api/manga/{id}/session/{sessionId}',
    url: MS,
    body: () => ({ detail: 'x' }),
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'delete session',
    method: 'DELETE',
    route: '/api/manga/{id}/session/{sessionId}',
    url: MS,
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'add chapter',
    method: 'POST',
    route: '/api/manga/{id}/session/{sessionId}/chapter',
    url: (f) => `${MS(f)}/chapter`,
    body: () => ({ name_chapter: '2' }),
    allowed: WORK_EDITORS,
    ok: 201,
  },
  {
    name: 'rename chapter',
    method: 'PATCH',
    route: '/api/manga/{id}/session/{sessionId}/chapter/{chapterId}',
    url: (f) => `${MS(f)}/chapter/${f.manga.chapterId}`,
    body: () => ({ name_chapter: '1.5' }),
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'delete chapter',
    method: 'DELETE',
    route: '/api/manga/{id}/session/{sessionId}/chapter/{chapterId}',
    url: (f) => `${MS(f)}/chapter/${f.manga.chapterId}`,
    allowed: WORK_EDITORS,
    ok: 200,
  },
  // accounts
  {
    name: 'create account',
    method: 'POST',
    route: '/api/users',
    url: () => '/api/users',
    body: newAccount,
    allowed: ACCOUNT_MANAGERS,
    ok: 201,
  },
  // visitors' reports: marking a server's handled (none waiting is still a 200)
  {
    name: "mark a server's reports handled",
    method: 'POST',
    route: '/api/servers/{serverId}/reports/handled',
    url: (f) => `/api/servers/${f.movie.serverId}/reports/handled`,
    allowed: WORK_EDITORS,
    ok: 200,
  },
  {
    name: 'edit account',
    method: 'PATCH',
    route: '/api/users/{id}',
    url: (f) => `/api/users/${f.user.id}`,
    body: () => ({ name: 'ناوی نوێ', is_translator: true }),
    allowed: ACCOUNT_EDITORS,
    ok: 200,
  },
  {
    name: 'delete account',
    method: 'DELETE',
    route: '/api/users/{id}',
    url: (f) => `/api/users/${f.user.id}`,
    allowed: ACCOUNT_MANAGERS,
    ok: 200,
  },
];

type Actor = { name: string; flag: RoleFlag | null; token: () => Promise<string | undefined> };

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

type Post = (url: string, body: unknown) => Promise<{ data: Record<string, { _id: string; [k: string]: unknown }> }>;

const poster =
  (t: TestApp, token: string): Post =>
  async (url, body) => {
    const res = await t.post(url, body, { token });
    if (res.statusCode !== 201) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`);
    return res.json() as Awaited<ReturnType<Post>>;
  };

/** Each part of a fixture on its own: an allowed caller gets a fresh copy of only the part its call touches. */
const build: { [K in keyof Fixture]: (post: Post) => Promise<Fixture[K]> } = {
  async movie(post) {
    const movie = (await post('/api/movies', movieBody())).data.movie!;
    const withServer = (await post(`/api/movies/${movie._id}/server`, server())).data.movie as unknown as {
      server: { _id: string }[];
    };
    return { id: movie._id, serverId: withServer.server[0]!._id };
  },
  async series(post) {
    const series = (await post('/api/series', seriesBody())).data.series!;
    type Tree = { session: { _id: string; epsode: { _id: string; server_epsode: { _id: string }[] }[] }[] };
    const s1 = (await post(`/api/series/${series._id}/session`, { name_session: 1 })).data.series as unknown as Tree;
    const seasonId = s1.session[0]!._id;
    const e1 = (await post(`/api/series/${series._id}/session/${seasonId}/epsode`, { name_epsode: 1 })).data
      .series as unknown as Tree;
    const episodeId = e1.session[0]!.epsode[0]!._id;
    const v1 = (await post(`/api/series/${series._id}/session/${seasonId}/epsode/${episodeId}/server`, server())).data
      .series as unknown as Tree;
    return { id: series._id, seasonId, episodeId, serverId: v1.session[0]!.epsode[0]!.server_epsode[0]!._id };
  },
  async manga(post) {
    const manga = (await post('/api/manga', mangaBody())).data.manga!;
    type MTree = { session: { _id: string; chapter: { _id: string }[] }[] };
    const m1 = (await post(`/api/manga/${manga._id}/session`, { name_session: 1 })).data.manga as unknown as MTree;
    const sessionId = m1.session[0]!._id;
    const c1 = (await post(`/api/manga/${manga._id}/session/${sessionId}/chapter`, { name_chapter: '1' })).data
      .manga as unknown as MTree;
    return { id: manga._id, sessionId, chapterId: c1.session[0]!.chapter[0]!._id };
  },
  async user(post) {
    return { id: (await post('/api/users', newAccount())).data.user!._id };
  },
};

async function fixture(t: TestApp, token: string): Promise<Fixture> {
  const post = poster(t, token);
  return {
    movie: await build.movie(post),
    series: await build.series(post),
    manga: await build.manga(post),
    user: await build.user(post),
  };
}

/** The part of the fixture a call acts on, read from its route: /api/<movies|series|manga|users>/... */
const PARTS: Record<string, keyof Fixture> = {
  movies: 'movie',
  series: 'series',
  manga: 'manga',
  users: 'user',
  // a film's server stands for any server
  servers: 'movie',
};
const partOf = (c: Case): keyof Fixture => {
  const part = PARTS[c.route.split('/')[2]!];
  if (!part) throw new Error(`no fixture part for ${c.route}`);
  return part;
};

forEachDatabase((kind) => {
  const t = useTestApp(kind);
  let ownerToken = '';
  let shared: Fixture;
  const actors: Actor[] = [];

  it('sets up one account per single role flag, and the broken tokens', async () => {
    ownerToken = await t().login(OWNER.email, OWNER.password);
    shared = await fixture(t(), ownerToken);
    const now = Math.floor(Date.now() / 1000);
    // the broken tokens all belong to an account that has every flag but owner: only the token is wrong
    const strong = await t().createUser({
      is_dev: true,
      is_admin: true,
      is_supervisor: true,
      is_translator: true,
      is_designer: true,
      is_technique: true,
    });
    const expired = await t().token(strong.row.id, now - TOKEN_LIFETIME_SECONDS - 60);
    const otherSecret = await new SignJWT({ id: strong.row.id })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt()
      .setExpirationTime('3d')
      .sign(new TextEncoder().encode(`${JWT_SECRET}-other`));
    const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ id: strong.row.id, iat: now, exp: now + 3600 })}.`;
    const doomed = await t().createUser({ is_dev: true, is_admin: true, is_supervisor: true });
    const del = await t().request('DELETE', `/api/users/${doomed.row.id}`, undefined, { token: ownerToken });
    expect(del.statusCode).toBe(200);

    actors.push(
      { name: 'anonymous', flag: null, token: async () => undefined },
      { name: 'expired token', flag: null, token: async () => expired },
      { name: 'token signed with another secret', flag: null, token: async () => otherSecret },
      { name: 'alg: none', flag: null, token: async () => none },
      { name: "a deleted user's token", flag: null, token: async () => doomed.token },
    );
    for (const flag of ROLE_FLAGS) {
      const { token } = await t().createUser({ [flag]: true });
      actors.push({ name: `only ${flag}`, flag, token: async () => token });
    }
    actors.push({ name: 'the owner account', flag: 'is_owner', token: async () => ownerToken });
    expect(actors).toHaveLength(5 + ROLE_FLAGS.length + 1);
  });

  for (const c of CASES) {
    it(`${c.method} ${c.route} (${c.name}): exactly ${c.allowed.join(', ')}`, async () => {
      const passed: string[] = [];
      for (const actor of actors) {
        const token = await actor.token();
        const allowed = actor.flag !== null && c.allowed.includes(actor.flag);
        // allowed callers get their own fresh target (a delete really deletes); refused ones share one
        const part = partOf(c);
        const target = allowed ? { ...shared, [part]: await build[part](poster(t(), ownerToken)) } : shared;
        const res = await t().request(c.method, c.url(target), c.body?.(), token ? { token } : {});
        const label = `${actor.name} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
        if (allowed) {
          expect(res.statusCode, label).toBe(c.ok);
          passed.push(actor.flag!);
        } else {
          expect(res.statusCode, label).toBe(actor.flag === null ? 401 : 403);
          expect(Object.keys(res.json() as object), label).toEqual(['message']);
        }
      }
      expect([...new Set(passed)].sort()).toEqual([...c.allowed].sort());
    });
  }

  it('covers every mutating route of the OpenAPI document; the others (media) refuse the wrong callers', async () => {
    const doc = t().app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const covered = new Set(CASES.map((c) => `${c.method} ${c.route}`));
    const others: string[] = [];
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const method of Object.keys(methods)) {
        if (!['post', 'patch', 'put', 'delete'].includes(method)) continue;
        const key = `${method.toUpperCase()} ${path}`;
        if (path === '/api/login') continue; // public by design (rate-limited)
        if (path.startsWith('/api/logout')) continue; // every signed-in caller ends their own sessions (test/hostile/sessions)
        if (path === '/api/servers/{id}/report') continue; // visitors' reports: public, rate-limited, one per visitor (test/routes/server-reports)
        if (!covered.has(key)) others.push(key);
      }
    }
    // routes outside this table (uploads, page order: test/media) still refuse anonymous and flagless callers
    const flagless = await t().createUser({});
    const someone = await t().createUser({ is_translator: true });
    for (const key of others) {
      const [method, path] = key.split(' ') as ['POST' | 'PATCH' | 'PUT' | 'DELETE', string];
      // every id points at the fixture's own records where they exist, elsewhere at another account
      const url = path
        .replace('{id}', path.startsWith('/api/users') ? someone.row.id : shared.manga.id)
        .replace('{sessionId}', shared.manga.sessionId)
        .replace('{chapterId}', shared.manga.chapterId)
        .replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
      const anon = await t().request(method, url);
      expect(anon.statusCode, `${key} anonymous`).toBe(401);
      const none = await t().request(method, url, undefined, { token: flagless.token });
      expect(none.statusCode, `${key} without flags`).toBe(403);
    }
  });
});
