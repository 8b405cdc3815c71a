import type { User } from '@ckb/api-client';
import type { ActivityItem } from '@ckb/api-client/admin';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import ActivityPage from './ActivityPage.tsx';
import { knowsField } from '../../components/activity/labels.ts';

afterEach(() => vi.unstubAllGlobals());

const image = { low: '/img/default/default.png', original: '/img/default/default.png' };
const NO_ROLES = {
  is_owner: false,
  is_dev: false,
  is_supervisor: false,
  is_admin: false,
  is_translator: false,
  is_designer: false,
  is_technique: false,
};
const account = (over: Partial<User> = {}): User => ({
  _id: 'u1',
  name: 'Name',
  username: 'name',
  email: 'name@example.com',
  role: '',
  avatar: image,
  background: image,
  ...NO_ROLES,
  ...over,
});

const signedInAs = (id: string) => ({
  auth: { token: validToken(id), isAuthenticated: true, user: { id, exp: Math.floor(Date.now() / 1000) + 3600 } },
});

const entry = (over: Partial<ActivityItem> = {}): ActivityItem => ({
  _id: 'e1',
  at: Date.UTC(2026, 10, 27, 9, 5),
  actor: { _id: 'u-sara', username: 'sara' },
  action: 'edit',
  kind: 'movie',
  target: 'm1',
  work: 'm1',
  label: 'ناوی کوردی',
  work_title: 'ناوی کوردی',
  work_kind: 'movie',
  changes: { en: ['Before', 'After'], rating: [7, 8.5] },
  ...over,
});

function serve(me: ReturnType<typeof account>, items: ActivityItem[], totalPages = 1) {
  return fakeApi((url) => {
    if (url.pathname === '/api/activity')
      return { body: { data: { pagination_info: { results: items, totalPages, totalItems: items.length } } } };
    if (url.pathname === '/api/users')
      return {
        body: {
          data: {
            pagination_info: {
              results: [me, account({ _id: 'u-sara', name: 'Sara', username: 'sara' })],
              totalPages: 1,
              totalItems: 2,
            },
          },
        },
      };
    if (url.pathname === `/api/users/${me._id}`) return { body: { data: { user: me } } };
    return undefined;
  });
}

const activityCalls = (calls: Request[]) =>
  calls.filter((c) => new URL(c.url).pathname === '/api/activity').map((c) => new URL(c.url).searchParams);

describe('ActivityPage', () => {
  it("shows who, when, what and which, with the changes under the forms' labels, never a secret", async () => {
    const password = entry({
      _id: 'e2',
      kind: 'user',
      action: 'edit',
      target: 'u-sara',
      work: null,
      work_title: null,
      work_kind: null,
      label: 'sara',
      changes: { password: ['[changed]', '[changed]'] },
    });
    const season = entry({ _id: 'e3', kind: 'season', action: 'create', target: 's1', label: '2', changes: null });
    serve(account({ _id: 'me', is_supervisor: true }), [entry(), password, season]);
    renderWithProviders(<ActivityPage />, { route: '/admin/activity', preloadedState: signedInAs('me') });
    const table = await screen.findByRole('table', { name: 'لیستی گۆڕانکارییەکان' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: '@sara' })).toHaveAttribute('href', '/admin/users/u-sara');
    expect(within(row).getByText('دەستکاری کرد')).toBeVisible();
    expect(within(row).getByRole('link', { name: 'ناوی کوردی' })).toHaveAttribute('href', '/admin/movies/m1');
    const changes = row.querySelector('dl[aria-label="گۆڕانکارییەکان"]')!;
    expect(changes).toHaveTextContent('ناوی ئینگلیزی');
    expect(changes).toHaveTextContent('Before');
    expect(changes).toHaveTextContent('After');
    expect(changes).not.toHaveTextContent(/\ben\b|rating/);
    expect(changes).toHaveTextContent('٨٫٥');
    const secret = within(table).getAllByRole('row')[2]!.querySelector('dl')!;
    expect(secret).toHaveTextContent(/^وشەی نهێنیگۆڕدرا$/);
    // a child row names its work, linked to the work's page
    const child = within(table).getAllByRole('row')[3]!;
    expect(within(child).getByText('وەرز')).toBeVisible();
    expect(within(child).getByRole('link', { name: 'ناوی کوردی' })).toHaveAttribute('href', '/admin/movies/m1');
    // the time in Kurdish digits, no Latin digit in the cell
    const time = within(row).getByText((_, el) => el?.tagName === 'TIME');
    expect(time.textContent).toMatch(/٢٠٢٦/);
    expect(time.textContent).not.toMatch(/[0-9]/);
  });

  it('filters by person, kind and day through the URL, and pages', async () => {
    const calls = serve(account({ _id: 'me', is_owner: true }), [entry()], 3);
    const { location } = renderWithProviders(<ActivityPage />, {
      route: '/admin/activity',
      preloadedState: signedInAs('me'),
    });
    await screen.findByRole('table');
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'کەس' }), 'u-sara');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'جۆر' }), 'series');
    await waitFor(() => expect(location()).toBe('/admin/activity?user=u-sara&kind=series'));
    await waitFor(() => {
      const last = activityCalls(calls).at(-1)!;
      expect(last.get('user')).toBe('u-sara');
      expect(last.get('kind')).toBe('series');
      expect(last.get('limit')).toBe('20');
      expect(last.has('day')).toBe(false);
    });
    expect(screen.getByRole('navigation', { name: 'پەڕەکانی مێژوو' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'تەنها مێژووی «ناوی کوردی»' }));
    await waitFor(() => expect(activityCalls(calls).at(-1)!.get('work')).toBe('m1'));
    expect(screen.getByText('ناوی کوردی', { selector: 'bdi', ignore: 'a bdi' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'لابردنی پاڵاوتنەکان' }));
    await waitFor(() => expect(location()).toBe('/admin/activity'));
  });

  it('someone who reads only their own entries gets no person filter; an empty history says so', async () => {
    serve(account({ _id: 'me', is_translator: true }), []);
    renderWithProviders(<ActivityPage />, { route: '/admin/activity', preloadedState: signedInAs('me') });
    expect(await screen.findByText('هیچ گۆڕانکارییەک نییە.')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'کەس' })).toBeNull();
    expect(screen.getByRole('combobox', { name: 'جۆر' })).toBeVisible();
  });

  it('names every field the api records', () => {
    const recorded: [ActivityItem['kind'], string][] = [
      ...['en', 'ku', 'ar', 'or', 'about', 'country', 'language', 'date_publish', 'time', 'budget', 'revenue']
        .concat(['imdb', 'rating', 'assessment', 'director', 'trailer', 'status', 'type', 'author', 'name_studio'])
        .concat(['active_show', 'active_show_on_slide', 'active_show_on_swiper', 'translator_id', 'designer_id'])
        .concat(['technique_id', 'genres', 'alt_titles', 'player_ad_off'])
        .map((f) => ['movie', f] as [ActivityItem['kind'], string]),
      ['season', 'name_session'],
      ['episode', 'name_epsode'],
      ['chapter', 'name_chapter'],
      ['chapter', 'detail'],
      ['server', 'name_server'],
      ['server', 'embed_code'],
      ['image', 'image'],
      ['page', 'pages'],
      ['genre', 'order'],
      ...['name', 'slug'].map((f) => ['genre', f] as [ActivityItem['kind'], string]),
      ...['name', 'username', 'email', 'password', 'role', 'is_owner', 'is_dev', 'is_supervisor', 'is_admin']
        .concat(['is_translator', 'is_designer', 'is_technique'])
        .map((f) => ['user', f] as [ActivityItem['kind'], string]),
      ...['name', 'link', 'starts_on', 'ends_on', 'active', 'placement'].map(
        (f) => ['ad', f] as [ActivityItem['kind'], string],
      ),
      ...['title', 'text', 'link', 'position', 'active'].map((f) => ['banner', f] as [ActivityItem['kind'], string]),
    ];
    expect(recorded.filter(([kind, field]) => !knowsField(kind, field))).toEqual([]);
  });
});
