import { MEDIA_DEFAULTS, type Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { FsMediaStorage, type MediaStorage } from '../media/storage.ts';
import { seedDemo, type DemoResult } from './demo.ts';
import { seedImages, type ImageSeedResult } from './images.ts';
import { ensureOwner, type OwnerResult } from './owner.ts';

export interface SeedResult {
  owner: OwnerResult;
  /** Present when demo content was seeded on this start. */
  demo?: DemoResult;
  /** The demo's pictures (when a media folder was given). */
  images?: ImageSeedResult;
}

export { DEMO_CATALOGUE, DEMO_STAFF, demoHidden } from './demo.ts';
export { generateCatalogue, insertCatalogue, type CatalogueOptions } from './catalogue.ts';

/**
 * First start on an empty database (no accounts at all): the owner, then, with SEED_DEMO, the demo
 * staff and catalogue. Later starts only make sure an owner exists. Deleting demo works never
 * brings them back.
 */
export async function seed(
  db: Db,
  config: Pick<Config, 'owner' | 'seedDemo' | 'demoPassword'> & Partial<Pick<Config, 'mediaDir' | 'media'>>,
  /** The store the demo pictures go to (the server's); default: the folder `config.mediaDir`. */
  storage?: MediaStorage,
): Promise<SeedResult> {
  const empty = (await db.kysely.selectFrom('users').select('id').limit(1).execute()).length === 0;
  const owner = await ensureOwner(db, config.owner);
  if (!empty || !config.seedDemo) return { owner };
  const demo = await seedDemo(db, config.demoPassword);
  // the server passes its media store; tests that only need rows leave it (and the folder) out
  const store = storage ?? (config.mediaDir ? new FsMediaStorage(config.mediaDir) : null);
  if (!store) return { owner, demo };
  const images = await seedImages(db, store, {
    maxPixels: config.media?.maxPixels ?? MEDIA_DEFAULTS.maxPixels,
  });
  return { owner, demo, images };
}
