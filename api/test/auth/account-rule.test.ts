import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { UserRow } from '../../src/db/schema.ts';
import { UsersRepository } from '../../src/repositories/users.ts';
import { forEachDatabase, useTestApp, type TestApp } from '../helpers/app.ts';
import { image, multipart } from '../media/helpers.ts';

/**
 * The account rule, cell by cell. Every actor role × every target account × every action,
 * plus each actor on its own account. The expected answers come from the tables below, written from
 * the rule as stated here (and in contract/README.md), never from the code under test (contract/src/roles.ts):
 *
 *   Each role may grant: owner → every role; developer → every role but owner; supervisor → supervisor,
 *   admin and the three staff roles; admin → the three staff roles. An account may create, edit (fields,
 *   password, avatar, background) or delete another account only if it may grant every role the other
 *   account holds, and may give it only roles it may grant; and acting on an account that holds one's own
 *   highest role needs a higher one (rank: owner > dev > supervisor > admin > translator, designer,
 *   technique), so peers never act on each other, owners included. Nobody changes their own role flags;
 *   everyone changes their own name and password (the password with the current one). SPEC §6 still decides
 *   which roles reach each other action at all.
 *
 * A refused call must change nothing: the target row (name, password, flags, pictures) is compared
 * before and after, and a refused create leaves no account behind.
 */

const ROLES = ['owner', 'dev', 'supervisor', 'admin', 'translator', 'designer', 'technique'] as const;
type Role = (typeof ROLES)[number];
const flag = (role: Role) => `is_${role}` as const;

const STAFF: Role[] = ['translator', 'designer', 'technique'];
const MAY_GRANT: Record<Role, readonly Role[]> = {
  owner: ROLES,
  dev: ['dev', 'supervisor', 'admin', ...STAFF],
  supervisor: ['supervisor', 'admin', ...STAFF],
  admin: STAFF,
  translator: [],
  designer: [],
  technique: [],
};

const ACTIONS = ['create', 'edit', 'password', 'roles', 'promote', 'avatar', 'background', 'delete'] as const;
type Action = (typeof ACTIONS)[number];

/** SPEC §6: the roles that reach each action at all. */
const MANAGERS: Role[] = ['owner', 'dev', 'supervisor', 'admin'];
const EDITORS: Role[] = ['owner', 'dev', 'supervisor'];
const REACHES: Record<Action, Role[]> = {
  create: MANAGERS,
  edit: EDITORS,
  password: EDITORS,
  roles: EDITORS,
  promote: EDITORS,
  avatar: EDITORS,
  background: MANAGERS,
  delete: MANAGERS,
};

/** Targets: each single role, and two accounts holding two roles. */
const TARGETS: { name: string; roles: Role[] }[] = [
  ...ROLES.map((role) => ({ name: role, roles: [role] })),
  { name: 'supervisor+translator', roles: ['supervisor', 'translator'] },
  { name: 'admin+dev', roles: ['admin', 'dev'] },
];

/** The roles an action would give the target, beyond what it holds. */
function rolesGiven(action: Action, target: Role[]): Role[] {
  if (action === 'create') return target;
  if (action === 'roles') return [target.includes('translator') ? 'designer' : 'translator'];
  if (action === 'promote') return ['dev'];
  return [];
}

const RANK: Record<Role, number> = {
  owner: 4,
  dev: 3,
  supervisor: 2,
  admin: 1,
  translator: 0,
  designer: 0,
  technique: 0,
};
const top = (roles: Role[]) => Math.max(-1, ...roles.map((r) => RANK[r]));

function expected(actor: Role, action: Action, target: Role[]): 'allowed' | 'refused' {
  if (!REACHES[action].includes(actor)) return 'refused';
  if (action !== 'create' && top([actor]) <= top(target)) return 'refused';
  const grants = MAY_GRANT[actor];
  // A create has no existing account to outrank: only the roles it gives count.
  const mustGrant = action === 'create' ? rolesGiven(action, target) : [...target, ...rolesGiven(action, target)];
  return mustGrant.every((role) => grants.includes(role)) ? 'allowed' : 'refused';
}

/**
 * Own account: name, password and avatar always (the roles sent unchanged are no change); email by editors;
 * background and delete as SPEC §6 says; roles never.
 */
const SELF_ACTIONS = ['edit', 'password', 'same-roles', 'email', 'roles', 'avatar', 'background', 'delete'] as const;
type SelfAction = (typeof SELF_ACTIONS)[number];
function expectedSelf(actor: Role, action: SelfAction): 'allowed' | 'refused' {
  if (action === 'roles') return 'refused';
  if (action === 'avatar' || action === 'edit' || action === 'password' || action === 'same-roles') return 'allowed';
  if (action === 'email') return REACHES.edit.includes(actor) ? 'allowed' : 'refused';
  return REACHES[action].includes(actor) ? 'allowed' : 'refused';
}

let unique = 0;

forEachDatabase((kind) => {
  describe('the account rule', () => {
    const t = useTestApp(kind);
    let hash = '';
    let picture: Buffer;

    const repo = () => new UsersRepository(t().db.kysely);
    const snapshot = async (id: string) => {
      const row = await repo().findById(id);
      if (!row) return null;
      const { updated_at: _updated, tokens_valid_after: _valid, ...rest } = row as UserRow & Record<string, unknown>;
      return rest;
    };

    async function account(roles: Role[]): Promise<{ id: string; token: string }> {
      if (!hash) hash = await hashPassword('matrix-password-1');
      const n = ++unique;
      const row = await repo().create({
        name: `هەژمار ${n}`,
        username: `rule_${kind}_${n}`,
        email: `rule-${kind}-${n}@example.com`,
        passwordHash: hash,
        flags: Object.fromEntries(roles.map((r) => [flag(r), true])),
      });
      return { id: row.id, token: await t().token(row.id) };
    }

    const asFlags = (roles: Role[], value = true) => Object.fromEntries(roles.map((r) => [flag(r), value]));

    async function act(
      app: TestApp,
      token: string,
      action: Action | SelfAction,
      target: { id: string; roles: Role[] },
    ) {
      const upload = async (slot: 'avatar' | 'background') => {
        picture ??= await image('png', 16, 16);
        const body = multipart([{ field: slot, filename: `${slot}.png`, data: picture }]);
        return app.request('POST', `/api/users/${target.id}/upload/${slot}`, body.payload, {
          token,
          headers: body.headers,
        });
      };
      const patch = (body: object) => app.request('PATCH', `/api/users/${target.id}`, body, { token });
      switch (action) {
        case 'create': {
          const n = ++unique;
          return app.post(
            '/api/users',
            {
              name: `نوێ ${n}`,
              username: `created_${kind}_${n}`,
              email: `created-${kind}-${n}@example.com`,
              password: 'created-pass-1',
              ...asFlags(target.roles),
            },
            { token },
          );
        }
        case 'edit':
          return patch({ name: `ناوی نوێ ${++unique}` });
        case 'password':
          // on one's own account the current password comes with it
          return patch({ password: 'a-new-password-1', current_password: 'matrix-password-1' });
        case 'email':
          return patch({ email: `moved-${kind}-${++unique}@example.com` });
        case 'same-roles':
          return patch({
            name: `ناوی نوێ ${++unique}`,
            ...asFlags(target.roles),
            ...asFlags(
              ROLES.filter((r) => !target.roles.includes(r)),
              false,
            ),
          });
        case 'roles':
        case 'promote': {
          const give = rolesGiven(action, target.roles);
          const take = action === 'roles' ? target.roles.filter((r) => !give.includes(r)) : [];
          return patch({ ...asFlags(give), ...asFlags(take, false) });
        }
        case 'avatar':
          return upload('avatar');
        case 'background':
          return upload('background');
        case 'delete':
          return app.request('DELETE', `/api/users/${target.id}`, undefined, { token });
      }
    }

    const actors: Role[] = [...ROLES];
    for (const actor of actors) {
      it(`a ${actor}: every action on every other account answers as the rule says, and refusals change nothing`, async () => {
        const me = await account([actor]);
        const wrong: string[] = [];
        let cells = 0;
        for (const action of ACTIONS) {
          for (const target of TARGETS) {
            cells++;
            const want = expected(actor, action, target.roles);
            const victim =
              action === 'create'
                ? { id: '', roles: target.roles }
                : { ...(await account(target.roles)), roles: target.roles };
            const before = action === 'create' ? null : await snapshot(victim.id);
            const usersBefore = Number(
              (
                await t()
                  .db.kysely.selectFrom('users')
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            );
            const res = await act(t(), me.token, action, victim);
            const got =
              res.statusCode < 300 ? 'allowed' : res.statusCode === 403 ? 'refused' : `status ${res.statusCode}`;
            if (got !== want) {
              wrong.push(`${action} on ${target.name}: expected ${want}, got ${got} ${res.body.slice(0, 120)}`);
              continue;
            }
            if (want === 'refused') {
              expect(res.json().message, `${action} on ${target.name}`).toMatch(/[\u0600-\u06FF]/);
              if (action === 'create') {
                const usersAfter = Number(
                  (
                    await t()
                      .db.kysely.selectFrom('users')
                      .select((eb) => eb.fn.countAll().as('n'))
                      .executeTakeFirstOrThrow()
                  ).n,
                );
                if (usersAfter !== usersBefore) wrong.push(`refused create of ${target.name} still added an account`);
              } else if (JSON.stringify(await snapshot(victim.id)) !== JSON.stringify(before)) {
                wrong.push(`refused ${action} on ${target.name} changed the account`);
              }
            }
          }
        }
        expect(cells).toBe(ACTIONS.length * TARGETS.length);
        expect(wrong).toEqual([]);
      });

      it(`a ${actor} on its own account: name, password and avatar always, other fields as SPEC §6 says, roles never`, async () => {
        const wrong: string[] = [];
        for (const action of SELF_ACTIONS) {
          const me = { ...(await account([actor])), roles: [actor] };
          const before = await snapshot(me.id);
          const res = await act(t(), me.token, action, me);
          const want = expectedSelf(actor, action);
          const got =
            res.statusCode < 300 ? 'allowed' : res.statusCode === 403 ? 'refused' : `status ${res.statusCode}`;
          if (got !== want) wrong.push(`${action}: expected ${want}, got ${got} ${res.body.slice(0, 120)}`);
          else if (want === 'refused' && JSON.stringify(await snapshot(me.id)) !== JSON.stringify(before)) {
            wrong.push(`refused ${action} changed the account`);
          }
        }
        expect(wrong).toEqual([]);
      });
    }

    it('the requests the hostile run found now answer 403 and change nothing', async () => {
      const supervisor = await account(['supervisor']);
      const admin = await account(['admin']);
      const dev = await account(['dev']);
      const owner = await account(['owner']);
      const translator = await account(['translator']);
      const cases: [string, { token: string }, 'POST' | 'PATCH' | 'DELETE', string, unknown][] = [
        ['supervisor gives itself is_dev', supervisor, 'PATCH', `/api/users/${supervisor.id}`, { is_dev: true }],
        ['supervisor gives another is_dev', supervisor, 'PATCH', `/api/users/${translator.id}`, { is_dev: true }],
        ['dev gives itself is_admin', dev, 'PATCH', `/api/users/${dev.id}`, { is_admin: true }],
        ['dev gives itself is_supervisor', dev, 'PATCH', `/api/users/${dev.id}`, { is_supervisor: true }],
        [
          'supervisor changes a dev password',
          supervisor,
          'PATCH',
          `/api/users/${dev.id}`,
          { password: 'taken-over-1' },
        ],
        ['supervisor strips a dev', supervisor, 'PATCH', `/api/users/${dev.id}`, { is_dev: false }],
        ['supervisor deletes a dev', supervisor, 'DELETE', `/api/users/${dev.id}`, undefined],
      ];
      for (const [name, who, method, url, body] of cases) {
        const res = await t().request(method, url, body, { token: who.token });
        expect(res.statusCode, name).toBe(403);
      }
      for (const who of [supervisor, admin]) {
        const res = await t().post(
          '/api/users',
          {
            name: 'x',
            username: `sneaky_${++unique}`,
            email: `sneaky${unique}@example.com`,
            password: 'sneaky-pass-1',
            is_dev: true,
          },
          { token: who.token },
        );
        expect(res.statusCode).toBe(403);
        expect(await repo().findByEmail(`sneaky${unique}@example.com`)).toBeUndefined();
      }
      const ownerBefore = await snapshot(owner.id);
      for (const who of [dev, supervisor, admin]) {
        for (const slot of ['avatar', 'background'] as const) {
          const body = multipart([{ field: slot, filename: 'x.png', data: await image('png', 16, 16) }]);
          const res = await t().request('POST', `/api/users/${owner.id}/upload/${slot}`, body.payload, {
            token: who.token,
            headers: body.headers,
          });
          expect(res.statusCode).toBe(403);
          const removed = await t().request('DELETE', `/api/users/${owner.id}/upload/${slot}`, undefined, {
            token: who.token,
          });
          expect(removed.statusCode).toBe(403);
        }
      }
      expect(await snapshot(owner.id)).toEqual(ownerBefore);
      expect((await repo().findById(dev.id))?.is_dev).toBeTruthy();
    });

    it('changing roles or deleting an account still ends its sessions', async () => {
      const owner = await account(['owner']);
      const target = await account(['admin']);
      const changed = await t().request(
        'PATCH',
        `/api/users/${target.id}`,
        { is_translator: true },
        { token: owner.token },
      );
      expect(changed.statusCode).toBe(200);
      expect((await t().get('/api/verify-token', { token: target.token })).statusCode).toBe(401);
      const other = await account(['designer']);
      expect(
        (await t().request('DELETE', `/api/users/${other.id}`, undefined, { token: owner.token })).statusCode,
      ).toBe(200);
      expect((await t().get('/api/verify-token', { token: other.token })).statusCode).toBe(401);
    });
  });
});
