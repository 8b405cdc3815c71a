import { existsSync } from 'node:fs';

/** Debian's Chromium when the machine has one (these machines, CI); Playwright's own browser otherwise. */
export const systemChromium = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

/** Flags for a headless Chromium on a closed network, as root (see ARCHITECTURE §11). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchOptions = {
  ...(systemChromium ? { executablePath: systemChromium } : {}),
  args: chromiumArgs,
};
