/**
 * `tsx bench/pages.ts [count]`: makes sure the first `count` benchmark pages exist (see lib/pages.ts)
 * and prints their folder. `pnpm bench:admin` (e2e) uploads them from a browser.
 */
import { PAGE_CACHE, pageFiles } from './lib/pages.ts';

const count = Number(process.argv[2] ?? 200);
await pageFiles(count);
process.stdout.write(`${PAGE_CACHE}\n`);
