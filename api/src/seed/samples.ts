import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seedDataDir } from '../paths.ts';

/** The sample data in api/seed-data (see its NOTICE for licences and attribution). */

export interface AnimeSample {
  title: string;
  title_en: string | null;
  type: 'TV' | 'MOVIE' | 'OVA' | 'ONA';
  episodes: number | null;
  status: 'FINISHED' | 'ONGOING';
  year: number | null;
  season: string | null;
  synonyms: string[];
}

export interface MangaSample {
  title: string;
}

let anime: AnimeSample[] | undefined;
let manga: MangaSample[] | undefined;

export function animeSamples(): AnimeSample[] {
  anime ??= (JSON.parse(readFileSync(join(seedDataDir, 'anime-sample.json'), 'utf8')) as { data: AnimeSample[] }).data;
  return anime;
}

export function mangaSamples(): MangaSample[] {
  manga ??= (JSON.parse(readFileSync(join(seedDataDir, 'manga-sample.json'), 'utf8')) as { data: MangaSample[] }).data;
  return manga;
}

const LATIN = /^[\p{Script=Latin}\p{N}\p{P}\p{Zs}+&'’]+$/u;

/** An English (or at least Latin-script) name: title_en, else a Latin synonym, else null. */
export function englishTitle(sample: AnimeSample): string | null {
  if (sample.title_en) return sample.title_en;
  return sample.synonyms.find((s) => LATIN.test(s) && /[a-z]/i.test(s)) ?? null;
}
