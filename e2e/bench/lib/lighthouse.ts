import type { Result } from 'lighthouse';
import { chromiumArgs, systemChromium } from '../../support/chromium.ts';

/**
 * One Lighthouse run (mobile defaults, simulated throttling, performance only) on `url` in a fresh headless
 * Debian Chromium with an empty cache; the browser is closed afterwards whatever happens.
 */
export async function lighthouseMobile(url: string): Promise<Result> {
  const { default: lighthouse } = await import('lighthouse');
  const { launch } = await import('chrome-launcher');
  const chrome = await launch({ chromePath: systemChromium, chromeFlags: ['--headless=new', ...chromiumArgs] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}
