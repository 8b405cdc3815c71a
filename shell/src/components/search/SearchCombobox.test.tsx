import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import { SearchCombobox } from './SearchCombobox.tsx';

afterEach(() => vi.unstubAllGlobals());

const poster = { low: '/img/poster/default.png', original: '/img/poster/default.png' };
const results = [
  {
    _id: 'a',
    type: 'series',
    series_id: 7,
    en: 'Attack on Titan',
    ku: 'هێرشی تایتانەکان',
    poster,
    view: 1,
    rating: 9,
    date_publish: '',
    status: '',
    genres: [],
  },
  {
    _id: 'b',
    type: 'anime',
    movie_id: 3,
    en: 'Titan Film',
    ku: 'فیلمی تایتان',
    poster,
    view: 1,
    rating: 8,
    date_publish: '',
    status: '',
    genres: [],
  },
];

function serve() {
  return fakeApi((url) =>
    url.pathname === '/api/search'
      ? { body: { data: { pagination_info: { results, totalPages: 1, totalItems: 2 } } } }
      : undefined,
  );
}

describe('the navbar combobox', () => {
  it('suggests works as the visitor types (debounced), with both names and a type badge, and opens one from the keyboard', async () => {
    const calls = serve();
    const view = renderWithProviders(<SearchCombobox initialValue="" autoFocus />, { route: '/' });
    const box = screen.getByRole('combobox', { name: 'گەڕان بۆ ئەنیمی و مانگا' });
    expect(box).toHaveFocus();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.change(box, { target: { value: 'ت' } });
    fireEvent.change(box, { target: { value: 'تای' } });
    const listbox = await screen.findByRole('listbox', { name: 'پێشنیارەکان' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(3)); // two works and "every result"
    const options = within(listbox).getAllByRole('option');
    expect(options[0]).toHaveTextContent('Attack on Titan');
    expect(options[0]).toHaveTextContent('هێرشی تایتانەکان');
    expect(options[0]).toHaveTextContent('زنجیرە ئەنیمی');
    // one request, for the last words only
    await waitFor(() => expect(calls.filter((c) => new URL(c.url).pathname === '/api/search')).toHaveLength(1));
    expect(new URL(calls.find((c) => new URL(c.url).pathname === '/api/search')!.url).searchParams.get('q')).toBe(
      'تای',
    );

    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(view.location()).toBe('/movies/3');
  });

  it('Enter with nothing highlighted opens /search; Escape closes the list, then clears', async () => {
    serve();
    const view = renderWithProviders(<SearchCombobox initialValue="titan" />, { route: '/' });
    const box = screen.getByRole('combobox');
    await screen.findAllByRole('option');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(box).toHaveValue('');
    fireEvent.change(box, { target: { value: 'one piece' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(view.location()).toBe('/search?q=one%20piece');
  });
});
