import { Type } from 'typebox';
import { envelope, errorResponses, paged } from '../../schemas/common.ts';
import { User, UserCreateBody, UserListQuery, UserUpdateBody } from '../../schemas/users.ts';

const staff = [{ apiKey: [], bearer: [] }];
const IdParams = Type.Object({ id: Type.String({ maxLength: 64, description: 'the account _id' }) });
const oneUser = envelope(Type.Object({ user: User }));

export const listUsersSchema = {
  summary: 'Staff accounts, paged (emails only for signed-in staff)',
  tags: ['users'],
  querystring: UserListQuery,
  response: { 200: paged(User), ...errorResponses },
};

export const getUserSchema = {
  summary: 'One account with associatedWorks built from its credits',
  tags: ['users'],
  params: IdParams,
  response: { 200: oneUser, ...errorResponses },
};

export const createUserSchema = {
  summary: 'Create an account (dev, owner, supervisor, admin); only an owner may set is_owner',
  description: '409 when the email or username (case-insensitive) is taken.',
  tags: ['users'],
  security: staff,
  body: UserCreateBody,
  response: { 201: oneUser, ...errorResponses, 409: errorResponses[404] },
};

export const updateUserSchema = {
  summary: 'Change an account (dev, owner, supervisor): any subset of the create fields',
  description:
    'A blank password keeps the current one. Only an owner changes an owner account or is_owner; the last owner ' +
    'keeps is_owner (409). Changing role flags or the password invalidates the tokens the account holds.',
  tags: ['users'],
  security: staff,
  params: IdParams,
  body: UserUpdateBody,
  response: { 200: oneUser, ...errorResponses, 409: errorResponses[404] },
};

export const deleteUserSchema = {
  summary: 'Delete an account (dev, owner, supervisor, admin), its credits and its images',
  description: 'Answers the account as it was. Only an owner deletes an owner; the last owner stays (409).',
  tags: ['users'],
  security: staff,
  params: IdParams,
  response: { 200: oneUser, ...errorResponses, 409: errorResponses[404] },
};
