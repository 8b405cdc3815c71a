import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { seedDemo, type DemoResult } from './demo.ts';
import { ensureOwner, type OwnerResult } from './owner.ts';

export interface SeedResult {
  owner: OwnerResult;
  /** Present when demo content was seeded on this start. */
  demo?: DemoResult;
}

export { DEMO_CATALOGUE, DEMO_STAFF, demoHidden } from './demo.ts';
export { generateCatalogue, insertCatalogue, type CatalogueOptions } from './catalogue.ts';

/**
 * First start on an empty database (no accounts at all): the owner, then, with SEED_DEMO, the demo
 * staff and catalogue. Later starts only make sure an owner exists. Deleting demo works never
 * brings them back.
 */
export async function seed(db: Db, config: Pick<Config, 'owner' | 'seedDemo' | 'demoPassword'>): Promise<SeedResult> {
  const empty = (await db.kysely.selectFrom('users').select('id').limit(1).execute()).length === 0;
  const owner = await ensureOwner(db, config.owner);
  if (!empty || !config.seedDemo) return { owner };
  return { owner, demo: await seedDemo(db, config.demoPassword) };
}
