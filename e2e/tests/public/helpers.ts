import type { Page } from '@playwright/test';
import { expect, type ApiHelper } from '../../fixtures.ts';

export interface Paged<T> {
  data: { pagination_info: { results: T[]; totalPages: number; totalItems: number } };
}

/** A public list, as the site asks for it. */
export async function publicList<T>(api: ApiHelper, kind: 'movies' | 'series' | 'manga', page = 1, limit = 14) {
  const res = await api.call<Paged<T>>('GET', `/${kind}?page=${page}&limit=${limit}&active_show=true`);
  expect(res.status, `GET /${kind}`).toBe(200);
  return res.body.data.pagination_info;
}

/** The https address the player must show for an embed code (what parseEmbed takes out of it). */
export function embedSrc(code: string): string {
  const src = /src\s*=\s*["']?([^"'\s>]+)/i.exec(code)?.[1] ?? code.trim();
  return new URL(src.startsWith('//') ? `https:${src}` : src).href;
}

/**
 * Console errors of a normal visit. The e2e fixture aborts every non-loopback request (the demo
 * players live on player.example.com), and Chromium reports each abort as a console error: those
 * come from the test harness, not from the page, and are left out. Everything else counts.
 */
export function realErrors(errors: string[]): string[] {
  return errors.filter((e) => !/ERR_BLOCKED_BY_CLIENT/.test(e));
}

/** Waits until the page's main content is there (not the remote's loading message). */
export async function mainReady(page: Page) {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeAttached();
  return main;
}

/** Scrolls to the bottom and back, as a reader would: the home page renders its lower parts when they come near. */
export async function scrollThrough(page: Page) {
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeAttached();
  for (let i = 0; i < 40; i++) {
    const done = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (done) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
}
