/**
 * Where the reader runs: inside the composed site (the shell's router, links to the rest of the site)
 * or as the standalone app at /read/ (its own router based at /read; the rest of the site is another
 * document, reached with plain links). main.tsx, the standalone start, says so. A global, not a module
 * variable: the federation build may give the exposed routes their own copy of this module.
 */
const FLAG = '__ckbReaderStandalone';

export function markStandalone(): void {
  (globalThis as Record<string, unknown>)[FLAG] = true;
}

export const isStandalone = (): boolean => (globalThis as Record<string, unknown>)[FLAG] === true;
