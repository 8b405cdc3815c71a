import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18130';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [w, h] of [[1440, 900], [390, 844]]) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h }, locale: 'ckb' });
  const page = await ctx.newPage();
  page.on('pageerror', (e) => console.log('pageerror', e.message));
  await page.goto(base + '/');
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `/tmp/shots/home-${w}.png` });
  if (w < 1000) await page.getByRole('button', { name: 'کردنەوەی گەڕان' }).click();
  const box = page.getByRole('combobox', { name: 'گەڕان بۆ ئەنیمی و مانگا' }).or(page.getByRole('searchbox', { name: 'گەڕان بۆ ئەنیمی و مانگا' })).first();
  await box.click();
  await page.waitForTimeout(800);
  await page.keyboard.type('كورو', { delay: 80 });
  await page.waitForTimeout(1500);
  await page.keyboard.press('ArrowDown');
  await page.screenshot({ path: `/tmp/shots/combobox-${w}.png` });
  await page.goto(base + '/search?q=the&type=anime');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/search-${w}.png`, fullPage: false });
  await page.goto(base + '/search?q=zzzzqqq');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/search-empty-${w}.png` });
  await page.goto(base + '/series?genre=action');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shots/genre-list-${w}.png` });
  // admin
  await page.goto(base + '/login');
  await page.getByLabel('ئیمەیڵ').fill('owner@example.com');
  await page.getByLabel('وشەی نهێنی').fill('owner-pass-1234');
  await page.getByRole('button', { name: 'چوونەژوورەوە' }).click();
  await page.waitForURL(/\/$/);
  await page.goto(base + '/admin/add/genre');
  await page.waitForTimeout(3500);
  await page.screenshot({ path: `/tmp/shots/admin-genre-${w}.png`, fullPage: true });
  await ctx.close();
}
await browser.close();
