import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { UsersRepository } from '../repositories/users.ts';

export interface OwnerResult {
  email: string;
  created: boolean;
  /** Set only when the password was generated now: print it once, it is stored nowhere in clear. */
  generatedPassword?: string;
}

/** A strong password: 24 characters from 18 random bytes. */
export const generatePassword = (): string => randomBytes(18).toString('base64url');

/**
 * Makes sure an owner account exists. On a database without one, creates it from OWNER_EMAIL /
 * OWNER_PASSWORD / OWNER_NAME, generating the password when none is given.
 */
export async function ensureOwner(db: Db, owner: Config['owner']): Promise<OwnerResult> {
  const users = new UsersRepository(db.kysely);
  if ((await users.countOwners()) > 0) return { email: owner.email, created: false };
  const password = owner.password ?? generatePassword();
  await users.create({
    name: owner.name,
    username: owner.username,
    email: owner.email,
    passwordHash: await hashPassword(password),
    role: 'خاوەن',
    flags: { is_owner: true },
  });
  return { email: owner.email, created: true, ...(owner.password ? {} : { generatedPassword: password }) };
}
