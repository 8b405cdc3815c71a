import pg from 'pg';
import type { CatalogueOptions } from '../../src/seed/catalogue.ts';

/**
 * The bench catalogue without seasons, chapters or servers: `works` works in three even kinds, one in twelve
 * hidden, no slides and no view days. What bench:search and bench:backup fill their 100,000 works with, so
 * both measure the same rows.
 */
export function worksOnly(works: number): CatalogueOptions {
  const third = Math.floor(works / 3);
  return {
    movies: third,
    series: third,
    manga: works - 2 * third,
    seed: 424242,
    hiddenEvery: 12,
    slideEvery: 0,
    viewDays: 0,
    seasons: { min: 0, max: 0 },
    sessions: { min: 0, max: 0 },
    serversPerEpisode: { min: 0, max: 0 },
    chunkSize: 2000,
  };
}

/** One statement on PostgreSQL over a connection of its own (a bench's schema made or dropped). */
export async function pgQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
