/**
 * Where the reader runs: inside the composed site (the shell's router, links to the rest of the site)
 * or as the standalone app at /read/ (its own router based at /read; the rest of the site is another
 * document, reached with plain links). main.tsx, the standalone start, says so.
 */
let standalone = false;

export function markStandalone(): void {
  standalone = true;
}

export const isStandalone = (): boolean => standalone;
