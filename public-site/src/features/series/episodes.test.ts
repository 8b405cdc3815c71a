import type { Episode, Season } from '@ckb/api-client';
import { describe, expect, it } from 'vitest';
import { series } from '../../test/fixtures.ts';
import { EPISODE_RANGE, inRange, numberLabel, rangeCount, rangeOf, stopLabel, watchOrder } from './episodes.ts';

const episode = (n: number): Episode => ({ _id: `e${n}`, name_epsode: n, detail: '', server_epsode: [] });
const season = (n: number, episodes: number[]): Season => ({
  _id: `s${n}`,
  name_session: n,
  detail: '',
  epsode: episodes.map(episode),
});

describe("a series' episodes", () => {
  it('are watched season by season, each in its numbers’ order, whatever order the answer lists them in', () => {
    const show = series(1, { session: [season(2, [1]), season(10, [2, 1]), season(1, [3, 1, 2])] });
    expect(watchOrder(show).map(({ season, episode }) => `${season.name_session}.${episode.name_epsode}`)).toEqual([
      '1.1',
      '1.2',
      '1.3',
      '2.1',
      '10.1',
      '10.2',
    ]);
    expect(watchOrder(series(2, { session: undefined }))).toEqual([]);
  });

  it('are named in Sorani digits', () => {
    expect(stopLabel({ season: season(2, []), episode: episode(13) })).toBe('وەرزی ٢ · ئەڵقەی ١٣');
    expect(numberLabel('OVA')).toBe('OVA');
  });

  it(`come in ranges of ${EPISODE_RANGE} past ${EPISODE_RANGE} of them`, () => {
    const many = Array.from({ length: 120 }, (_, i) => i + 1);
    expect(rangeCount(EPISODE_RANGE)).toBe(1);
    expect(rangeCount(EPISODE_RANGE + 1)).toBe(2);
    expect(rangeCount(120)).toBe(3);
    expect(rangeOf(0)).toBe(0);
    expect(rangeOf(50)).toBe(1);
    expect(inRange(many, 2)).toEqual(many.slice(100));
    expect(inRange(many.slice(0, 50), 0)).toHaveLength(50);
  });
});
