import type { WorkType } from '../db/schema.ts';

/**
 * Genres for generated works (the sample data has no tags): words of the title that name a genre
 * (romanised Japanese and English), then genres typical of the kind, chosen by a hash of the title so a
 * title always gets the same genres and the catalogue's random sequence is left alone. Two or three each.
 */

const KEYWORDS: [RegExp, string][] = [
  [/\b(mahou|mahō|majo|witch|magic|madou|maou|dragon|elf|isekai|tensei|kingdom|sword|fantasy|quest)/i, 'fantasy'],
  [/\b(koi|love|kiss|bride|hanayome|romance|kanojo|girlfriend|boyfriend|darling|heart|suki)/i, 'romance'],
  [/\b(gakuen|school|high|club|bu\b|sensei|seitokai|classroom|academy)/i, 'school'],
  [/\b(gundam|robot|mecha|macross|frame|armored|eva)/i, 'mecha'],
  [/\b(senki|senso|sensou|war|battle|fight|fist|blade|hero|ninja|hunter|slayer|attack|kill)/i, 'action'],
  [/\b(tantei|detective|mystery|case|conan|jiken|kaitou|secret|himitsu)/i, 'mystery'],
  [/\b(horror|zombie|ghost|yuurei|kaidan|blood|death|shi\b|dead|vampire|nightmare)/i, 'horror'],
  [/\b(baseball|yakyuu|soccer|football|tennis|basket|volley|ski|ace|run|swim|boxing|race|kyuudou)/i, 'sports'],
  [/\b(idol|music|band|song|uta|piano|live|stars?)\b/i, 'music'],
  [/\b(space|uchuu|cyber|planet|galaxy|future|mirai|ginga|android|time)/i, 'sci-fi'],
  [/\b(samurai|shogun|sengoku|edo|meiji|history|rekishi|taisho|kengo)/i, 'historical'],
  [/\b(youkai|yokai|kami|demon|oni|spirit|god|akuma|tenshi|angel|reaper|curse)/i, 'supernatural'],
  [/\b(journey|adventure|tabi|bouken|travel|world|island|treasure|pirate)/i, 'adventure'],
  [/\b(nichijou|daily|life|cafe|family|kazoku|days|food|gohan|camp)/i, 'slice-of-life'],
  [/\b(gag|comedy|baka|funny|owarai|joke)/i, 'comedy'],
];

const BY_TYPE: Record<WorkType, readonly string[]> = {
  anime: ['drama', 'adventure', 'fantasy', 'romance', 'sci-fi', 'action', 'slice-of-life'],
  series: ['action', 'comedy', 'adventure', 'fantasy', 'drama', 'school', 'slice-of-life', 'mystery'],
  manga: ['action', 'romance', 'comedy', 'drama', 'school', 'supernatural', 'fantasy', 'mystery'],
  manhua: ['fantasy', 'action', 'romance', 'historical', 'adventure', 'supernatural'],
  oneshot: ['drama', 'comedy', 'romance', 'horror', 'slice-of-life'],
};

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/** Genre slugs for a title, most telling first. */
export function genreSlugsFor(title: string, type: WorkType): string[] {
  const slugs: string[] = [];
  for (const [pattern, slug] of KEYWORDS) if (pattern.test(title) && !slugs.includes(slug)) slugs.push(slug);
  const pool = BY_TYPE[type];
  let h = hash(title);
  const want = 2 + (h % 2);
  while (slugs.length < want) {
    const slug = pool[h % pool.length] as string;
    if (!slugs.includes(slug)) slugs.push(slug);
    h = Math.imul(h ^ (h >>> 15), 2246822507) >>> 0;
    if (h === 0) h = 1;
  }
  return slugs.slice(0, 3);
}
