import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { WorkCard } from './WorkCard.tsx';

const poster = { low: '/p-low.jpg', original: '/p.jpg' };

describe('WorkCard', () => {
  it('is one link to the work, named by its English and Kurdish names', () => {
    renderWithRouter(<WorkCard to="/series/7" poster={poster} en="One Piece" ku="وەن پیس" meta="★ ٩/١٠" />);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute('href', '/series/7');
    expect(links[0]).toHaveAccessibleName('One Piece وەن پیس ★ ٩/١٠');
    expect(screen.getByRole('heading', { level: 3, name: 'One Piece' })).toHaveAttribute('lang', 'en');
  });

  it("names the work's first two genres", () => {
    renderWithRouter(
      <WorkCard to="/series/7" poster={poster} en="One Piece" ku="وەن پیس" genres={['ئاکشن', 'سەرکێشی', 'کۆمیدی']} />,
    );
    expect(screen.getByRole('link')).toHaveAccessibleName('One Piece وەن پیس ئاکشن، سەرکێشی');
  });

  it('shows the poster in a 2:3 frame, lazily', () => {
    const { container } = renderWithRouter(<WorkCard to="/manga/1" poster={poster} en="Berserk" />);
    const imgs = container.querySelectorAll('img');
    expect(imgs[0]).toHaveAttribute('src', '/p-low.jpg');
    expect(imgs[1]).toHaveAttribute('src', '/p.jpg');
    expect(imgs[1]).toHaveAttribute('loading', 'lazy');
  });

  it('shows a type badge only when given a type', () => {
    const { rerender } = renderWithRouter(<WorkCard to="/manga/1" poster={poster} en="Berserk" />);
    expect(screen.queryByText('مانگا')).toBeNull();
    rerender(<WorkCard to="/manga/1" poster={poster} en="Berserk" type="manga" />);
    expect(screen.getByText('مانگا')).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    renderWithRouter(<WorkCard to="/movies/1" poster={poster} en="Your Name" titleAs="h2" />);
    expect(screen.getByRole('heading', { level: 2, name: 'Your Name' })).toBeInTheDocument();
  });
});
