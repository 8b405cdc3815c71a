import { clipAbout } from '@ckb/api-client';
import { HeroSlide, MemoryRouter } from '@ckb/design-system';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

/** The text of the hero's two about lines (wide and small screens) for an about text. */
function shown(about: string): string[] {
  const { container, unmount } = render(
    <MemoryRouter>
      <HeroSlide title="T" about={about} poster={{ low: '/p' }} background={{ low: '/b' }} />
    </MemoryRouter>,
  );
  const lines = [...container.querySelectorAll('p')].map((p) => p.textContent ?? '');
  unmount();
  return lines;
}

describe("the home hero's about text, as the store keeps it (clipAbout)", () => {
  it.each([
    [
      'a long Kurdish text',
      'ساڵی ٢٠١٦، فیلمەکە گەیشتە سینەماکان. چیرۆکەکە باسی خۆشەویستی و تۆڵەسەندنەوە دەکات. '.repeat(8),
    ],
    ['runs of spaces and new lines', `${'وشە   \n'.repeat(60)}کۆتایی`],
    ['one long word', 'x'.repeat(500)],
    ['exactly one past the cut', 'y'.repeat(151)],
    ['a short text', 'کورت'],
  ])('is shown exactly as the whole text: %s', (_name, about) => {
    expect(shown(clipAbout(about))).toEqual(shown(about));
  });
});
