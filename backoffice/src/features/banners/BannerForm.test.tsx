import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import { BannerForm } from './BannerForm.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('BannerForm', () => {
  it('needs a title, refuses a javascript: link, and sends position as a number', async () => {
    const calls = fakeApi((url, req) =>
      url.pathname === '/api/banners' && req.method === 'POST'
        ? { status: 201, body: { data: { banner: { _id: 'b1' } } } }
        : undefined,
    );
    renderWithProviders(<BannerForm />);
    await userEvent.type(screen.getByLabelText(/بەستەر/), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردنی بانەر' }));
    await waitFor(() => expect(screen.getByLabelText(/سەردێڕ/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/بەستەر/)).toHaveAttribute('aria-invalid', 'true');
    expect(calls).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(/سەردێڕ/), 'وەرگێڕمان پێویستە');
    await userEvent.clear(screen.getByLabelText(/بەستەر/));
    await userEvent.type(screen.getByLabelText(/بەستەر/), '/about');
    await userEvent.clear(screen.getByLabelText(/شوێن لە سلایدەکاندا/));
    await userEvent.type(screen.getByLabelText(/شوێن لە سلایدەکاندا/), '٢');
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردنی بانەر' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await calls[0]!.json()).toEqual({
      title: 'وەرگێڕمان پێویستە',
      text: '',
      link: '/about',
      position: 2,
      active: true,
    });
  });

  it('refuses a link that would leave the site (//host, \\) and says what a link may be', async () => {
    const calls = fakeApi(() => undefined);
    renderWithProviders(<BannerForm />);
    await userEvent.type(screen.getByLabelText(/سەردێڕ/), 'بانەر');
    for (const link of ['//evil.example/b1', '/\\evil.example/b2', 'https://a@evil.example/']) {
      await userEvent.clear(screen.getByLabelText(/بەستەر/));
      await userEvent.type(screen.getByLabelText(/بەستەر/), link);
      await userEvent.click(screen.getByRole('button', { name: 'دروستکردنی بانەر' }));
      await waitFor(() => expect(screen.getByLabelText(/بەستەر/)).toHaveAttribute('aria-invalid', 'true'));
    }
    expect(screen.getByText(/@/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/بەستەر/));
    await userEvent.type(screen.getByLabelText(/بەستەر/), '//evil.example/b1');
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردنی بانەر' }));
    expect(await screen.findByText(/\/series\/4/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
