import { expect, expectAccessible, test } from '../../fixtures.ts';
import type { Paged } from '../public/helpers.ts';

/**
 * Search: a visitor finds a work by its Kurdish name typed on an Arabic keyboard, by its English name in
 * lower case, and by a genre; /search keeps its filters in the URL (back / forward).
 */

test.describe.configure({ timeout: 120_000 });

/** How a Kurd types on an Arabic keyboard: no ێ ۆ ڕ ڵ ە ی ک, their Arabic look-alikes instead. */
const arabicKeyboard = (text: string) =>
  text
    .replace(/ێ/g, 'ي')
    .replace(/ی/g, 'ي')
    .replace(/ک/g, 'ك')
    .replace(/ۆ/g, 'و')
    .replace(/ڕ/g, 'ر')
    .replace(/ڵ/g, 'ل')
    .replace(/ە/g, 'ه');

/** A series made for the journey: its Kurdish name is full of Kurdish letters, so the typed spelling differs. */
const KU = 'کۆڵانی ڕێبەرە دێرینەکە';

test('the navbar finds a series by its Kurdish name typed on an Arabic keyboard, and Enter opens /search', async ({
  page,
  api,
}) => {
  const token = await api.login();
  const en = `Old Guide Alley ${test.info().workerIndex}${Date.now().toString(36)}`;
  const { _id: id, series_id: number } = await api.createSeries({ en, ku: KU }, token);
  try {
    const words = KU.split(/\s+/).slice(0, 2).join(' ');
    const typed = arabicKeyboard(words);
    expect(typed).toBe('كولاني ريبهره');

    await page.goto('/');
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'گەڕان بۆ ئەنیمی و مانگا' });
    await box.click();
    const combobox = page.getByRole('combobox', { name: 'گەڕان بۆ ئەنیمی و مانگا' });
    await expect(combobox).toBeFocused();
    await combobox.pressSequentially(typed, { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'پێشنیارەکان' });
    const option = listbox.getByRole('option').filter({ hasText: en });
    await expect(option).toBeVisible();
    await expect(option).toContainText(KU);
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');

    // keyboard: down to the work, Enter opens its page
    const options = listbox.getByRole('option');
    const index = await options.evaluateAll((els, name) => els.findIndex((el) => el.textContent?.includes(name)), en);
    for (let i = 0; i <= index; i++) await combobox.press('ArrowDown');
    await expect(option).toHaveAttribute('aria-selected', 'true');
    await expect(combobox).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
    await combobox.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/series/${number}$`));

    // Enter with nothing highlighted: the /search page for the typed words, the work among the results
    await combobox.fill(typed);
    await combobox.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/search' && url.searchParams.get('q') === typed);
    await expect(page.getByRole('main').locator(`a[href="/series/${number}"]`)).toBeVisible();
  } finally {
    expect((await api.call('DELETE', `/series/${id}`, undefined, token)).status).toBeLessThan(300);
  }
});

test('on a phone the search sits behind an icon and finds an English name typed in lower case', async ({
  page,
  api,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const list = await api.call<Paged<{ movie_id: number; en: string }>>(
    'GET',
    '/movies?limit=1&active_show=true&select=movie_id en',
  );
  const film = list.body.data.pagination_info.results[0]!;
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('searchbox')).toBeHidden();
  await page.getByRole('button', { name: 'کردنەوەی گەڕان' }).click();
  const combobox = page.getByRole('combobox', { name: 'گەڕان بۆ ئەنیمی و مانگا' });
  await expect(combobox).toBeFocused();
  await combobox.pressSequentially(film.en.toLowerCase().slice(0, 24), { delay: 20 });
  // the film's own option (its English name, exactly), not «all results for …», which holds the typed text too
  await page
    .getByRole('listbox')
    .getByRole('option')
    .filter({ has: page.getByText(film.en, { exact: true }) })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/movies/${film.movie_id}$`));
});

test("the hero's genre strip opens the genre's list", async ({ page, api }) => {
  const slides = await api.call<{ data: { genres?: unknown[] }[] }>('GET', '/slide');
  expect(
    slides.body.data.some((s) => (s.genres ?? []).length > 0),
    'a hero slide with genres',
  ).toBe(true);
  await page.goto('/');
  const hero = page.getByRole('region', { name: 'بەرهەمە هەڵبژێردراوەکان' });
  // The carousel's engine starts on the visitor's first interaction and moves the slides: start it first.
  await hero.hover();
  await expect(hero).toHaveAttribute('data-ready', 'true');
  // Only the slide in view can be used (the others are inert); a banner has no genre strip, so go
  // on to the next slide until one has.
  const genre = hero
    .locator('.swiper-slide:not([inert])')
    .getByRole('list', { name: 'ژانرەکان' })
    .getByRole('link')
    .first();
  await expect(async () => {
    if (!(await genre.isVisible())) await hero.getByRole('button', { name: 'دواتر' }).click();
    await expect(genre).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const name = (await genre.textContent())!.trim();
  await genre.click();
  await expect(page).toHaveURL(/\/search\?genre=[a-z0-9-]+$/);
  const slug = new URL(page.url()).searchParams.get('genre')!;
  const expected = await api.call<Paged<{ en: string }>>('GET', `/search?genre=${slug}&limit=14`);
  const total = expected.body.data.pagination_info.totalItems;
  expect(total).toBeGreaterThan(0);
  const main = page.getByRole('main');
  await expect(main.getByText(`ژانر: ${name}`)).toBeVisible();
  await expect(main.getByRole('combobox', { name: 'ژانر', exact: true })).toHaveValue(slug);
  await expect(
    main.getByRole('listitem').filter({ hasText: expected.body.data.pagination_info.results[0]!.en }),
  ).toBeVisible();

  // the same genre on a kind's own list
  await page.goto(`/series?genre=${slug}`);
  await expect(page.getByRole('main').getByText(`ژانر: ${name}`)).toBeVisible();
});

test('/search keeps its filters in the URL, through back and forward, and is accessible', async ({ page }) => {
  await page.goto('/search?q=the');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('ئەنجامەکانی «the»');
  await expect(main.locator('a[href^="/movies/"], a[href^="/series/"], a[href^="/manga/"]').first()).toBeVisible();
  await expectAccessible(page, '/search');

  await main.getByRole('combobox', { name: 'جۆر', exact: true }).selectOption('anime');
  await expect(page).toHaveURL(/\/search\?q=the&type=anime$/);
  await expect(main.locator('a[href^="/series/"]')).toHaveCount(0);
  await expect(main.locator('a[href^="/movies/"]').first()).toBeVisible();

  await main.getByRole('combobox', { name: 'ڕیزکردن', exact: true }).selectOption('views');
  await expect(page).toHaveURL(/\/search\?q=the&type=anime&sort=views$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=the&type=anime$/);
  await expect(main.getByRole('combobox', { name: 'ڕیزکردن', exact: true })).toHaveValue('relevance');
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=the$/);
  await expect(main.getByRole('combobox', { name: 'جۆر', exact: true })).toHaveValue('');
  await page.goForward();
  await page.goForward();
  await expect(page).toHaveURL(/sort=views$/);
  await expect(main.getByRole('combobox', { name: 'ڕیزکردن', exact: true })).toHaveValue('views');

  // nothing found: genres are suggested
  await main.getByRole('searchbox', { name: 'ناوی بەرهەم', exact: true }).fill('zzzqqq');
  await main.getByRole('button', { name: 'گەڕان' }).click();
  await expect(page).toHaveURL(/q=zzzqqq/);
  await expect(main.getByText('هیچ بەرهەمێک نەدۆزرایەوە')).toBeVisible();
  await expect(main.getByRole('list', { name: 'ژانرەکان' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page, '/search (empty)');
});
