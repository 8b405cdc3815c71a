import { Type, type Static } from 'typebox';
import { envelope, ErrorBody } from '@ckb/contract';

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBodyT = Static<typeof LoginBody>;

export const loginSchema = {
  summary: 'Sign in; answers a JWT (HS256, claims id/iat/exp/jti, 3 days)',
  tags: ['auth'],
  security: [{ apiKey: [] }],
  body: LoginBody,
  response: {
    200: envelope(Type.Object({ token: Type.String() })),
    400: ErrorBody,
    401: ErrorBody,
    429: ErrorBody,
  },
};

export const verifySchema = {
  summary: 'Is the bearer token still valid? 401 otherwise',
  tags: ['auth'],
  security: [{ apiKey: [], bearer: [] }],
  response: {
    200: envelope(Type.Object({ valid: Type.Literal(true) })),
    401: ErrorBody,
  },
};

const signedOut = envelope(Type.Object({ signedOut: Type.Literal(true) }));

export const logoutSchema = {
  summary: 'Sign out: this token is refused from now on, on every instance',
  description:
    'The token presented ends at once (its id is kept as revoked until the token would have expired). A token ' +
    'signed before tokens carried an id (`jti`) cannot be ended alone: every session of its account ends.',
  tags: ['auth'],
  security: [{ apiKey: [], bearer: [] }],
  response: { 200: signedOut, 401: ErrorBody },
};

export const logoutEverywhereSchema = {
  summary: "Sign out on every device: every token of the caller's account is refused from now on",
  tags: ['auth'],
  security: [{ apiKey: [], bearer: [] }],
  response: { 200: signedOut, 401: ErrorBody },
};
