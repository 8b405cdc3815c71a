import { DESKTOP, PHONE, PUBLISHED, expect, expectAccessible, test } from '../../fixtures.ts';
import { embedSrc } from '../public/helpers.ts';
import { ckb, png, signIn } from './helpers.ts';

/**
 * Ads, banners and the quick episode page: an ad made in the back-office shows in the shell without a rebuild and its
 * click is counted; a banner shows in the home hero; an episode published from the quick page plays on the public
 * series page. axe on each new screen.
 */

const stamp = () => `${test.info().workerIndex}${Date.now().toString(36)}`;

test('an ad: created with its two images, shown in the shell, its click counted', async ({ page, api }) => {
  test.setTimeout(120_000); // about 15 s when idle
  await page.setViewportSize(DESKTOP);
  await signIn(page);
  const link = `https://sponsor-${stamp()}.example/offer`;
  await page.goto('/admin/add/ad');
  const form = page.getByRole('form', { name: 'ڕیکلامی نوێ' });
  await form.locator('[name="link"]').fill(link);
  await form.locator('[name="name"]').fill('E2E sponsor');
  await form.getByRole('button', { name: 'دروستکردنی ڕیکلام' }).click();
  const card = page.getByRole('article').filter({ hasText: link });
  await expect(card).toBeVisible();
  await card.locator('input[type="file"][name="desktop"]').setInputFiles({
    name: 'desktop.png',
    mimeType: 'image/png',
    buffer: png(1200, 150, [200, 40, 40]),
  });
  await card.getByRole('button', { name: 'بارکردنی وێنەی کۆمپیوتەر' }).click();
  await expect(card.getByRole('img', { name: 'وێنەی کۆمپیوتەر' })).toBeVisible({ timeout: 30_000 });
  await card.locator('input[type="file"][name="mobile"]').setInputFiles({
    name: 'mobile.png',
    mimeType: 'image/png',
    buffer: png(720, 180, [40, 40, 200]),
  });
  await card.getByRole('button', { name: 'بارکردنی وێنەی مۆبایل' }).click();
  await expect(card.getByText('ئێستا دەردەکەوێت')).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page, '/admin/add/ad');
  // no ad in the back-office itself
  await expect(page.getByRole('complementary', { name: 'ڕیکلام' })).toHaveCount(0);

  // the public pages show it at once (no rebuild); its link shows the advertiser's address
  await page.goto('/movies');
  const ad = page.getByRole('complementary', { name: 'ڕیکلام' }).getByRole('link');
  await expect(ad).toHaveAttribute('href', link);
  await expect(page.locator('html')).toHaveAttribute('data-ads', '');
  const token = await api.login();
  const counts = async () =>
    (
      await api.call<{ data: { link: string; impressions: number; clicks: number }[] }>('GET', '/ads', undefined, token)
    ).body.data.find((a) => a.link === link)!;
  await expect.poll(async () => (await counts()).impressions).toBeGreaterThanOrEqual(1);
  // the click leaves through the counting redirect (the sponsor's site itself is cut off in tests)
  const popup = page.waitForEvent('popup');
  await ad.click();
  await (await popup).close();
  await expect.poll(async () => (await counts()).clicks).toBe(1);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'کلیکی ڕیکلامەکان، ٧ ڕۆژی ڕابردوو' })).toContainText(
    `کۆی گشتی: ${ckb((await counts()).clicks)}`,
  );
  await expectAccessible(page, '/admin (dashboard)');
  // switched off: gone from the shell, no empty slot left
  await page.goto('/admin/add/ad');
  const mine = page.getByRole('article').filter({ hasText: link });
  await mine.getByRole('switch', { name: 'چالاکە' }).click(); // saved at once; the switch follows the answer
  await expect(mine.getByText('ناچالاکە')).toBeVisible();
  await expect(mine.getByRole('switch', { name: 'چالاکە' })).not.toBeChecked();
  await page.goto('/movies');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'ڕیکلام' })).toHaveCount(0);
});

test('a banner appears in the home hero', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await signIn(page);
  const title = `بانگەواز ${stamp()}`;
  await page.goto('/admin/add/banner');
  const form = page.getByRole('form', { name: 'بانەری نوێ' });
  await form.locator('[name="title"]').fill(title);
  await form.locator('[name="text"]').fill('وەرگێڕی نوێمان پێویستە، پەیوەندیمان پێوە بکە.');
  await form.locator('[name="link"]').fill('/about');
  await form.locator('[name="position"]').fill('1');
  await form.getByRole('button', { name: 'دروستکردنی بانەر' }).click();
  await expect(page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expectAccessible(page, '/admin/add/banner');
  await page.goto('/');
  const slide = page.getByRole('article').filter({ has: page.getByText(title, { exact: true }) });
  await expect(slide.first()).toBeVisible();
  await expect(slide.first().getByRole('link', { name: 'زیاتر بزانە' })).toHaveAttribute('href', '/about');
});

test('an episode published from /admin/add/addevery plays on the public series page', async ({ page, api }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  const token = await api.login();
  const en = `Quick Series ${stamp()}`;
  const { _id: id, series_id: number } = await api.createSeries(
    { en, ku: 'زنجیرەی خێرا', ar: 'مسلسل', trailer: 'https://player.example.com/t' },
    token,
  );
  const season = await api.call<{ data: { series: { session: { _id: string }[] } } }>(
    'POST',
    `/series/${id}/session`,
    { name_session: 1 },
    token,
  );
  await api.call(
    'POST',
    `/series/${id}/session/${season.body.data.series.session[0]!._id}/epsode`,
    { name_epsode: 1, ...PUBLISHED },
    token,
  );

  await signIn(page);
  await page.goto('/admin/add/addevery');
  const form = page.getByRole('form', { name: 'ئەڵقەی نوێ' });
  await form.getByRole('searchbox', { name: 'گەڕان بۆ زنجیرە' }).fill('Quick Series');
  // a series is named by its Kurdish name alone; its id picks this one among others of the same name
  const list = form.getByRole('listbox', { name: 'زنجیرە' });
  await expect(list.locator(`option[value="${id}"]`)).toHaveText('زنجیرەی خێرا');
  await list.selectOption(id);
  await expect(form.locator('[name="name_epsode"]')).toHaveValue('2');
  const embed = '<iframe src="https://player.example.com/embed/quick-2"></iframe>';
  await form.locator('[name="embed_code"]').fill(embed);
  await form.getByRole('button', { name: 'بڵاوکردنەوەی ئەڵقە' }).click();
  await expect(form.getByRole('status')).toContainText(`ئەڵقەی ${ckb(2)} بڵاوکرایەوە`);
  await expect(form.locator('[name="name_epsode"]')).toHaveValue('3');
  await expectAccessible(page, '/admin/add/addevery');

  await page.goto(`/series/${number}`);
  const pub = page.getByRole('main');
  await pub.getByRole('tab', { name: `وەرزی ${ckb(1)}` }).click();
  // the episode is a link or a button depending on the public page's version: either opens it
  const episodeName = new RegExp(`^ئەڵقەی ${ckb(2)}(?![٠-٩])`);
  const panel = pub.getByRole('tabpanel');
  await panel
    .getByRole('link', { name: episodeName })
    .or(panel.getByRole('button', { name: episodeName }))
    .click();
  await pub.getByRole('combobox', { name: 'سێرڤەر' }).selectOption({ label: 'سێرڤەری ١' });
  await expect(pub.locator('iframe')).toHaveAttribute('src', embedSrc(embed));
});
