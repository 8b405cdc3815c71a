import type { User } from '@ckb/api-client';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders, validToken } from '../../../../tooling/testing.tsx';
import { Route, Routes } from '@ckb/design-system';
import ProfilePage from './ProfilePage.tsx';
import { account } from './fixtures.ts';
import { isDevtoolsShortcut } from './useNoDevtools.ts';

afterEach(() => vi.unstubAllGlobals());

const signedInAs = (id: string) => ({
  auth: { token: validToken(id), isAuthenticated: true, user: { id, exp: Math.floor(Date.now() / 1000) + 3600 } },
});
const poster = { low: '/media/p-low.webp', original: '/media/p.webp' };
const credited = (n: number) => ({
  _id: `w${n}`,
  type: 'anime',
  movie_id: n,
  en: `Film ${n}`,
  ku: `فیلم ${n}`,
  poster,
});

function serve(
  users: Record<string, User>,
  extra?: (url: URL, req: Request) => { status?: number; body: unknown } | undefined,
) {
  return fakeApi((url, req) => {
    const hit = extra?.(url, req);
    if (hit) return hit;
    const m = /^\/api\/users\/([^/]+)$/.exec(url.pathname);
    if (m && req.method === 'GET' && users[m[1]!]) return { body: { data: { user: users[m[1]!] } } };
    return undefined;
  });
}

const render = (route: string, meId: string) =>
  renderWithProviders(
    <Routes>
      <Route path="/admin/users/profile" element={<ProfilePage />} />
      <Route path="/admin/users/:id" element={<ProfilePage />} />
      <Route path="/admin/users" element={<p>users list</p>} />
      <Route path="/login" element={<p>login</p>} />
    </Routes>,
    { route, preloadedState: signedInAs(meId) },
  );

describe('ProfilePage', () => {
  it('/admin/users/profile shows the signed-in account, its works by tab, and SPEC empty texts', async () => {
    const me = account({
      _id: 'me',
      name: 'Shvan',
      email: 'shvan@example.com',
      is_translator: true,
      associatedWorks: {
        movies: { translator: [credited(7)], designer: [], technique: [] },
        series: { translator: [], designer: [], technique: [] },
        manga: { translator: [], designer: [] },
      },
    });
    serve({ me });
    render('/admin/users/profile', 'me');
    expect(screen.getByText('چاوەڕێ بکە...')).toBeVisible();
    expect(await screen.findByRole('heading', { level: 1, name: 'Shvan' })).toBeVisible();
    expect(document.title).toBe('Shvan · بەڕێوەبردن · ئەنیمی کورد');
    expect(screen.getByText('shvan@example.com')).toBeVisible();
    expect(screen.getByText('وەرگێڕ')).toBeVisible();
    expect(screen.getByRole('link', { name: /Film 7/ })).toHaveAttribute('href', '/movies/7');
    expect(screen.getByText('هیچ دیزاینێک نییە')).toBeVisible();
    expect(screen.getByText('هیچ کاری تەکنیکی نییە')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'مانگا/مانهوا' }));
    expect(screen.getByText('هیچ وەرگێڕانێک نییە')).toBeVisible();
    expect(screen.queryByText('هیچ کاری تەکنیکی نییە')).toBeNull();
    // A translator changes its own name, password and avatar, and signs out everywhere: no full edit, no
    // delete, no background.
    const actions = screen.getByRole('region', { name: 'کردارەکان' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['گۆڕینی ناو و وشەی نهێنی', 'بارکردنی وێنەی کەسی', 'چوونەدەرەوە لە هەموو ئامێرەکان']);
  });

  it('a translator changes its own name and password with the current one, and goes on with the fresh token', async () => {
    const me = account({ _id: 'me', name: 'Shvan', is_translator: true });
    const fresh = validToken('me');
    const calls = serve({ me }, (url, req) => {
      if (req.method !== 'PATCH' || url.pathname !== '/api/users/me') return undefined;
      return { body: { data: { user: { ...me, name: 'Shvan K' }, token: fresh } } };
    });
    const { store } = render('/admin/users/profile', 'me');
    await screen.findByRole('heading', { level: 1, name: 'Shvan' });
    expect(screen.queryByRole('button', { name: 'دەستکاریکردنی هەژمار' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'گۆڕینی ناو و وشەی نهێنی' }));
    const dialog = screen.getByRole('dialog', { name: 'گۆڕینی ناو و وشەی نهێنی' });
    const name = within(dialog).getByLabelText('ناو');
    await userEvent.clear(name);
    await userEvent.type(name, 'Shvan K');
    await userEvent.type(within(dialog).getByLabelText('وشەی نهێنی ئێستا', { exact: false }), 'old-password-1');
    await userEvent.type(within(dialog).getByLabelText('وشەی نهێنی نوێ', { exact: false }), 'new-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'پاشەکەوتکردن' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(await calls.find((c) => c.method === 'PATCH')!.json()).toEqual({
      name: 'Shvan K',
      password: 'new-password-1',
      current_password: 'old-password-1',
    });
    await waitFor(() => expect(store.getState().auth.token).toBe(fresh));
    expect(store.getState().auth.isAuthenticated).toBe(true);
  });

  it("puts the api's refusal of a wrong current password beside that field", async () => {
    const me = account({ _id: 'me', name: 'Shvan', is_translator: true });
    serve({ me }, (_url, req) =>
      req.method === 'PATCH' ? { status: 403, body: { message: 'وشەی نهێنی ئێستا هەڵەیە.' } } : undefined,
    );
    const { store } = render('/admin/users/profile', 'me');
    await screen.findByRole('heading', { level: 1, name: 'Shvan' });
    const before = store.getState().auth.token;
    await userEvent.click(screen.getByRole('button', { name: 'گۆڕینی ناو و وشەی نهێنی' }));
    const dialog = screen.getByRole('dialog', { name: 'گۆڕینی ناو و وشەی نهێنی' });
    const current = within(dialog).getByLabelText('وشەی نهێنی ئێستا', { exact: false });
    await userEvent.type(current, 'guess-guess');
    await userEvent.type(within(dialog).getByLabelText('وشەی نهێنی نوێ', { exact: false }), 'new-password-1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'پاشەکەوتکردن' }));
    expect(await within(dialog).findByText('وشەی نهێنی ئێستا هەڵەیە.')).toBeVisible();
    expect(current).toHaveAttribute('aria-invalid', 'true');
    expect(store.getState().auth).toMatchObject({ token: before, isAuthenticated: true });
  });

  it('«log out everywhere» asks, ends every session on the server, then this one, and goes to /login', async () => {
    const me = account({ _id: 'me', name: 'Shvan', is_translator: true });
    const calls = serve({ me }, (url, req) =>
      req.method === 'POST' && url.pathname === '/api/logout/all' ? { body: { data: { signedOut: true } } } : undefined,
    );
    const { store, location } = render('/admin/users/profile', 'me');
    await screen.findByRole('heading', { level: 1, name: 'Shvan' });
    await userEvent.click(screen.getByRole('button', { name: 'چوونەدەرەوە لە هەموو ئامێرەکان' }));
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'دڵنیایت دەتەوێت لە هەموو ئامێرەکان بچیتە دەرەوە؟' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'بەڵێ، لە هەموویان بچۆ دەرەوە' }));
    await waitFor(() => expect(location()).toBe('/login'));
    const call = calls.find((c) => c.method === 'POST')!;
    expect(new URL(call.url).pathname).toBe('/api/logout/all');
    expect(call.headers.get('authorization')).toMatch(/^Bearer /);
    expect(store.getState().auth.isAuthenticated).toBe(false);
  });

  it("another account's profile offers neither the own-account form nor «log out everywhere»", async () => {
    const me = account({ _id: 'me', is_supervisor: true });
    const target = account({ _id: 't', name: 'Target', is_translator: true });
    serve({ me, t: target });
    render('/admin/users/t', 'me');
    await screen.findByRole('heading', { level: 1, name: 'Target' });
    expect(screen.queryByRole('button', { name: 'گۆڕینی ناو و وشەی نهێنی' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'چوونەدەرەوە لە هەموو ئامێرەکان' })).toBeNull();
  });

  it('a supervisor sees every control on a translator; deleting asks, then goes to /admin/users', async () => {
    const me = account({ _id: 'me', is_supervisor: true });
    const target = account({ _id: 't', name: 'Target', is_translator: true });
    const calls = serve({ me, t: target }, (url, req) =>
      req.method === 'DELETE' && url.pathname === '/api/users/t' ? { body: { data: { user: target } } } : undefined,
    );
    const { location } = render('/admin/users/t', 'me');
    await screen.findByRole('heading', { level: 1, name: 'Target' });
    for (const name of ['دەستکاریکردنی هەژمار', 'بارکردنی وێنەی کەسی', 'بارکردنی وێنەی پشتەوە', 'سڕینەوەی هەژمار'])
      expect(screen.getByRole('button', { name })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوەی هەژمار' }));
    expect(screen.getByRole('dialog', { name: 'دڵنیایت دەتەوێت ئەم بەکارهێنەرە بسڕیتەوە؟' })).toBeVisible();
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    await waitFor(() => expect(location()).toBe('/admin/users'));
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1);
  });

  it('an admin may delete a translator and change its background, but not edit it or its avatar', async () => {
    const me = account({ _id: 'me', is_admin: true });
    const target = account({ _id: 't', name: 'Target', is_translator: true });
    serve({ me, t: target });
    render('/admin/users/t', 'me');
    await screen.findByRole('heading', { level: 1, name: 'Target' });
    expect(screen.getByRole('button', { name: 'سڕینەوەی هەژمار' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'بارکردنی وێنەی پشتەوە' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'دەستکاریکردنی هەژمار' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'بارکردنی وێنەی کەسی' })).toBeNull();
  });

  it("leads to the history: one's own, and another account's only for those who read everyone's", async () => {
    const translator = account({ _id: 'me', is_translator: true });
    const supervisor = account({ _id: 'sv', name: 'Sup', is_supervisor: true });
    serve({ me: translator, sv: supervisor, t: account({ _id: 't', name: 'T' }) });
    const own = render('/admin/users/me', 'me');
    expect(await screen.findByRole('link', { name: 'مێژووی گۆڕانکارییەکانم' })).toHaveAttribute(
      'href',
      '/admin/activity',
    );
    own.unmount();
    const other = render('/admin/users/t', 'me');
    await screen.findByRole('heading', { level: 1, name: 'T' });
    // once the signed-in account (its roles) has arrived, there is still no link
    await waitFor(() => expect(JSON.stringify(other.store.getState())).toContain('"is_translator":true'));
    expect(screen.queryByRole('link', { name: /مێژووی/ })).toBeNull();
    other.unmount();
    render('/admin/users/t', 'sv');
    expect(await screen.findByRole('link', { name: 'مێژووی گۆڕانکارییەکانی' })).toHaveAttribute(
      'href',
      '/admin/activity?user=t',
    );
  });

  it('nobody below an owner gets a control on an owner', async () => {
    const me = account({ _id: 'me', is_dev: true });
    serve({ me, o: account({ _id: 'o', name: 'Owner', is_owner: true }) });
    render('/admin/users/o', 'me');
    await screen.findByRole('heading', { level: 1, name: 'Owner' });
    expect(screen.queryByRole('region', { name: 'کردارەکان' })).toBeNull();
  });

  it('a real background offers delete (with a question), not upload', async () => {
    const me = account({ _id: 'me', is_owner: true });
    const target = account({ _id: 't', name: 'T', background: poster });
    const calls = serve({ me, t: target }, (url, req) =>
      req.method === 'DELETE' && url.pathname === '/api/users/t/upload/background'
        ? { body: { data: { user: { ...target, background: account().background } } } }
        : undefined,
    );
    render('/admin/users/t', 'me');
    await screen.findByRole('heading', { level: 1, name: 'T' });
    expect(screen.queryByRole('button', { name: 'بارکردنی وێنەی پشتەوە' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوەی وێنەی پشتەوە' }));
    await userEvent.click(screen.getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
  });

  it('the edit modal opens with the account and saves it', async () => {
    const me = account({ _id: 'me', is_owner: true });
    const target = account({ _id: 't', name: 'T', is_designer: true });
    const calls = serve({ me, t: target }, (_url, req) =>
      req.method === 'PATCH' ? { body: { data: { user: { ...target, name: 'T2' } } } } : undefined,
    );
    render('/admin/users/t', 'me');
    await screen.findByRole('heading', { level: 1, name: 'T' });
    await userEvent.click(screen.getByRole('button', { name: 'دەستکاریکردنی هەژمار' }));
    const dialog = screen.getByRole('dialog', { name: 'دەستکاریکردنی هەژمار' });
    expect(within(dialog).getByRole('switch', { name: 'دیزاینەر' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'پاشەکەوتکردن' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the upload modal asks for a file before sending', async () => {
    const me = account({ _id: 'me', is_translator: true });
    serve({ me });
    render('/admin/users/profile', 'me');
    await userEvent.click(await screen.findByRole('button', { name: 'بارکردنی وێنەی کەسی' }));
    const dialog = screen.getByRole('dialog', { name: 'بارکردنی وێنەی کەسی' });
    expect(dialog.querySelector('input[type="file"][name="avatar"]')).not.toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'بارکردن' }));
    expect(within(dialog).getByText('تکایە فایلێک هەڵبژێرە.')).toBeVisible();
  });

  it('blocks the context menu and the developer-tool shortcuts only while shown', async () => {
    serve({ me: account({ _id: 'me' }) });
    const { unmount } = render('/admin/users/profile', 'me');
    expect(fireEvent.contextMenu(document.body)).toBe(false);
    expect(fireEvent.keyDown(window, { key: 'F12' })).toBe(false);
    expect(fireEvent.keyDown(window, { key: 'u', ctrlKey: true })).toBe(false);
    expect(fireEvent.keyDown(window, { key: 'a', ctrlKey: true })).toBe(true);
    unmount();
    expect(fireEvent.contextMenu(document.body)).toBe(true);
    expect(isDevtoolsShortcut({ key: 'I', ctrlKey: true, shiftKey: true, metaKey: false, altKey: false })).toBe(true);
    expect(isDevtoolsShortcut({ key: 'i', ctrlKey: false, shiftKey: false, metaKey: true, altKey: true })).toBe(true);
    expect(isDevtoolsShortcut({ key: 'c', ctrlKey: true, shiftKey: false, metaKey: false, altKey: false })).toBe(false);
  });
});
