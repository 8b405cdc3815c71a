// Screenshots of every public page at 390×844 and 1440×900 (not committed).
import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:18120';
const pages = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1440, height: 900 }],
]) {
  const context = await browser.newContext({ viewport, locale: 'ckb' });
  const page = await context.newPage();
  await page.route(
    (u) => !['127.0.0.1', 'localhost'].includes(u.hostname),
    (r) => r.abort('blockedbyclient'),
  );
  for (const path of pages) {
    const res = await page.goto(base + path);
    await page
      .waitForFunction(() => !document.querySelector('#root[data-drawn]'), undefined, { timeout: 20000 })
      .catch(() => {});
    await page.waitForTimeout(800);
    const file = `/tmp/pubshots/${name}${path.replace(/[/?&=#]/g, '_')}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL === '1' });
    console.log(res?.status(), file);
  }
  await context.close();
}
await browser.close();
