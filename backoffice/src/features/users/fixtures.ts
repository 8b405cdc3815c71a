import type { User } from '@ckb/api-client';

/** An account as the api sends it, for the component tests. */
const image = { low: '/img/default/default.png', original: '/img/default/default.png' };
export const account = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Name',
  username: 'name',
  email: 'name@example.com',
  role: '',
  avatar: image,
  background: image,
  is_owner: false,
  is_dev: false,
  is_supervisor: false,
  is_admin: false,
  is_translator: false,
  is_designer: false,
  is_technique: false,
  ...over,
});
