import { describe, expect, it } from 'vitest';
import { byNaturalName, imageProblem, isArchive, pageFileProblem } from './files.ts';

const file = (name: string, type = 'image/jpeg', size = 10) => new File([new Uint8Array(size)], name, { type });

describe('chapter files', () => {
  it('takes a .zip/.cbz besides pictures, by name or type; refuses an empty one and other files', () => {
    expect(isArchive(file('ch1.cbz', ''))).toBe(true);
    expect(isArchive(file('CH1.ZIP', ''))).toBe(true);
    expect(isArchive(file('x', 'application/zip'))).toBe(true);
    expect(isArchive(file('a.jpg'))).toBe(false);
    expect(pageFileProblem(file('ch1.cbz', '', 50 * 1024 * 1024))).toBeNull();
    expect(pageFileProblem(file('ch1.zip', 'application/zip', 0))).toMatch(/«ch1.zip» بەتاڵە/);
    expect(pageFileProblem(file('a.jpg'))).toBeNull();
    expect(pageFileProblem(file('notes.txt', 'text/plain'))).toMatch(/وێنە نییە/);
  });

  it('orders names as people number pages', () => {
    const names = ['10.jpg', '2.jpg', 'page-1.png', '1.jpg', 'Page-10.png', 'page-2.png'];
    expect(
      names
        .map((n) => file(n))
        .sort(byNaturalName)
        .map((f) => f.name),
    ).toEqual(['1.jpg', '2.jpg', '10.jpg', 'page-1.png', 'page-2.png', 'Page-10.png']);
  });

  it('refuses what the api would refuse, naming the file', () => {
    expect(imageProblem(file('a.jpg'))).toBeNull();
    expect(imageProblem(file('a.webp', 'image/webp'))).toBeNull();
    expect(imageProblem(file('notes.txt', 'text/plain'))).toMatch(/«notes.txt» وێنە نییە/);
    expect(imageProblem(file('a.svg', 'image/svg+xml'))).toMatch(/وێنە نییە/);
    expect(imageProblem(file('empty.png', 'image/png', 0))).toMatch(/«empty.png» بەتاڵە/);
    expect(imageProblem(file('huge.jpg', 'image/jpeg', 21 * 1024 * 1024))).toMatch(
      /«huge.jpg» لە ٢٠ مێگابایت گەورەترە/,
    );
  });
});
