import { describe, expect, it } from 'vitest';
import { requireRole } from '../../src/auth/guards.ts';
import { isAllowed, PERMISSIONS, ROLE_FLAGS, SIGNED_IN, type Permission, type RoleFlag } from '@ckb/contract/roles';
import type { FastifyRequest } from 'fastify';

const only = (flag: RoleFlag) => ({ [flag]: true });
const allowedFlags = (p: Permission) => ROLE_FLAGS.filter((f) => isAllowed(only(f), p));

describe('the permission table (SPEC §6)', () => {
  it('uses only known role flags', () => {
    for (const [id, rule] of Object.entries(PERMISSIONS)) {
      if (rule === SIGNED_IN) continue;
      expect(rule.length, id).toBeGreaterThan(0);
      for (const flag of rule) expect(ROLE_FLAGS, id).toContain(flag);
    }
  });

  it('works and everything under them: dev, owner, admin', () => {
    const works = Object.keys(PERMISSIONS).filter((id) => /^(movies|series|manga)\./.test(id)) as Permission[];
    expect(works.length).toBeGreaterThan(30);
    for (const id of works) expect(allowedFlags(id).sort(), id).toEqual(['is_admin', 'is_dev', 'is_owner']);
  });

  it('accounts: create/delete and backgrounds by managers, edits and avatars by editors', () => {
    const managers = ['is_admin', 'is_dev', 'is_owner', 'is_supervisor'];
    const editors = ['is_dev', 'is_owner', 'is_supervisor'];
    for (const id of ['users.create', 'users.delete', 'users.background.upload', 'users.background.delete'] as const) {
      expect(allowedFlags(id).sort(), id).toEqual(managers);
    }
    for (const id of ['users.update', 'users.avatar.upload', 'users.avatar.delete'] as const) {
      expect(allowedFlags(id).sort(), id).toEqual(editors);
    }
  });

  it('genres: changed by those who edit works (dev, owner, admin)', () => {
    expect(allowedFlags('genres.manage').sort()).toEqual(['is_admin', 'is_dev', 'is_owner']);
  });

  it('signed-in rules accept any account, even without flags; nobody anonymous', () => {
    expect(isAllowed({}, 'works.read-hidden')).toBe(true);
    expect(isAllowed(null, 'works.read-hidden')).toBe(false);
    expect(isAllowed({}, 'movies.create')).toBe(false);
  });
});

describe('requireRole', () => {
  const request = (user: object | null, authFailure: string | null = null) =>
    ({ user, authFailure }) as unknown as FastifyRequest;

  it('answers 401 without a user and 403 with the wrong flags', async () => {
    const guard = requireRole('movies.create');
    expect(guard.permission).toBe('movies.create');
    await expect(guard(request(null, 'expired'))).rejects.toMatchObject({ statusCode: 401 });
    await expect(guard(request({ is_translator: true }))).rejects.toMatchObject({ statusCode: 403 });
    await expect(guard(request({ is_admin: true }))).resolves.toBeUndefined();
  });

  it('refuses an unknown route id at startup', () => {
    expect(() => requireRole('movies.fly' as Permission)).toThrow(/Unknown permission/);
  });
});
