import { describe, expect, it } from 'vitest';
import { strings } from './strings.ts';

describe('strings', () => {
  it('asks about «ئەم فیلمە» after a consonant and «ئەم …یە» after a vowel', () => {
    const question = (kind: keyof typeof strings.kinds) => strings.detail.deleteWorkQuestion(strings.kinds[kind].one);
    expect(question('movies')).toBe('دڵنیایت دەتەوێت ئەم فیلمە بسڕیتەوە؟');
    expect(question('series')).toBe('دڵنیایت دەتەوێت ئەم زنجیرەیە بسڕیتەوە؟');
    expect(question('manga')).toBe('دڵنیایت دەتەوێت ئەم مانگایە بسڕیتەوە؟');
  });

  it('never counts zero pages on the send button', () => {
    expect(strings.chapterPage.send(0)).toBe('ناردنی پەڕەکان');
    expect(strings.chapterPage.send(20)).toBe('ناردنی ٢٠ پەڕە');
  });
});
