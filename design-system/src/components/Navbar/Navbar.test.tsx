import { screen, within } from '@testing-library/react';
import { Route, Routes, useLocation } from '../../router.ts';
import { describe, expect, it } from 'vitest';
import { renderWithRouter } from '../../test/render.tsx';
import { Navbar } from './Navbar.tsx';

function Where() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const hrefs = (nav: HTMLElement) =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.getAttribute('href'));
const barNav = () => screen.getByRole('navigation', { name: 'ڕێڕەوی سەرەکی' });

describe('Navbar', () => {
  it('is a header with the brand and a named nav; signed out it offers login only', () => {
    renderWithRouter(<Navbar signedIn={false} />);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ئەنیمی کورد' })).toHaveAttribute('href', '/');
    expect(hrefs(barNav())).toEqual(['/', '/movies', '/series', '/manga', '/staff', '/about', '/login']);
    expect(within(barNav()).getByRole('link', { name: 'سەرەکی' })).toBeInTheDocument();
  });

  it('signed in it offers admin and logout instead of login', () => {
    renderWithRouter(<Navbar signedIn />);
    expect(hrefs(barNav())).toEqual(['/', '/movies', '/series', '/manga', '/staff', '/about', '/admin', '/logout']);
  });

  it('marks the section of the current path, and home only on /', () => {
    renderWithRouter(<Navbar signedIn />, { route: '/admin/movies/3' });
    const nav = within(barNav());
    expect(nav.getByRole('link', { name: 'بەڕێوەبردن' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'سەرەکی' })).not.toHaveAttribute('aria-current');
  });

  it('the menu button opens a drawer with the same links; a choice navigates and closes it', async () => {
    const { user } = renderWithRouter(
      <>
        <Navbar signedIn={false} />
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </>,
    );
    const barLinks = hrefs(barNav());
    const menu = screen.getByRole('button', { name: 'مێنیو' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    const dialog = screen.getByRole('dialog', { name: 'مێنیو' });
    expect(menu).toHaveAttribute('aria-controls', dialog.id);
    // the same links, and the offline reader (another document: a plain link)
    expect(hrefs(dialog)).toEqual([...barLinks, '/read/']);
    expect(within(dialog).getByRole('link', { name: 'خوێندنەوەی بێ ئینتەرنێت' })).toHaveAttribute('href', '/read/');

    await user.click(within(dialog).getByRole('link', { name: 'زنجیرەکان' }));
    expect(screen.getByRole('status', { name: 'path' })).toHaveTextContent('/series');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('Escape closes the drawer and focus returns to the menu button', async () => {
    const { user } = renderWithRouter(<Navbar signedIn />);
    const menu = screen.getByRole('button', { name: 'مێنیو' });
    await user.click(menu);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(menu).toHaveFocus();
  });

  it('takes label overrides', () => {
    renderWithRouter(<Navbar signedIn={false} brandName="Anime Kurd" labels={{ home: 'Home' }} navLabel="Main" />);
    expect(screen.getByRole('link', { name: 'Anime Kurd' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' }),
    ).toBeInTheDocument();
  });
});
