import { ConfigError } from '../config.ts';

/** What a command says when it cannot run: a configuration error as such, anything else by its message. */
export function failureText(err: unknown): string {
  if (err instanceof ConfigError) return `Configuration error: ${err.message}`;
  return err instanceof Error ? err.message : String(err);
}

/**
 * Runs a command's `main` and exits: with the code `main` returns (0 when none), or with `failCode` after
 * "<name> <verb>: <why>" on stderr.
 */
export function runCli(
  name: string,
  main: () => Promise<number | void>,
  { verb = 'failed', failCode = 1 }: { verb?: string; failCode?: number } = {},
): void {
  main().then(
    (code) => process.exit(code ?? 0),
    (err: unknown) => {
      process.stderr.write(`${name} ${verb}: ${failureText(err)}\n`);
      process.exit(failCode);
    },
  );
}
