import { TRASHED } from '../../trash/plugin.ts';
import { Type } from 'typebox';
import { envelope, errorResponses, paged, User, UserCreateBody, UserListQuery, UserUpdateBody } from '@ckb/contract';

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
  summary: 'Create an account (dev, owner, supervisor, admin) with only roles the caller may grant',
  description:
    'Roles each role may grant: owner every role; dev every role but owner; supervisor supervisor, admin and the ' +
    'three staff roles; admin the three staff roles (translator, designer, technique). 403 for any other role. ' +
    '409 when the email or username (case-insensitive) is taken.',
  tags: ['users'],
  security: staff,
  body: UserCreateBody,
  response: { 201: oneUser, ...errorResponses, 409: errorResponses[404] },
};

export const updateUserSchema = {
  summary: 'Change an account (dev, owner, supervisor): any subset of the create fields',
  description:
    'Only an account whose every role the caller may grant (see POST /api/users), and only roles the caller may ' +
    'grant; nobody changes their own role flags (403). A blank password keeps the current one. The last owner ' +
    'keeps is_owner (409). Changing role flags or the password invalidates the tokens the account holds.',
  tags: ['users'],
  security: staff,
  params: IdParams,
  body: UserUpdateBody,
  response: { 200: oneUser, ...errorResponses, 409: errorResponses[404] },
};

export const deleteUserSchema = {
  summary: 'Delete an account (dev, owner, supervisor, admin), its credits and its images',
  description:
    'Only an account whose every role the caller may grant (see POST /api/users). Answers the account as it was. ' +
    `The last owner stays (409). ${TRASHED}`,
  tags: ['users'],
  security: staff,
  params: IdParams,
  response: { 200: oneUser, ...errorResponses, 409: errorResponses[404] },
};
