import { Type, type Static } from 'typebox';
import { NO_SPACES, VISIBLE } from './validation.ts';
import { ImageRef, PageQuery } from './common.ts';
import { optionalText } from './fields.ts';

export const CreditedWork = Type.Object({
  _id: Type.String(),
  type: Type.String(),
  movie_id: Type.Optional(Type.Integer()),
  series_id: Type.Optional(Type.Integer()),
  manga_id: Type.Optional(Type.Integer()),
  en: Type.String(),
  ku: Type.String(),
  poster: ImageRef,
});
export type CreditedWorkT = Static<typeof CreditedWork>;

const credits = Type.Array(CreditedWork);

export const AssociatedWorks = Type.Object({
  movies: Type.Object({ translator: credits, designer: credits, technique: credits }),
  series: Type.Object({ translator: credits, designer: credits, technique: credits }),
  manga: Type.Object({ translator: credits, designer: credits }),
});
export type AssociatedWorksT = Static<typeof AssociatedWorks>;

/** A staff account as sent. `email` only reaches signed-in staff; the password hash never leaves. */
export const User = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  username: Type.String(),
  email: Type.Optional(Type.String()),
  role: Type.String(),
  avatar: ImageRef,
  background: ImageRef,
  is_owner: Type.Boolean(),
  is_dev: Type.Boolean(),
  is_supervisor: Type.Boolean(),
  is_admin: Type.Boolean(),
  is_translator: Type.Boolean(),
  is_designer: Type.Boolean(),
  is_technique: Type.Boolean(),
  associatedWorks: Type.Optional(AssociatedWorks),
});
export type UserT = Static<typeof User>;

export const UserListQuery = Type.Object({ ...PageQuery });
export type UserListQueryT = Static<typeof UserListQuery>;

/** Role flags on input: booleans, or the strings 'true' / 'false' that forms tend to send. */
const FlagField = Type.Optional(
  Type.Union([Type.Boolean(), Type.Literal('true'), Type.Literal('false')], { description: 'true / false' }),
);
const roleFlagFields = {
  is_owner: FlagField,
  is_dev: FlagField,
  is_supervisor: FlagField,
  is_admin: FlagField,
  is_translator: FlagField,
  is_designer: FlagField,
  is_technique: FlagField,
};

/** Length bounds of account fields (documented in the OpenAPI through these schemas). */
export const USER_BOUNDS = { name: 100, username: 50, email: 254, passwordMin: 8, passwordMax: 1024, role: 100 };

const name = Type.String({
  minLength: 1,
  maxLength: USER_BOUNDS.name,
  pattern: VISIBLE,
  description: 'display name; not only blanks or invisible characters',
});
const username = Type.String({
  minLength: 1,
  maxLength: USER_BOUNDS.username,
  pattern: NO_SPACES,
  description: 'no spaces; unique (case-insensitive)',
});
const email = Type.String({
  maxLength: USER_BOUNDS.email,
  format: 'email',
  description: 'unique (case-insensitive); stored lower-case',
});
const role = optionalText(USER_BOUNDS.role, 'free-text role label shown with the badges');

/** POST /api/users. Only an owner may set is_owner. */
export const UserCreateBody = Type.Object(
  {
    name,
    username,
    email,
    password: Type.String({
      minLength: USER_BOUNDS.passwordMin,
      maxLength: USER_BOUNDS.passwordMax,
      description: 'stored as an argon2id hash, never sent back',
    }),
    role: Type.Optional(role),
    ...roleFlagFields,
  },
  { additionalProperties: false },
);
export type UserCreateBodyT = Static<typeof UserCreateBody>;

/**
 * PATCH /api/users/{id}: any subset. A blank password keeps the current one (SPEC §5). Changing role
 * flags or the password invalidates the tokens the account already holds.
 */
export const UserUpdateBody = Type.Object(
  {
    name: Type.Optional(name),
    username: Type.Optional(username),
    email: Type.Optional(email),
    password: Type.Optional(
      Type.String({
        maxLength: USER_BOUNDS.passwordMax,
        description: `blank keeps the current password; otherwise at least ${USER_BOUNDS.passwordMin} characters`,
      }),
    ),
    role: Type.Optional(role),
    current_password: Type.Optional(
      Type.String({
        maxLength: USER_BOUNDS.passwordMax,
        description: 'required when changing one’s own password: the password it replaces',
      }),
    ),
    ...roleFlagFields,
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UserUpdateBodyT = Static<typeof UserUpdateBody>;
