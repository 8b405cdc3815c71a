import { Type, type Static } from 'typebox';
import { ImageRef, PageQuery } from './common.ts';

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
