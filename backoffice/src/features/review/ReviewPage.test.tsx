import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import ReviewPage from './ReviewPage.tsx';

afterEach(() => vi.unstubAllGlobals());

const HOUR = 3_600_000;
const draft = (id: string, name: string, title: string) => ({
  chapter: { _id: id, name_chapter: name },
  session: { _id: 's1', name_session: 2 },
  work: { _id: 'w1', manga_id: 7, title },
  author: { _id: 'u1', username: 'bahar', name: 'بەهار' },
  pages: 24,
  created_at: Date.now() - 5 * HOUR,
  submitted_at: Date.now() - 3 * HOUR,
  review_note: null,
});

/** The api: the queue, less each draft once it is published or sent back. Answers the calls made. */
function serve() {
  let drafts = [draft('c1', '12', 'ون پیس'), draft('c2', 'Extra', 'ناروتۆ')];
  const calls = fakeApi((url, req) => {
    if (url.pathname === '/api/review') return { body: { data: { drafts } } };
    const write = url.pathname.match(/^\/api\/manga\/w1\/session\/s1\/chapter\/([^/]+)\/(publish|return)$/);
    if (write && req.method === 'POST') {
      drafts = drafts.filter((d) => d.chapter._id !== write[1]);
      return { body: { data: { manga: { _id: 'w1', session: [] } } } };
    }
    return undefined;
  });
  /** The writes so far: which chapter, which call, and the body sent. */
  return async () =>
    Promise.all(
      calls
        .filter((c) => c.method === 'POST')
        .map(async (c) => ({
          path: new URL(c.url).pathname.split('/').slice(-2).join('/'),
          body: await c.clone().json(),
        })),
    );
}

describe('ReviewPage', () => {
  it('lists the submitted drafts with their work, author and pages in Kurdish digits, each opening its chapter', async () => {
    serve();
    renderWithProviders(<ReviewPage />, { route: '/admin/review' });
    expect(document.title).toBe('چاوەڕوانی پێداچوونەوە · بەڕێوەبردن · ئەنیمی کورد');
    const table = await screen.findByRole('table', { name: 'بەشە نێردراوەکان بۆ پێداچوونەوە، کۆنترینیان لە سەرەوە' });
    const [first] = within(table).getAllByRole('row').slice(1) as [HTMLElement];
    expect(within(first).getByRole('link', { name: 'بینینی پەڕەکانی بەشی ١٢' })).toHaveAttribute(
      'href',
      '/admin/manga/7/session/s1/chapter/c1',
    );
    expect(within(first).getByText('ون پیس')).toHaveAttribute('dir', 'auto');
    expect(within(first).getByText('وەرزی ٢')).toBeVisible();
    expect(within(first).getByText('بەهار')).toBeVisible();
    expect(within(first).getByText('٢٤')).toBeVisible();
    expect(within(first).getByText('٣ کاتژمێر لەمەوبەر')).toBeVisible();
    expect(screen.getByText('٢ بەش چاوەڕێی پێداچوونەوەن')).toBeVisible();
  });

  it('publishes one now, and sends another back with a note the form requires', async () => {
    const writes = serve();
    const user = userEvent.setup();
    renderWithProviders(<ReviewPage />, { route: '/admin/review' });
    await user.click(await screen.findByRole('button', { name: 'بڵاوکردنەوەی بەشی ١٢ لە «ون پیس»' }));
    await waitFor(() => expect(screen.queryByText('ون پیس')).toBeNull());
    const [published] = await writes();
    expect(published!.path).toBe('c1/publish');
    expect(published!.body).toEqual({}); // no publish_at: now, by the server's clock

    await user.click(screen.getByRole('button', { name: 'گەڕاندنەوەی بەشی Extra لە «ناروتۆ» بۆ نووسەرەکەی' }));
    const dialog = await screen.findByRole('dialog', { name: 'گەڕاندنەوەی بەشی Extra' });
    const note = within(dialog).getByLabelText(/تێبینی بۆ نووسەرەکەی/);
    await waitFor(() => expect(note).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'گەڕاندنەوە لەگەڵ تێبینی' }));
    expect(await within(dialog).findByText(/«تێبینی بۆ نووسەرەکەی»/)).toBeVisible();
    expect(await writes()).toHaveLength(1);
    await user.type(note, 'وەرگێڕانی لاپەڕەی ٣ تەواو نییە.');
    await user.click(within(dialog).getByRole('button', { name: 'گەڕاندنەوە لەگەڵ تێبینی' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await writes())[1]).toEqual({ path: 'c2/return', body: { note: 'وەرگێڕانی لاپەڕەی ٣ تەواو نییە.' } });
    expect(await screen.findByText('هیچ بەشێک چاوەڕێی پێداچوونەوە نییە.')).toBeVisible();
  });
});
