import { Type, type Static } from 'typebox';
import { envelope, ErrorBody } from '@ckb/contract';

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBodyT = Static<typeof LoginBody>;

export const loginSchema = {
  summary: 'Sign in; answers a JWT (HS256, claims id/iat/exp, 3 days)',
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
