import type { FastifyRequest } from 'fastify';

/**
 * Where the absolute addresses the server draws (og:url, the canonical link, og:image) get their origin.
 * Never from a Host header alone: anyone can send one, and a drawn page is kept and shown to others.
 */
export interface SiteAddress {
  /** PUBLIC_URL: the one origin, whatever the request says. */
  publicUrl: string | null;
  /** ALLOWED_HOSTS: the names the site answers to, as `hostOf` reads them; an unlisted Host gets the first. */
  allowedHosts: readonly string[];
}

/** Names a developer's own machine answers to: drawn absolute without any setting (`npm start`, tests). */
const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A Host header as a URL reads it (lower-case, IDN in punycode, the default port dropped), or null when it
 * names no host: `a b`, `[::1`, `a:99999`, or anything with a path or userinfo in it.
 */
export function hostOf(header: string): string | null {
  if (header === '' || /[\s/\\?#@]/.test(header)) return null;
  try {
    return new URL(`http://${header}`).host;
  } catch {
    return null;
  }
}

const nameOf = (host: string) => (host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]!);

/**
 * The site's origin for a request: PUBLIC_URL; else the request's host when ALLOWED_HOSTS lists it (the first
 * listed otherwise); else, with neither set, the request's host only when it is this machine (localhost), and
 * '' for any other, which draws addresses relative to the page (nothing a request sent is written into them).
 */
export function originOf(request: FastifyRequest, site: SiteAddress): string {
  if (site.publicUrl) return site.publicUrl;
  const host = hostOf(request.host);
  if (site.allowedHosts.length > 0) {
    return `${request.protocol}://${host && site.allowedHosts.includes(host) ? host : site.allowedHosts[0]}`;
  }
  return host && LOOPBACK.has(nameOf(host)) ? `${request.protocol}://${host}` : '';
}
