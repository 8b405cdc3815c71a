/** The public application key the api expects in `x-api-key` (ARCHITECTURE §6). */
export const DEFAULT_API_KEY = 'ckb-public-key';

/**
 * The api server writes its configured key into the shell's HTML as
 * `<meta name="ckb-api-key">`, so changing API_KEY needs no rebuild; dev servers and
 * standalone remotes fall back to VITE_API_KEY, then to the default.
 */
export function getApiKey(): string {
  if (typeof document !== 'undefined') {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="ckb-api-key"]');
    if (meta?.content) return meta.content;
  }
  return (import.meta.env?.VITE_API_KEY as string | undefined) ?? DEFAULT_API_KEY;
}
