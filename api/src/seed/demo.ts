import { hashPassword } from '../auth/passwords.ts';
import type { RoleFlags } from '@ckb/contract/roles';
import type { Db } from '../db/database.ts';
import type { CreditRole } from '../db/schema.ts';
import { UsersRepository } from '../repositories/users.ts';
import { insertCatalogue, type CatalogueCounts, type CatalogueOptions } from './catalogue.ts';

/** Demo staff: one account per role, plus a few more so works have varied credits. */
export const DEMO_STAFF: { name: string; username: string; email: string; role: string; flags: Partial<RoleFlags> }[] =
  [
    { name: 'دیار', username: 'diyar', email: 'dev@example.com', role: 'گەشەپێدەر', flags: { is_dev: true } },
    { name: 'هێمن', username: 'hemin', email: 'admin@example.com', role: 'بەڕێوەبەر', flags: { is_admin: true } },
    {
      name: 'شنۆ',
      username: 'shno',
      email: 'supervisor@example.com',
      role: 'سەرپەرشتیار',
      flags: { is_supervisor: true },
    },
    {
      name: 'ڕێبین',
      username: 'rebin',
      email: 'translator@example.com',
      role: 'وەرگێڕ',
      flags: { is_translator: true },
    },
    { name: 'لاڤین', username: 'lavin', email: 'designer@example.com', role: 'دیزاینەر', flags: { is_designer: true } },
    {
      name: 'ژیار',
      username: 'zhyar',
      email: 'technique@example.com',
      role: 'تەکنیکار',
      flags: { is_technique: true },
    },
    {
      name: 'بەهار',
      username: 'bahar',
      email: 'bahar@example.com',
      role: 'وەرگێڕ و دیزاینەر',
      flags: { is_translator: true, is_designer: true },
    },
    {
      name: 'سەرهەنگ',
      username: 'sarhang',
      email: 'sarhang@example.com',
      role: 'وەرگێڕ',
      flags: { is_translator: true },
    },
    {
      name: 'نەوژین',
      username: 'nawzhin',
      email: 'nawzhin@example.com',
      role: 'دیزاینەر و تەکنیکار',
      flags: { is_designer: true, is_technique: true },
    },
  ];

/**
 * The demo catalogue's shape. Deterministic: tests rely on these numbers.
 * 48 films with every 12th hidden -> 44 visible = 4 pages of 14.
 */
export const DEMO_CATALOGUE = {
  movies: 48,
  series: 24,
  manga: 30,
  seed: 20250101,
  hiddenEvery: 12,
  slideEvery: 5,
  viewDays: 30,
  longSeason: 120,
} as const satisfies CatalogueOptions;

/** How many works of a kind the demo hides (index % hiddenEvery === hiddenEvery - 1). */
export const demoHidden = (count: number): number => Math.floor(count / DEMO_CATALOGUE.hiddenEvery);

export interface DemoResult {
  staff: number;
  catalogue: CatalogueCounts;
}

export async function seedDemo(db: Db, demoPassword: string, now = Date.now()): Promise<DemoResult> {
  const users = new UsersRepository(db.kysely);
  // One hash for every demo account: they share the documented demo password.
  const passwordHash = await hashPassword(demoPassword);
  const byRole: Record<CreditRole, string[]> = { translator: [], designer: [], technique: [] };
  // after the owner, in list order
  let at = now + 1;
  for (const member of DEMO_STAFF) {
    const row = await users.create({ ...member, passwordHash }, at++);
    if (member.flags.is_translator) byRole.translator.push(row.id);
    if (member.flags.is_designer) byRole.designer.push(row.id);
    if (member.flags.is_technique) byRole.technique.push(row.id);
  }
  const catalogue = await insertCatalogue(db.kysely, { ...DEMO_CATALOGUE, staff: byRole, now });
  return { staff: DEMO_STAFF.length, catalogue };
}
