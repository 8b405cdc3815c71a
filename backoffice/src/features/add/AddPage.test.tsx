import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import AddPage from './AddPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const fill = async (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) {
    const el = document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    if (el.tagName === 'SELECT') await userEvent.selectOptions(el, value);
    else await userEvent.type(el, value);
  }
};

describe('AddPage', () => {
  it('films first: an empty form marks every field, focuses the first, and sends nothing', async () => {
    const calls = fakeApi(() => undefined);
    renderWithProviders(<AddPage />, { route: '/admin/add' });
    expect(screen.getByRole('tab', { name: 'فیلم' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(/ماوە، داهات و بودجە تەنها ژمارە/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردن' }));
    const en = document.querySelector('[name="en"]')!;
    await waitFor(() => expect(en).toHaveFocus());
    expect(en).toHaveAttribute('aria-invalid', 'true');
    for (const name of ['ku', 'about', 'country', 'time', 'rating', 'director'])
      expect(document.querySelector(`[name="${name}"]`), name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('«ماوە (خولەک)» پێویستە.')).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('numbers take numbers only, in any digits', async () => {
    fakeApi(() => undefined);
    renderWithProviders(<AddPage />, { route: '/admin/add' });
    await fill({ time: 'نەوەد', rating: '١١' });
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردن' }));
    expect(await screen.findByText('«ماوە (خولەک)» دەبێت ژمارە بێت.')).toBeVisible();
    expect(screen.getByText('«هەڵسەنگاندن (٠–١٠)» نابێت لە ١٠ زیاتر بێت.')).toBeVisible();
  });

  it('creates a hidden manga from the manga tab with the SPEC field names, then opens its page', async () => {
    const calls = fakeApi((url, req) =>
      url.pathname === '/api/manga' && req.method === 'POST'
        ? { status: 201, body: { data: { manga: { _id: 'abc' } } } }
        : undefined,
    );
    const { location } = renderWithProviders(<AddPage />, { route: '/admin/add?type=manga' });
    expect(screen.getByRole('tab', { name: 'مانگا' })).toHaveAttribute('aria-selected', 'true');
    await fill({
      en: 'Berserk',
      ku: 'بێرسێرک',
      or: 'ベルセルク',
      about: 'x',
      date_publish: '1989-08-25',
      author: 'Kentaro Miura',
      language: 'ژاپۆنی',
      name_studio: 'Hakusensha',
      rating: '٩٫٥',
      status: 'continue',
      type: 'manga',
    });
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردن' }));
    await waitFor(() => expect(location()).toBe('/admin/manga/abc'));
    expect(await calls.find((c) => c.method === 'POST')!.json()).toEqual({
      en: 'Berserk',
      ku: 'بێرسێرک',
      or: 'ベルセルク',
      about: 'x',
      date_publish: '1989-08-25',
      author: 'Kentaro Miura',
      language: 'ژاپۆنی',
      name_studio: 'Hakusensha',
      rating: 9.5,
      status: 'continue',
      type: 'manga',
      active_show: 'false',
    });
  });
});
