import type { RoleFlag, User } from './types.ts';

/**
 * SPEC §6 as one table, for the frontends. The api enforces its own copy of these rules;
 * hiding a control here is a convenience, not the protection.
 */
export const ACCESS = {
  /** /admin dashboard; otherwise -> /admin/users/profile */
  dashboard: ['is_owner', 'is_dev', 'is_supervisor', 'is_admin'],
  /** movies, series, manga, add; otherwise -> /forbidden */
  works: ['is_dev', 'is_owner', 'is_admin'],
  /** delete accounts and backgrounds; create accounts (add-user button) */
  deleteAccount: ['is_dev', 'is_owner', 'is_supervisor', 'is_admin'],
  createAccount: ['is_dev', 'is_owner', 'is_supervisor', 'is_admin'],
  /** edit accounts and role flags, upload and delete avatars */
  editAccount: ['is_dev', 'is_owner', 'is_supervisor'],
} as const satisfies Record<string, readonly RoleFlag[]>;

export type Permission = keyof typeof ACCESS;

export function can(user: Partial<Record<RoleFlag, boolean>> | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  return ACCESS[permission].some((flag) => user[flag] === true);
}

export type AdminRouteDecision = { allow: true } | { allow: false; redirectTo: string };

/**
 * The role guard for an /admin path (SPEC §6): the dashboard needs a managing role
 * (else the own profile); works sections need dev, owner or admin (else /forbidden).
 * Users pages are open to every signed-in user; the api decides what they may change.
 */
export function guardAdminPath(pathname: string, user: User | null | undefined): AdminRouteDecision {
  const rest = pathname.replace(/^\/admin\/?/, '').replace(/\/+$/, '');
  const section = rest.split('/')[0] ?? '';
  if (section === '')
    return can(user, 'dashboard') ? { allow: true } : { allow: false, redirectTo: '/admin/users/profile' };
  if (['movies', 'series', 'manga', 'add'].includes(section))
    return can(user, 'works') ? { allow: true } : { allow: false, redirectTo: '/forbidden' };
  return { allow: true };
}
