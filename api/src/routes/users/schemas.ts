import { Type } from 'typebox';
import { envelope, errorResponses, paged } from '../../schemas/common.ts';
import { User, UserListQuery } from '../../schemas/users.ts';

export const listUsersSchema = {
  summary: 'Staff accounts, paged (emails only for signed-in staff)',
  tags: ['users'],
  querystring: UserListQuery,
  response: { 200: paged(User), ...errorResponses },
};

export const getUserSchema = {
  summary: 'One account with associatedWorks built from its credits',
  tags: ['users'],
  params: Type.Object({ id: Type.String({ maxLength: 64 }) }),
  response: { 200: envelope(Type.Object({ user: User })), ...errorResponses },
};
