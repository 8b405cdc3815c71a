/**
 * Who may do what, once for the api and the frontends:
 * 1. PERMISSIONS (SPEC §6): which role flags reach which route at all. The api's routes declare
 *    `requireRole('<id>')` (api/src/auth/guards.ts), each back-office screen names one in the route map
 *    (contract/src/routes.ts, which the shell's guard reads), and the frontends hide what a role cannot reach.
 * 2. The account rule: which roles each role may grant, and therefore which accounts it may
 *    create, change or delete (`accountDecision`). The api enforces it in its user service; the
 *    back-office offers only what it allows.
 * `SIGNED_IN` means any valid token, whatever its flags.
 */
import { TRASH_KINDS, type TrashKind } from './trash-kinds.ts';

export { TRASH_KINDS, TRASH_ID_HEADER, type TrashKind } from './trash-kinds.ts';

export const ROLE_FLAGS = [
  'is_owner',
  'is_dev',
  'is_supervisor',
  'is_admin',
  'is_translator',
  'is_designer',
  'is_technique',
] as const;
export type RoleFlag = (typeof ROLE_FLAGS)[number];
export type RoleFlags = Record<RoleFlag, boolean>;

export const SIGNED_IN = 'signed-in';
/**
 * The cookie a signed-in browser also keeps its token in (api-client/src/tokenStorage.ts): a page load carries
 * no Authorization header, and the api reads this one only to leave a staff member's page loads uncounted
 * (api/README.md "Views"). It authorizes nothing.
 */
export const STAFF_VIEW_COOKIE = 'ckb-staff';
export type Rule = readonly RoleFlag[] | typeof SIGNED_IN;

/** Works and everything under them: seasons, episodes, servers, chapters, images. */
const WORK_EDITORS = ['is_dev', 'is_owner', 'is_admin'] as const;
/**
 * Authors of chapters: the work editors, and translators and designers, who may write only on works they
 * are credited on and only their own drafts (`partDecision`). A designer's share of a chapter is its
 * pictures (cover page, typeset pages), so a designer may do what a translator may; a work's own poster and
 * background stay with the work editors: they are public the moment they change, with no draft to review.
 */
const PART_AUTHORS = [...WORK_EDITORS, 'is_translator', 'is_designer'] as const;
/** Creating and deleting accounts; background controls. */
const ACCOUNT_MANAGERS = ['is_dev', 'is_owner', 'is_supervisor', 'is_admin'] as const;
/** Editing accounts and role flags; avatars. */
const ACCOUNT_EDITORS = ['is_dev', 'is_owner', 'is_supervisor'] as const;

export const PERMISSIONS = {
  // --- reading what the public may not see
  'works.read-hidden': SIGNED_IN,
  /** staff emails in /api/users (one's own is always shown): those who manage accounts */
  'users.read-email': ACCOUNT_MANAGERS,
  'auth.verify': SIGNED_IN,
  /** the /admin dashboard data */
  dashboard: ACCOUNT_MANAGERS,
  /** the back-office's works screens (movies, series, manga, chapters, add): otherwise /forbidden */
  'works.manage': WORK_EDITORS,
  /** the back-office's accounts screens (the list, profiles): every staff member; what each may change is the account rule */
  'users.browse': SIGNED_IN,

  // --- films
  'movies.create': WORK_EDITORS,
  'movies.update': WORK_EDITORS,
  'movies.delete': WORK_EDITORS,
  'movies.servers.create': WORK_EDITORS,
  'movies.servers.update': WORK_EDITORS,
  'movies.servers.delete': WORK_EDITORS,
  /** visitors' reports of broken servers (films' and episodes') */
  'servers.reports.read': WORK_EDITORS,
  /** marking a server's reports handled (the server was fixed or checked): clears them from the inbox */
  'servers.reports.handle': WORK_EDITORS,
  'movies.images.upload': WORK_EDITORS,
  'movies.images.delete': WORK_EDITORS,

  // --- series, seasons (session), episodes (epsode), episode servers
  'series.create': WORK_EDITORS,
  'series.update': WORK_EDITORS,
  'series.delete': WORK_EDITORS,
  'series.seasons.create': WORK_EDITORS,
  'series.seasons.update': WORK_EDITORS,
  'series.seasons.delete': WORK_EDITORS,
  'series.episodes.create': WORK_EDITORS,
  'series.episodes.update': WORK_EDITORS,
  'series.episodes.delete': WORK_EDITORS,
  'series.servers.create': WORK_EDITORS,
  'series.servers.update': WORK_EDITORS,
  'series.servers.delete': WORK_EDITORS,
  'series.images.upload': WORK_EDITORS,
  'series.images.delete': WORK_EDITORS,

  // --- manga family, sessions, chapters, pages
  'manga.create': WORK_EDITORS,
  'manga.update': WORK_EDITORS,
  'manga.delete': WORK_EDITORS,
  'manga.sessions.create': WORK_EDITORS,
  'manga.sessions.update': WORK_EDITORS,
  'manga.sessions.delete': WORK_EDITORS,
  'manga.chapters.create': WORK_EDITORS,
  'manga.chapters.update': WORK_EDITORS,
  'manga.chapters.delete': WORK_EDITORS,
  'manga.pages.upload': WORK_EDITORS,
  'manga.pages.delete': WORK_EDITORS,
  'manga.images.upload': WORK_EDITORS,
  'manga.images.delete': WORK_EDITORS,

  // --- ads and banners: content beside the works, managed by the same editors
  'ads.manage': WORK_EDITORS,
  'banners.manage': WORK_EDITORS,
  // --- genres: the list is public; changing it is part of managing works
  'genres.manage': WORK_EDITORS,

  // --- accounts
  'users.create': ACCOUNT_MANAGERS,
  'users.delete': ACCOUNT_MANAGERS,
  'users.update': ACCOUNT_EDITORS,
  /** the PATCH route itself: every staff member changes their own name and password (OWN_ACCOUNT_FIELDS);
   * everything else on it still needs 'users.update' and the account rule */
  'users.update-own': SIGNED_IN,
  'users.avatar.upload': ACCOUNT_EDITORS,
  'users.avatar.delete': ACCOUNT_EDITORS,
  'users.background.upload': ACCOUNT_MANAGERS,
  'users.background.delete': ACCOUNT_MANAGERS,

  // --- the trash: its screen and calls are open to whoever may delete something; each item, to whoever may
  // delete its kind (TRASH_KIND_PERMISSIONS below)
  'trash.browse': ACCOUNT_MANAGERS,

  // --- the history of staff writes: every staff member reads their own entries (activity.read); those
  // who oversee the others (activity.read-all) read everyone's
  'activity.read': SIGNED_IN,
  'activity.read-all': ['is_owner', 'is_dev', 'is_supervisor'],

  // --- translators submit: credited authors write chapter drafts, work editors review them (partDecision)
  /** the chapter and page calls for those credited on the work: which rows each may write is partDecision's */
  'manga.chapters.submit': PART_AUTHORS,
  /** the queue of submitted drafts, and sending one back with a note: those who publish works */
  'review.queue': WORK_EDITORS,
} as const satisfies Record<string, Rule>;

export type Permission = keyof typeof PERMISSIONS;

/**
 * Who may see, restore and purge a trashed item: whoever may delete its kind (any of the permissions listed).
 * An account also needs the account rule (`accountDecision(actor, 'delete', account)`).
 */
export const TRASH_KIND_PERMISSIONS: Record<TrashKind, readonly Permission[]> = {
  movie: ['movies.delete'],
  series: ['series.delete'],
  manga: ['manga.delete'],
  season: ['series.seasons.delete'],
  episode: ['series.episodes.delete'],
  server: ['movies.servers.delete', 'series.servers.delete'],
  session: ['manga.sessions.delete'],
  chapter: ['manga.chapters.delete'],
  page: ['manga.pages.delete'],
  ad: ['ads.manage'],
  banner: ['banners.manage'],
  genre: ['genres.manage'],
  user: ['users.delete'],
};

/** The trash kinds this user may see, restore and purge. */
export const trashKindsOf = (user: Partial<RoleFlags> | null | undefined): TrashKind[] =>
  TRASH_KINDS.filter((kind) => TRASH_KIND_PERMISSIONS[kind].some((p) => isAllowed(user, p)));

export function isAllowed(user: Partial<RoleFlags> | null | undefined, permission: Permission): boolean {
  if (!user) return false;
  const rule: Rule = PERMISSIONS[permission];
  if (rule === SIGNED_IN) return true;
  return rule.some((flag) => user[flag] === true);
}

// --- the account rule ---------------------------------------------------------------------------

const STAFF_ROLES = ['is_translator', 'is_designer', 'is_technique'] as const satisfies readonly RoleFlag[];

/**
 * The roles each role may grant. An account may create, change (fields, password, avatar,
 * background, roles) or delete another account only if it may grant every role that account holds,
 * and may give it only roles it may grant. Nobody changes their own role flags.
 */
export const GRANTS: Record<RoleFlag, readonly RoleFlag[]> = {
  is_owner: ROLE_FLAGS,
  is_dev: ROLE_FLAGS.filter((flag) => flag !== 'is_owner'),
  is_supervisor: ['is_supervisor', 'is_admin', ...STAFF_ROLES],
  is_admin: STAFF_ROLES,
  is_translator: [],
  is_designer: [],
  is_technique: [],
};

/** Every role the actor may grant: the union over the roles it holds. */
export function grantableRoles(actor: Partial<RoleFlags> | null | undefined): Set<RoleFlag> {
  const out = new Set<RoleFlag>();
  if (!actor) return out;
  for (const flag of ROLE_FLAGS) if (actor[flag] === true) for (const granted of GRANTS[flag]) out.add(granted);
  return out;
}

export const heldRoles = (account: Partial<RoleFlags>): RoleFlag[] =>
  ROLE_FLAGS.filter((flag) => account[flag] === true);

/**
 * Rank of each role, highest first: owner > developer > supervisor > admin > the three staff roles.
 * Acting on an account that holds one's own highest role needs a higher one, so peers (two supervisors,
 * two developers, two owners) cannot take each other over.
 */
const RANK: Record<RoleFlag, number> = {
  is_owner: 4,
  is_dev: 3,
  is_supervisor: 2,
  is_admin: 1,
  is_translator: 0,
  is_designer: 0,
  is_technique: 0,
};

/** The rank of an account's highest role (-1 for an account with none). */
export const topRank = (account: Partial<RoleFlags> | null | undefined): number =>
  account ? Math.max(-1, ...heldRoles(account).map((flag) => RANK[flag])) : -1;

/**
 * May the actor act on another account at all: can it grant every role that account holds, and is its
 * highest role above the account's highest?
 */
export function outranks(actor: Partial<RoleFlags> | null | undefined, target: Partial<RoleFlags>): boolean {
  const grantable = grantableRoles(actor);
  return heldRoles(target).every((flag) => grantable.has(flag)) && topRank(actor) > topRank(target);
}

/** What everyone may change on their own account without 'users.update': the name and the password. */
export const OWN_ACCOUNT_FIELDS = ['name', 'password'] as const;

/** What may be done to an account; each action also needs its route's PERMISSIONS entry. */
export type AccountAction = 'edit' | 'delete' | 'avatar' | 'background';

const ACTION_PERMISSION: Record<AccountAction, Permission> = {
  edit: 'users.update',
  delete: 'users.delete',
  avatar: 'users.avatar.upload',
  background: 'users.background.upload',
};

export type AccountDecision =
  { allowed: true } | { allowed: false; reason: 'route' | 'outranked' | 'own-roles' | 'own-fields' | 'grant' };

type Actor = Partial<RoleFlags> & { id?: string; _id?: string };
type Target = Partial<RoleFlags> & { id?: string; _id?: string };
const idOf = (account: { id?: string; _id?: string }) => account.id ?? account._id;

/**
 * The one account rule, for the api (enforced) and the back-office (controls shown):
 * - the route's permission (SPEC §6) first, except that everyone may change their own avatar, and their own
 *   name and password (`fields`, the other fields an edit sets, all in OWN_ACCOUNT_FIELDS);
 * - on another account: the actor must outrank it (`outranks`);
 * - `roles`, the flags the change would set (edit) or the new account's flags (create): each one that
 *   differs from the account's current value must be grantable, and never on one's own account.
 */
export function accountDecision(
  actor: Actor | null | undefined,
  action: AccountAction,
  target: Target,
  roles: Partial<RoleFlags> = {},
  fields: readonly string[] = [],
): AccountDecision {
  if (!actor) return { allowed: false, reason: 'route' };
  const self = idOf(actor) !== undefined && idOf(actor) === idOf(target);
  const ownProfile =
    action === 'edit' && fields.every((field) => (OWN_ACCOUNT_FIELDS as readonly string[]).includes(field));
  if (!(self && (action === 'avatar' || ownProfile)) && !isAllowed(actor, ACTION_PERMISSION[action])) {
    return { allowed: false, reason: self && action === 'edit' ? 'own-fields' : 'route' };
  }
  const changed = ROLE_FLAGS.filter((flag) => roles[flag] !== undefined && roles[flag] !== (target[flag] === true));
  if (self) return changed.length > 0 ? { allowed: false, reason: 'own-roles' } : { allowed: true };
  if (!outranks(actor, target)) return { allowed: false, reason: 'outranked' };
  const grantable = grantableRoles(actor);
  if (changed.some((flag) => !grantable.has(flag))) return { allowed: false, reason: 'grant' };
  return { allowed: true };
}

/** May the actor create an account holding these roles? */
export function mayCreateAccount(actor: Actor | null | undefined, roles: Partial<RoleFlags>): AccountDecision {
  if (!actor || !isAllowed(actor, 'users.create')) return { allowed: false, reason: 'route' };
  const grantable = grantableRoles(actor);
  return heldRoles(roles).every((flag) => grantable.has(flag))
    ? { allowed: true }
    : { allowed: false, reason: 'grant' };
}

// --- the part rule: credited authors and their drafts -------------------------------------------

/** What may be done to a chapter and its pages; create and the page calls also name the chapter's work. */
export type PartAction = 'create' | 'edit' | 'delete' | 'pages' | 'submit' | 'publish' | 'return';

/** What an editor needs for each action (the SPEC §6 table); an author needs 'manga.chapters.submit'. */
const EDITOR_PERMISSION: Record<PartAction, Permission> = {
  create: 'manga.chapters.create',
  edit: 'manga.chapters.update',
  delete: 'manga.chapters.delete',
  pages: 'manga.pages.upload',
  submit: 'manga.chapters.update',
  // the drafts' publish call (api numbered/levels.ts, CHAPTERS.permissions.publish)
  publish: 'manga.chapters.update',
  return: 'review.queue',
};

/** What the api knows about the actor, the work and the chapter (none for `create`). */
export interface PartFacts {
  /** The actor is credited on the work (table `credits`, any role). */
  credited: boolean;
  /** The chapter was created by the actor (`created_by`). */
  own?: boolean;
  /** The chapter is out or scheduled (`publish_at` set): no longer a draft. */
  published?: boolean;
}

export type PartDecision =
  { allowed: true } | { allowed: false; reason: 'route' | 'not-credited' | 'not-own' | 'published' };

/**
 * The one part rule, for the api (enforced) and the back-office (controls shown). Work editors (dev, owner,
 * admin) may do everything their permissions give them, on every work. A translator or designer
 * ('manga.chapters.submit') credited on the work may add chapters (always drafts), and change, fill with
 * pages, submit or delete only the drafts they created; never publish, send back, or touch a published
 * chapter or someone else's. Everyone else: the route refuses.
 */
export function partDecision(
  actor: Partial<RoleFlags> | null | undefined,
  action: PartAction,
  facts: PartFacts,
): PartDecision {
  if (isAllowed(actor, EDITOR_PERMISSION[action])) return { allowed: true };
  if (action === 'publish' || action === 'return' || !isAllowed(actor, 'manga.chapters.submit')) {
    return { allowed: false, reason: 'route' };
  }
  if (!facts.credited) return { allowed: false, reason: 'not-credited' };
  if (action === 'create') return { allowed: true };
  if (facts.published) return { allowed: false, reason: 'published' };
  if (!facts.own) return { allowed: false, reason: 'not-own' };
  return { allowed: true };
}
