import { TRASHED } from '../../trash/plugin.ts';
import { Type } from 'typebox';
import { envelope, errorResponses, paged, User, UserCreateBody, UserListQuery, UserUpdateBody } from '@ckb/contract';

const staff = [{ apiKey: [], bearer: [] }];
const IdParams = Type.Object({ id: Type.String({ maxLength: 64, description: 'the account _id' }) });
const oneUser = envelope(Type.Object({ user: User }));

export const listUsersSchema = {
  summary: 'Staff accounts, paged (emails only for account managers, and each person’s own)',
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
  summary: 'Change an account (dev, owner, supervisor), or one’s own name and password (every staff member)',
  description:
    'Only an account whose every role the caller may grant (see POST /api/users) and whose highest role is below ' +
    'the caller’s (a supervisor cannot change another supervisor), and only roles the caller may grant; nobody ' +
    'changes their own role flags (403). Everyone may change their own name and password; their own email and ' +
    'username only dev, owner and supervisor. Changing one’s own password needs `current_password` (400 without ' +
    'it, 403 when wrong). A blank password keeps the current one. The last owner keeps is_owner (409). Changing ' +
    'role flags or the password ends every session of the account; when callers change their own password the ' +
    'answer carries `token`, a fresh token for the session that asked.',
  tags: ['users'],
  security: staff,
  params: IdParams,
  body: UserUpdateBody,
  response: {
    200: envelope(
      Type.Object({
        user: User,
        token: Type.Optional(Type.String({ description: 'after a change of one’s own password: the new token' })),
      }),
    ),
    ...errorResponses,
    409: errorResponses[404],
  },
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
