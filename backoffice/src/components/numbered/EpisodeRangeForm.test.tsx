import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../../tooling/testing.tsx';
import { EpisodeRangeForm } from './EpisodeRangeForm.tsx';

const title = 'زیادکردنی چەند ئەڵقەیەک پێکەوە: وەرزی ١';

describe('EpisodeRangeForm', () => {
  it('sends from..to with the server pattern, starting at the next free number', async () => {
    const onSave = vi.fn(async () => ({ ok: true as const }));
    renderWithProviders(<EpisodeRangeForm title={title} next={4} onSave={onSave} />);
    const form = screen.getByRole('form', { name: title });
    expect(within(form).getByRole('textbox', { name: /لە ئەڵقەی/ })).toHaveValue('4');
    const to = within(form).getByRole('textbox', { name: /تا ئەڵقەی/ });
    await userEvent.clear(to);
    // Kurdish digits are understood
    await userEvent.type(to, '١٢');
    await userEvent.type(within(form).getByRole('textbox', { name: /ناوی سێرڤەر/ }), 'VIP');
    await userEvent.type(
      within(form).getByRole('textbox', { name: /کۆدی لێدەر/ }),
      '<iframe src="https://p.example/e/{{n}"></iframe>',
    );
    await userEvent.click(within(form).getByRole('button', { name: 'زیادکردنی ئەڵقەکان' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        from: 4,
        to: 12,
        servers: [{ name_server: 'VIP', embed_code: '<iframe src="https://p.example/e/{n}"></iframe>' }],
        publish_at: 0,
      }),
    );
  });

  it('sends no server when both server fields are blank; shows the api refusal beside «from»', async () => {
    const message = 'ئەم ئەڵقانە لەم وەرزەدا پێشتر هەن: ٣. هیچ ئەڵقەیەک زیاد نەکرا.';
    const onSave = vi.fn(async () => ({ ok: false as const, status: 409, message }));
    renderWithProviders(<EpisodeRangeForm title={title} next={1} onSave={onSave} />);
    const form = screen.getByRole('form', { name: title });
    const to = within(form).getByRole('textbox', { name: /تا ئەڵقەی/ });
    await userEvent.clear(to);
    await userEvent.type(to, '5');
    // without «بڵاوکردنەوە ئێستا» the episodes are drafts: no publish_at
    await userEvent.click(within(form).getByRole('checkbox', { name: 'بڵاوکردنەوە ئێستا' }));
    await userEvent.click(within(form).getByRole('button', { name: 'زیادکردنی ئەڵقەکان' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ from: 1, to: 5, servers: [] }));
    expect(await within(form).findByText(message)).toBeVisible();
    expect(within(form).getByRole('textbox', { name: /لە ئەڵقەی/ })).toHaveAttribute('aria-invalid', 'true');
  });

  it('asks for the embed code when only the server name is given, and sends nothing', async () => {
    const onSave = vi.fn(async () => ({ ok: true as const }));
    renderWithProviders(<EpisodeRangeForm title={title} next={1} onSave={onSave} />);
    const form = screen.getByRole('form', { name: title });
    await userEvent.type(within(form).getByRole('textbox', { name: /ناوی سێرڤەر/ }), 'VIP');
    await userEvent.click(within(form).getByRole('button', { name: 'زیادکردنی ئەڵقەکان' }));
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /کۆدی لێدەر/ })).toHaveAttribute('aria-invalid', 'true'),
    );
    expect(onSave).not.toHaveBeenCalled();
  });
});
