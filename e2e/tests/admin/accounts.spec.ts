import type { Page } from '@playwright/test';
import { DESKTOP, PHONE, OWNER, expect, expectAccessible, test, watchConsole } from '../../fixtures.ts';
import { realErrors } from '../public/helpers.ts';
import { signIn } from './helpers.ts';

/**
 * Accounts: an owner creates a translator through the UI; the translator signs in, lands on
 * their own profile from /admin, is sent to /forbidden from the works, and never sees a role switch;
 * the owner deletes the account with an explicit yes and is back on /admin/users.
 */

/** Signs out through /logout and waits until the stored token is gone. */
async function signOut(page: Page) {
  await page.goto('/logout');
  await page.waitForFunction(() => !localStorage.getItem('token'), undefined, { timeout: 20_000 });
}

test('a translator is created, signs in to their profile only, and is deleted', async ({ page }) => {
  test.setTimeout(120_000); // three sign-ins; about 20 s on an idle machine
  const errors = watchConsole(page);
  const stamp = `${test.info().workerIndex}${Date.now().toString(36)}`;
  const person = {
    name: `وەرگێڕی ${stamp}`,
    username: `tr_${stamp}`,
    email: `tr_${stamp}@example.com`,
    password: 'translator-pass-1',
  };
  await page.setViewportSize(DESKTOP);
  await signIn(page);

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { level: 1, name: 'بەکارهێنەران' })).toBeVisible();
  await expectAccessible(page, '/admin/users');
  await page.getByRole('button', { name: 'بەکارهێنەری نوێ' }).click();
  const dialog = page.getByRole('dialog', { name: 'زیادکردنی بەکارهێنەر' });
  await expect(dialog.getByRole('switch')).toHaveCount(7); // the owner may grant every role
  await dialog.locator('[name="name"]').fill(person.name);
  await dialog.locator('[name="username"]').fill(person.username);
  await dialog.locator('[name="email"]').fill(person.email);
  await dialog.locator('[name="password"]').fill(person.password);
  await dialog.getByRole('switch', { name: 'وەرگێڕ' }).check();
  await expectAccessible(page, 'the add-user dialog');
  await dialog.getByRole('button', { name: 'دروستکردن' }).click();
  await expect(page).toHaveURL(/\/admin\/users\/[0-9a-f]{24}$/);
  const profileUrl = new URL(page.url()).pathname;
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await expect(page.getByText(person.email)).toBeVisible();
  await expectAccessible(page, profileUrl);

  // the translator, on a phone
  await signOut(page);
  await page.setViewportSize(PHONE);
  await signIn(page, person.email, person.password);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/users\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: person.name })).toBeVisible();
  await expect(page.getByText('هیچ وەرگێڕانێک نییە')).toBeVisible();
  await expect(page.getByRole('button', { name: 'دەستکاریکردنی هەژمار' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'سڕینەوەی هەژمار' })).toHaveCount(0);
  await expect(page.getByRole('switch')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'بارکردنی وێنەی کەسی' })).toBeVisible(); // their own avatar
  // the profile page refuses the context menu (SPEC §2)
  const menuAllowed = await page.evaluate(() =>
    document.body.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true })),
  );
  expect(menuAllowed).toBe(false);
  await expectAccessible(page, '/admin/users/profile (phone)');
  await page.goto('/admin/movies');
  await expect(page).toHaveURL(/\/forbidden$/);
  await page.goto('/admin/users');
  await expect(page.getByRole('link', { name: person.name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'بەکارهێنەری نوێ' })).toHaveCount(0);

  // the owner deletes the account
  await signOut(page);
  await page.setViewportSize(DESKTOP);
  await signIn(page, OWNER.email, OWNER.password);
  await page.goto(profileUrl);
  await page.getByRole('button', { name: 'سڕینەوەی هەژمار' }).click();
  const confirm = page.getByRole('dialog', { name: 'دڵنیایت دەتەوێت ئەم بەکارهێنەرە بسڕیتەوە؟' });
  await expect(confirm.getByRole('button', { name: 'نەخێر، پاشگەزبوونەوە' })).toBeFocused();
  await confirm.getByRole('button', { name: 'بەڵێ، بیسڕەوە' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('link', { name: person.name })).toHaveCount(0);
  expect(realErrors(errors)).toEqual([]);
});
