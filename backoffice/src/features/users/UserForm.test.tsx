import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithProviders } from '../../../../tooling/testing.tsx';
import { UserForm } from './UserForm.tsx';
import { account } from './fixtures.ts';

afterEach(() => vi.unstubAllGlobals());

const switches = () => screen.queryAllByRole('switch').map((s) => s.getAttribute('name'));

describe('UserForm: add', () => {
  it('an admin is offered only the three staff roles; a supervisor also supervisor and admin', () => {
    fakeApi(() => undefined);
    const { unmount } = renderWithProviders(<UserForm me={account({ is_admin: true })} onDone={() => {}} />);
    expect(switches()).toEqual(['is_translator', 'is_designer', 'is_technique']);
    unmount();
    renderWithProviders(<UserForm me={account({ is_supervisor: true })} onDone={() => {}} />);
    expect(switches()).toEqual(['is_supervisor', 'is_admin', 'is_translator', 'is_designer', 'is_technique']);
  });

  it('an owner is offered all seven, named is_owner … is_technique', () => {
    fakeApi(() => undefined);
    renderWithProviders(<UserForm me={account({ is_owner: true })} onDone={() => {}} />);
    expect(switches()).toEqual([
      'is_owner',
      'is_dev',
      'is_supervisor',
      'is_admin',
      'is_translator',
      'is_designer',
      'is_technique',
    ]);
  });

  it('requires every field, refuses a username with spaces, and sends nothing', async () => {
    const calls = fakeApi(() => undefined);
    renderWithProviders(<UserForm me={account({ is_admin: true })} onDone={() => {}} />);
    expect(screen.getByText('بێ بۆشایی')).toBeVisible();
    await userEvent.type(screen.getByLabelText(/ناوی بەکارهێنەر/), 'two words');
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردن' }));
    const name = screen.getByLabelText(/^ناو( \*)?$/);
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/ناوی بەکارهێنەر/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(/«ئیمەیڵ» پێویستە/)).toBeVisible();
    expect(calls).toHaveLength(0);
  });

  it('creates a translator with the SPEC field names and hands back the new account', async () => {
    const calls = fakeApi((url, req) =>
      url.pathname === '/api/users' && req.method === 'POST'
        ? { status: 201, body: { data: { user: account({ _id: 'new', is_translator: true }) } } }
        : undefined,
    );
    const onDone = vi.fn();
    renderWithProviders(<UserForm me={account({ is_admin: true })} onDone={onDone} />);
    await userEvent.type(screen.getByLabelText(/^ناو( \*)?$/), 'Shvan');
    await userEvent.type(screen.getByLabelText(/ناوی بەکارهێنەر/), 'shvan');
    await userEvent.type(screen.getByLabelText(/ئیمەیڵ/), 'shvan@example.com');
    await userEvent.type(screen.getByLabelText(/وشەی نهێنی/), 'secret-123');
    await userEvent.click(screen.getByRole('switch', { name: 'وەرگێڕ' }));
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردن' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(expect.objectContaining({ _id: 'new' })));
    expect(await calls[0]!.json()).toEqual({
      name: 'Shvan',
      username: 'shvan',
      email: 'shvan@example.com',
      password: 'secret-123',
      is_translator: true,
      is_designer: false,
      is_technique: false,
    });
  });

  it('puts a taken email beside the email field', async () => {
    fakeApi(() => ({ status: 409, body: { message: 'ئەم ئیمەیڵە پێشتر بۆ هەژمارێکی تر بەکارهاتووە.' } }));
    renderWithProviders(<UserForm me={account({ is_admin: true })} onDone={() => {}} />);
    await userEvent.type(screen.getByLabelText(/^ناو( \*)?$/), 'A');
    await userEvent.type(screen.getByLabelText(/ناوی بەکارهێنەر/), 'a');
    await userEvent.type(screen.getByLabelText(/ئیمەیڵ/), 'a@example.com');
    await userEvent.type(screen.getByLabelText(/وشەی نهێنی/), 'secret-123');
    await userEvent.click(screen.getByRole('button', { name: 'دروستکردن' }));
    await waitFor(() => expect(screen.getByLabelText(/ئیمەیڵ/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText(/پێشتر بۆ هەژمارێکی تر بەکارهاتووە/)).toBeVisible();
  });
});

describe('UserForm: edit', () => {
  it('a blank password keeps it: the body has no password', async () => {
    const calls = fakeApi((url, req) =>
      req.method === 'PATCH' ? { body: { data: { user: account({ _id: 't', name: 'New' }) } } } : undefined,
    );
    const target = account({ _id: 't', is_translator: true });
    renderWithProviders(<UserForm me={account({ is_owner: true })} target={target} onDone={() => {}} />);
    expect(screen.getByText('بەتاڵی بهێڵە بۆ ئەوەی وشەی نهێنی نەگۆڕێت')).toBeVisible();
    const name = screen.getByLabelText(/^ناو( \*)?$/);
    await userEvent.clear(name);
    await userEvent.type(name, 'New');
    await userEvent.click(screen.getByRole('button', { name: 'پاشەکەوتکردن' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    const body = (await calls[0]!.json()) as Record<string, unknown>;
    expect(calls[0]!.url).toMatch(/\/api\/users\/t$/);
    expect(body).not.toHaveProperty('password');
    expect(body).toMatchObject({ name: 'New', is_translator: true, is_owner: false });
  });

  it("an owner account's role toggles are disabled", () => {
    fakeApi(() => undefined);
    renderWithProviders(
      <UserForm me={account({ is_owner: true })} target={account({ _id: 'o2', is_owner: true })} onDone={() => {}} />,
    );
    const all = screen.getAllByRole('switch');
    expect(all).toHaveLength(7);
    for (const s of all) expect(s).toBeDisabled();
    expect(screen.getByText('ڕۆڵەکانی خاوەنی ماڵپەڕ لێرە ناگۆڕدرێن.')).toBeVisible();
  });

  it('no role toggles on one’s own account', () => {
    fakeApi(() => undefined);
    const me = account({ _id: 'me', is_supervisor: true });
    renderWithProviders(<UserForm me={me} target={me} onDone={() => {}} />);
    expect(screen.queryAllByRole('switch')).toHaveLength(0);
    expect(screen.getByText('ناتوانیت ڕۆڵەکانی خۆت بگۆڕیت.')).toBeVisible();
  });
});
