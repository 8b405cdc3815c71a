import { describe, expect, it } from 'vitest';
import { guardAdminPath, mayOpen } from './index.ts';
import type { User } from '@ckb/api-client';

const as = (roles: Partial<Record<string, boolean>>) => roles as unknown as User;
const translator = as({ is_translator: true });
const supervisor = as({ is_supervisor: true });
const admin = as({ is_admin: true });
const owner = as({ is_owner: true });

describe('the back-office guard reads each screen’s permission from the route map', () => {
  it('opens a screen to the roles its permission names, and sends the others where its row says', () => {
    expect(guardAdminPath('/admin', supervisor)).toEqual({ allow: true });
    expect(guardAdminPath('/admin', translator)).toEqual({ allow: false, redirectTo: '/admin/users/profile' });
    expect(guardAdminPath('/admin/series/abc', admin)).toEqual({ allow: true });
    expect(guardAdminPath('/admin/series/abc/', supervisor)).toEqual({ allow: false, redirectTo: '/forbidden' });
    expect(guardAdminPath('/admin/add/genre', translator)).toEqual({ allow: false, redirectTo: '/forbidden' });
    expect(guardAdminPath('/admin/users', translator)).toEqual({ allow: true });
    expect(guardAdminPath('/admin/users/profile', translator)).toEqual({ allow: true });
  });

  it('refuses a path with no screen to every role, the owner too', () => {
    for (const path of ['/admin/nope', '/admin/add/other', '/admin/movies/1/extra'])
      expect(guardAdminPath(path, owner), path).toEqual({ allow: false, missing: true });
  });

  it('says which links to show', () => {
    expect(mayOpen(admin, '/admin/add/banner')).toBe(true);
    expect(mayOpen(supervisor, '/admin/add/banner')).toBe(false);
    expect(mayOpen(null, '/admin/users')).toBe(false);
    expect(mayOpen(owner, '/admin/nope')).toBe(false);
  });
});
