import { describe, expect, it } from 'vitest';
import type { AdRow } from '../../src/db/schema.ts';
import { showsAds } from '../../src/web/ads.ts';

/** A promos repository with `live` shell ads today (or a database that fails). */
const reposWith = (live: number | 'fails') => {
  const days: string[] = [];
  const repos = {
    promos: {
      liveAds: async (placement: string, day: string) => {
        days.push(`${placement} ${day}`);
        if (live === 'fails') throw new Error('database down');
        return Array.from({ length: live }, () => ({}) as AdRow);
      },
    },
  };
  return { repos: repos as unknown as Parameters<typeof showsAds>[1], days };
};

describe('showsAds', () => {
  it("shows the shell's ads on the public site's and the reader's pages while one is live today", async () => {
    const { repos, days } = reposWith(1);
    for (const path of ['/', '/movies', '/series/3', '/manga/1/session/1/chapter/1'])
      expect(await showsAds(path, repos), path).toBe(true);
    expect(days[0]).toBe(`shell ${new Date().toISOString().slice(0, 10)}`);
  });

  it("never where the route map says none (the shell's own pages, the back-office, a bare page, a path it does not know), and without asking the database", async () => {
    const { repos, days } = reposWith(1);
    for (const path of ['/login', '/forbidden', '/admin', '/admin/users/profile', '/hi', '/no/such/page'])
      expect(await showsAds(path, repos), path).toBe(false);
    expect(days).toEqual([]);
  });

  it('shows none when no ad is live, or when the lookup fails', async () => {
    expect(await showsAds('/movies', reposWith(0).repos)).toBe(false);
    expect(await showsAds('/movies', reposWith('fails').repos)).toBe(false);
  });
});
