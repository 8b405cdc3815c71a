import { describe, expect, it } from 'vitest';
import { requireRole } from '../../src/auth/guards.ts';
import {
  isAllowed,
  partDecision,
  PERMISSIONS,
  ROLE_FLAGS,
  SIGNED_IN,
  type Permission,
  type RoleFlag,
} from '@ckb/contract/roles';
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
    // the authors' reach to chapters is the part rule's (below), not the works editors'
    const works = Object.keys(PERMISSIONS).filter(
      (id) => /^(movies|series|manga)\./.test(id) && id !== 'manga.chapters.submit',
    ) as Permission[];
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

  it('translators submit: chapters reached by translators, designers and editors; the queue by editors', () => {
    expect(allowedFlags('manga.chapters.submit').sort()).toEqual([
      'is_admin',
      'is_designer',
      'is_dev',
      'is_owner',
      'is_translator',
    ]);
    expect(allowedFlags('review.queue').sort()).toEqual(['is_admin', 'is_dev', 'is_owner']);
  });

  it('signed-in rules accept any account, even without flags; nobody anonymous', () => {
    expect(isAllowed({}, 'works.read-hidden')).toBe(true);
    expect(isAllowed(null, 'works.read-hidden')).toBe(false);
    expect(isAllowed({}, 'movies.create')).toBe(false);
  });
});

describe('partDecision (the part rule; enforced against the database in part-rule.test.ts)', () => {
  const translator = { is_translator: true };
  const draft = { credited: true, own: true, published: false };

  it('a credited author may add chapters and work on their own drafts, never publish or send back', () => {
    expect(partDecision(translator, 'create', { credited: true })).toEqual({ allowed: true });
    for (const action of ['edit', 'delete', 'pages', 'submit'] as const)
      expect(partDecision({ is_designer: true }, action, draft), action).toEqual({ allowed: true });
    for (const action of ['publish', 'return'] as const)
      expect(partDecision(translator, action, draft), action).toEqual({ allowed: false, reason: 'route' });
  });

  it('says why it refuses: not credited, not their own, already published; other roles: the route', () => {
    expect(partDecision(translator, 'create', { credited: false })).toMatchObject({ reason: 'not-credited' });
    expect(partDecision(translator, 'edit', { ...draft, own: false })).toMatchObject({ reason: 'not-own' });
    expect(partDecision(translator, 'pages', { ...draft, published: true })).toMatchObject({ reason: 'published' });
    expect(partDecision({ is_technique: true }, 'create', { credited: true })).toMatchObject({ reason: 'route' });
    expect(partDecision(null, 'create', { credited: true })).toMatchObject({ reason: 'route' });
  });

  it('editors may do all of it on any work; only they publish', () => {
    for (const action of ['create', 'edit', 'delete', 'pages', 'submit', 'publish', 'return'] as const)
      expect(partDecision({ is_admin: true }, action, { credited: false, published: true }), action).toEqual({
        allowed: true,
      });
    expect(partDecision({ is_translator: true, is_designer: true }, 'publish', draft).allowed).toBe(false);
    expect(partDecision({ is_supervisor: true }, 'publish', draft).allowed).toBe(false);
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
