import { Type, type Static } from 'typebox';

export const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 254 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
export type LoginBodyT = Static<typeof LoginBody>;
