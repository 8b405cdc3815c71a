import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, fakeApi, pendingApi } from '../../test/api.ts';
import { user } from '../../test/fixtures.ts';
import { renderPage } from '../../test/render.tsx';
import StaffProfilePage from './StaffProfilePage.tsx';

const work = (key: 'movie_id' | 'series_id' | 'manga_id', n: number) => ({
  _id: `w${n}`,
  type: key === 'movie_id' ? 'anime' : key === 'series_id' ? 'series' : 'manga',
  [key]: n,
  en: `Work ${n}`,
  ku: `کار ${n}`,
  poster: { low: '/p.png', original: '/p.png' },
});

const member = user('u7', {
  name: 'شیلان',
  is_owner: true,
  is_translator: true,
  is_designer: true,
  associatedWorks: {
    movies: { translator: [work('movie_id', 1), work('movie_id', 2)], designer: [], technique: [work('movie_id', 3)] },
    series: { translator: [], designer: [work('series_id', 5)], technique: [] },
    manga: { translator: [work('manga_id', 9)], designer: [] },
  },
});

const open = () => renderPage(StaffProfilePage, { path: '/staff/:id', route: '/staff/u7' });

describe('/staff/{id}', () => {
  it('waits, then shows the profile with avatar, name and role badges', async () => {
    fakeApi({ '/api/users/u7': { user: member } });
    open();
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'شیلان' })).toBeInTheDocument();
    const roles = screen.getByRole('list', { name: 'ڕۆڵەکان' });
    expect(
      within(roles)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['خاوەن', 'وەرگێڕ', 'دیزاینەر']);
  });

  it('has film, series and manga tabs listing works by translation, design and technique', async () => {
    fakeApi({ '/api/users/u7': { user: member } });
    const { user: u } = open();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['فیلم', 'زنجیرە', 'مانگا/مانهوا']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');

    let panel = screen.getByRole('tabpanel');
    const translation = within(panel).getByRole('region', { name: 'وەرگێڕان' });
    expect(
      within(translation)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/movies/1', '/movies/2']);
    expect(within(panel).getByRole('region', { name: 'دیزاین' })).toHaveTextContent('هیچ دیزاینێک نییە');
    expect(within(within(panel).getByRole('region', { name: 'تەکنیک' })).getByRole('link')).toHaveAttribute(
      'href',
      '/movies/3',
    );

    await u.click(screen.getByRole('tab', { name: 'زنجیرە' }));
    panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('region', { name: 'وەرگێڕان' })).toHaveTextContent('هیچ وەرگێڕانێک نییە');
    expect(within(within(panel).getByRole('region', { name: 'دیزاین' })).getByRole('link')).toHaveAttribute(
      'href',
      '/series/5',
    );
    expect(within(panel).getByRole('region', { name: 'تەکنیک' })).toHaveTextContent('هیچ کاری تەکنیکی نییە');

    await u.click(screen.getByRole('tab', { name: 'مانگا/مانهوا' }));
    panel = screen.getByRole('tabpanel');
    expect(within(within(panel).getByRole('region', { name: 'وەرگێڕان' })).getByRole('link')).toHaveAttribute(
      'href',
      '/manga/9',
    );
    expect(within(panel).queryByRole('region', { name: 'تەکنیک' })).not.toBeInTheDocument();
  });

  it('shows every empty message for a member without credits', async () => {
    fakeApi({ '/api/users/u7': { user: { ...member, associatedWorks: undefined } } });
    open();
    const panel = await screen.findByRole('tabpanel');
    expect(panel).toHaveTextContent('هیچ وەرگێڕانێک نییە');
    expect(panel).toHaveTextContent('هیچ دیزاینێک نییە');
    expect(panel).toHaveTextContent('هیچ کاری تەکنیکی نییە');
  });

  it("says 'هیچ نەدۆزرایەوە' for a member who does not exist", async () => {
    fakeApi({ '/api/users/u7': failWith(404) });
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'هیچ نەدۆزرایەوە' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'گەڕانەوە بۆ لیستەکە' })).toHaveAttribute('href', '/staff');
  });

  it("shows 'User data could not be loaded.' in Sorani, with a retry, when the profile fails", async () => {
    fakeApi({ '/api/users/u7': failWith(503) });
    open();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('زانیاری ئەندامەکە بار نەبوو');
    expect(alert).not.toHaveTextContent(/[a-z]/i);
    expect(screen.getByRole('button', { name: 'دووبارە هەوڵدانەوە' })).toBeVisible();
  });

  it('keeps the waiting message while the request runs', () => {
    pendingApi();
    open();
    expect(screen.getByRole('status')).toHaveTextContent('چاوەڕێ بکە...');
  });
});
