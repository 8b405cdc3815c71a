import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { ContinueCard } from './ContinueCard.tsx';

describe('ContinueCard', () => {
  it('is one link named by the action, the work and where it stops', () => {
    renderWithRouter(
      <ContinueCard
        to="/manga/3/session/1/chapter/2"
        title="Berserk"
        detail="بەشی ٢، پەڕەی ٥"
        kind="read"
        progress={0.5}
      />,
    );
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('href', '/manga/3/session/1/chapter/2');
    expect(link).toHaveAccessibleName('درێژەدان بە خوێندنەوە Berserk بەشی ٢، پەڕەی ٥');
  });

  it('says "continue watching" for an episode and draws no bar without progress', () => {
    const { container } = renderWithRouter(<ContinueCard to="/series/7" title="Sora" detail="ئەڵقەی ٤" kind="watch" />);
    expect(screen.getByRole('link')).toHaveAccessibleName(/^درێژەدان بە بینین Sora/);
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
