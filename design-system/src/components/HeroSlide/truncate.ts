import { graphemes } from '@ckb/contract/text';

/**
 * Cuts text to at most `max` characters (user-perceived characters, so a Kurdish letter with its
 * mark or an emoji is never split), ending with '…' when something was cut. Tries to end at a word.
 */
export function truncate(text: string, max: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  // one past the limit is enough to know the text must be cut
  const chars = graphemes(clean, max + 1);
  if (chars.length <= max) return clean;
  const cut = chars.slice(0, Math.max(0, max - 1)).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace > max * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.replace(/[\s،,.;:!?-]+$/u, '')}…`;
}
