import { sql, type Kysely } from 'kysely';

/**
 * Sessions that end, and one account per spelling:
 *
 * - `revoked_tokens`: the ids (`jti`) of tokens signed out before their expiry, kept until that expiry
 *   (then pruned). Every instance reads the same table, so a sign-out holds everywhere.
 * - username and email unique whatever their case, by unique indexes on lower(...) on both databases, so
 *   two requests racing with `raceb` and `RACEB` cannot both win.
 *
 * Existing case-duplicates cannot be merged (each is someone's account), so the oldest account keeps the
 * spelling and each later one gets its id's last 6 characters added: `name_1a2b3c` for a username,
 * `local+1a2b3c@domain` for an email (emails were already stored lower-cased, so these are rows written by
 * hand). The owner sees the new spelling in the accounts list and can change it.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

interface Account {
  id: string;
  username: string;
  email: string;
  created_at: number | string;
}

async function respellDuplicates(db: AnyDb): Promise<void> {
  const rows = (await db
    .selectFrom('users')
    .select(['id', 'username', 'email', 'created_at'])
    .orderBy('created_at')
    .orderBy('id')
    .execute()) as Account[];
  const seenUsernames = new Set<string>();
  const seenEmails = new Set<string>();
  for (const row of rows) {
    const suffix = row.id.slice(-6);
    const patch: Partial<Account> = {};
    const email = row.email.trim().toLowerCase();
    if (seenUsernames.has(row.username.toLowerCase())) patch.username = `${row.username}_${suffix}`;
    if (seenEmails.has(email)) {
      const at = email.lastIndexOf('@');
      patch.email = at > 0 ? `${email.slice(0, at)}+${suffix}${email.slice(at)}` : `${email}+${suffix}`;
    } else if (email !== row.email) {
      patch.email = email;
    }
    seenUsernames.add((patch.username ?? row.username).toLowerCase());
    seenEmails.add(patch.email ?? email);
    if (Object.keys(patch).length > 0) await db.updateTable('users').set(patch).where('id', '=', row.id).execute();
  }
}

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull())
    // seconds since the epoch: the token's own `exp`, after which the row is useless and pruned
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('revoked_tokens_expires').on('revoked_tokens').column('expires_at').execute();

  await respellDuplicates(db);
  await sql`create unique index users_username_lower on users (lower(username))`.execute(db);
  await sql`create unique index users_email_lower on users (lower(email))`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  await sql`drop index if exists users_email_lower`.execute(db);
  await sql`drop index if exists users_username_lower`.execute(db);
  await db.schema.dropTable('revoked_tokens').ifExists().execute();
}
