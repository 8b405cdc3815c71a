import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../tooling/testing.tsx';
import { ServerList } from './ServerList.tsx';

const server = { _id: 's1', name_server: 'یەکەم', embed_code: '<iframe src="https://p.example/1"></iframe>' };

describe('ServerList', () => {
  it('adds a server and empties its form; refuses an empty one beside the fields', async () => {
    const add = vi.fn(async () => true);
    renderWithProviders(<ServerList servers={[]} actions={{ add, edit: vi.fn(), remove: vi.fn() }} context="x" />);
    expect(screen.getByText('هێشتا هیچ سێرڤەرێک نییە.')).toBeVisible();
    const form = screen.getByRole('form', { name: 'زیادکردنی سێرڤەر' });
    await userEvent.click(within(form).getByRole('button', { name: 'زیادکردنی سێرڤەر' }));
    expect(await within(form).findByText('«ناوی سێرڤەر» نابێت بەتاڵ بێت.')).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /ناوی سێرڤەر/ })).toHaveFocus();
    expect(add).not.toHaveBeenCalled();
    await userEvent.type(within(form).getByRole('textbox', { name: /ناوی سێرڤەر/ }), 'دووەم');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /کۆدی لێدەر/ }),
      '  <iframe src="https://p.example/2"></iframe> ',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'زیادکردنی سێرڤەر' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({
        name_server: 'دووەم',
        embed_code: '<iframe src="https://p.example/2"></iframe>',
      }),
    );
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /ناوی سێرڤەر/ })).toHaveValue(''));
  });

  it('refuses a player code the public player would not play, saying why beside it', async () => {
    const add = vi.fn(async () => true);
    renderWithProviders(<ServerList servers={[]} actions={{ add, edit: vi.fn(), remove: vi.fn() }} context="x" />);
    const form = screen.getByRole('form', { name: 'زیادکردنی سێرڤەر' });
    await userEvent.type(within(form).getByRole('textbox', { name: /ناوی سێرڤەر/ }), 'یەکەم');
    const code = within(form).getByRole('textbox', { name: /کۆدی لێدەر/ });
    for (const bad of ['<script>alert(1)</script>', '<iframe src="http://p.example/1"></iframe>']) {
      await userEvent.clear(code);
      await userEvent.type(code, bad);
      await userEvent.click(within(form).getByRole('button', { name: 'زیادکردنی سێرڤەر' }));
      expect(await within(form).findByText(/^«کۆدی لێدەر» وەرناگیرێت: .*<iframe>.*https:\/\//)).toBeVisible();
      expect(code).toHaveAttribute('aria-invalid', 'true');
    }
    expect(add).not.toHaveBeenCalled();
    await userEvent.clear(code);
    await userEvent.type(code, 'https://p.example/embed/3');
    await userEvent.click(within(form).getByRole('button', { name: 'زیادکردنی سێرڤەر' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({ name_server: 'یەکەم', embed_code: 'https://p.example/embed/3' }),
    );
  });

  it('edits a server in place, and asks before deleting it', async () => {
    const edit = vi.fn(async () => true);
    const remove = vi.fn(async () => true);
    renderWithProviders(<ServerList servers={[server]} actions={{ add: vi.fn(), edit, remove }} context="x" />);
    await userEvent.click(screen.getByRole('button', { name: 'دەستکاری: یەکەم' }));
    const form = screen.getByRole('form', { name: 'دەستکاری سێرڤەر' });
    const name = within(form).getByRole('textbox', { name: /ناوی سێرڤەر/ });
    await userEvent.clear(name);
    await userEvent.type(name, 'نوێ');
    await userEvent.click(within(form).getByRole('button', { name: 'پاشەکەوتکردن' }));
    await waitFor(() => expect(edit).toHaveBeenCalledWith('s1', { name_server: 'نوێ', embed_code: server.embed_code }));
    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوە: یەکەم' }));
    expect(screen.getByRole('heading', { name: 'دڵنیایت دەتەوێت ئەم سێرڤەرە بسڕیتەوە؟' })).toBeVisible();
    expect(remove).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith('s1'));
  });

  it("opens the linked server's form, its name focused, when the page was opened at it (the reports inbox)", () => {
    const other = { ...server, _id: 's2', name_server: 'دووەم' };
    renderWithProviders(
      <ServerList servers={[server, other]} actions={{ add: vi.fn(), edit: vi.fn(), remove: vi.fn() }} context="x" />,
      { route: '/admin/movies/w1?server=s2' },
    );
    const form = screen.getByRole('form', { name: 'دەستکاری سێرڤەر' });
    expect(within(form).getByRole('textbox', { name: /ناوی سێرڤەر/ })).toHaveValue('دووەم');
    expect(within(form).getByRole('textbox', { name: /ناوی سێرڤەر/ })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'دەستکاری: یەکەم' })).toBeVisible();
  });
});
