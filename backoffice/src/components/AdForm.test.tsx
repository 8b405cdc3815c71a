import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../tooling/testing.tsx';
import { AdCard } from './AdCard.tsx';
import { AdForm } from './AdForm.tsx';

afterEach(() => vi.unstubAllGlobals());

const ad = {
  _id: 'a1',
  placement: 'shell' as const,
  name: 'Sponsor',
  link: 'https://sponsor.example/x',
  starts_on: '2026-01-01',
  ends_on: null,
  active: true,
  live: false,
  desktop: null,
  mobile: null,
  impressions: 120,
  clicks: 7,
  impressions_7d: 30,
  clicks_7d: 2,
};

describe('AdForm', () => {
  it('needs an https link, and sends the SPEC-less fields as the api names them', async () => {
    const calls = fakeApi((url, req) =>
      url.pathname === '/api/ads' && req.method === 'POST' ? { status: 201, body: { data: { ad } } } : undefined,
    );
    renderWithProviders(<AdForm />);
    await userEvent.type(screen.getByLabelText(/بەستەر/), 'sponsor.example');
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردنی ڕیکلام' }));
    await waitFor(() => expect(screen.getByLabelText(/بەستەر/)).toHaveAttribute('aria-invalid', 'true'));
    expect(calls).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText(/بەستەر/));
    await userEvent.type(screen.getByLabelText(/بەستەر/), 'https://sponsor.example/x');
    await userEvent.type(screen.getByLabelText(/ڕێکەوتی کۆتایی/), '2026-12-31');
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردنی ڕیکلام' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(await calls[0]!.json()).toEqual({
      placement: 'shell',
      name: '',
      link: 'https://sponsor.example/x',
      ends_on: '2026-12-31',
      active: true,
    });
  });

  it('refuses a link with a name before @ (it would open another site) and says why', async () => {
    const calls = fakeApi(() => undefined);
    renderWithProviders(<AdForm />);
    await userEvent.type(screen.getByLabelText(/بەستەر/), 'https://sponsor.example@evil.example/');
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردنی ڕیکلام' }));
    await waitFor(() => expect(screen.getByLabelText(/بەستەر/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/پێش @/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("puts the api's refusal of the days beside the end day", async () => {
    fakeApi(() => ({ status: 400, body: { message: 'ڕێکەوتی کۆتایی نابێت پێش ڕێکەوتی دەستپێکردن بێت.' } }));
    renderWithProviders(<AdForm ad={ad} />);
    await userEvent.type(screen.getByLabelText(/ڕێکەوتی کۆتایی/), '2025-01-01');
    await userEvent.click(screen.getByRole('button', { name: 'پاشەکەوتکردن' }));
    await waitFor(() => expect(screen.getByLabelText(/ڕێکەوتی کۆتایی/)).toHaveAttribute('aria-invalid', 'true'));
  });
});

describe('AdCard', () => {
  it('shows its counts, asks for both images, switches off at once and asks before deleting', async () => {
    const calls = fakeApi((_url, req) =>
      req.method === 'PATCH' || req.method === 'DELETE' ? { body: { data: { ad } } } : undefined,
    );
    renderWithProviders(<AdCard ad={ad} />);
    expect(screen.getByText('چاوەڕێی وێنەکانە')).toBeVisible();
    expect(screen.getByText('٣٠ بینراو، ٢ کلیک')).toBeVisible();
    expect(screen.getByText('١٢٠ بینراو، ٧ کلیک')).toBeVisible();
    expect(document.querySelector('input[type="file"][name="desktop"]')).not.toBeNull();
    expect(document.querySelector('input[type="file"][name="mobile"]')).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'بارکردنی وێنەی کۆمپیوتەر' }));
    expect(screen.getByText('تکایە فایلێک هەڵبژێرە.')).toBeVisible();
    await userEvent.click(screen.getByRole('switch', { name: 'چالاکە' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(await calls[0]!.json()).toEqual({ active: false });
    await userEvent.click(screen.getByRole('button', { name: 'سڕینەوەی ڕیکلام' }));
    expect(screen.getByRole('dialog', { name: 'دڵنیایت دەتەوێت ئەم ڕیکلامە بسڕیتەوە؟' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'بەڵێ، بیسڕەوە' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(1));
  });
});
