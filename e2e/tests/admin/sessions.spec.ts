import type { Page } from '@playwright/test';
import { API_KEY, DESKTOP, expect, test, watchConsole } from '../../fixtures.ts';
import { realErrors } from '../public/helpers.ts';
import { signIn } from './helpers.ts';

/**
 * Sessions that end: signing out through the navbar's «چوونەدەرەوە» ends the token on the server, so a
 * copy of it is refused afterwards; a translator changes their own password from their profile and signs in with
 * the new one (the old one no longer works).
 */

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('token'));

async function signOut(page: Page) {
  await page.goto('/logout');
  await page.waitForFunction(() => !localStorage.getItem('token'), undefined, { timeout: 20_000 });
}

test('signing out ends the token on the server: a copy of it is refused', async ({ page }) => {
  test.setTimeout(90_000);
  const errors = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  const token = await storedToken(page);
  expect(token).toBeTruthy();
  const before = await page.request.get('/api/verify-token', {
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
  });
  expect(before.status()).toBe(200);

  await signOut(page);
  const after = await page.request.get('/api/verify-token', {
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${token}` },
  });
  expect(after.status()).toBe(401);
  expect(((await after.json()) as { message: string }).message).toMatch(/دەرەوە/);
  expect(realErrors(errors)).toEqual([]);
});

test('a translator changes their own password from the profile and signs in with it', async ({ page }) => {
  test.setTimeout(120_000);
  const errors = watchConsole(page);
  await page.setViewportSize(DESKTOP);
  const stamp = `${test.info().workerIndex}${Date.now().toString(36)}`;
  const person = { email: `own_${stamp}@example.com`, password: 'first-password-1', next: 'second-password-2' };

  await signIn(page);
  const ownerToken = await storedToken(page);
  const created = await page.request.post('/api/users', {
    headers: { 'x-api-key': API_KEY, authorization: `Bearer ${ownerToken}` },
    data: {
      name: `وەرگێڕ ${stamp}`,
      username: `own_${stamp}`,
      email: person.email,
      password: person.password,
      is_translator: true,
    },
  });
  expect(created.status()).toBe(201);
  await signOut(page);

  await signIn(page, person.email, person.password);
  await page.goto('/admin/users/profile');
  await page.getByRole('button', { name: 'گۆڕینی ناو و وشەی نهێنی' }).click();
  const dialog = page.getByRole('dialog', { name: 'گۆڕینی ناو و وشەی نهێنی' });
  await dialog.locator('[name="current_password"]').fill(person.password);
  await dialog.locator('[name="password"]').fill(person.next);
  await dialog.getByRole('button', { name: 'پاشەکەوتکردن' }).click();
  await expect(page.getByText('وشەی نهێنی گۆڕدرا؛ لە ئامێرەکانی ترت چوویتە دەرەوە')).toBeVisible();
  // this session goes on with its fresh token
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/users\/profile$/);
  await expect(page.getByRole('button', { name: 'گۆڕینی ناو و وشەی نهێنی' })).toBeVisible();

  await signOut(page);
  const old = await page.request.post('/api/login', {
    headers: { 'x-api-key': API_KEY },
    data: { email: person.email, password: person.password },
  });
  expect(old.status()).toBe(401);
  await signIn(page, person.email, person.next);
  await page.goto('/admin/users/profile');
  await expect(page.getByRole('button', { name: 'چوونەدەرەوە لە هەموو ئامێرەکان' })).toBeVisible();
  expect(realErrors(errors)).toEqual([]);
});
