/**
 * Links staff type and visitors follow (an ad's address, a banner's button), once: what counts as one, and
 * the one form it is stored and followed in. No dependencies, so the public site reads it too.
 *
 * The canonical form is what the WHATWG URL parser (every browser's) makes of the text: an IDN host in
 * punycode, non-Latin paths percent-encoded, `\` read as `/`. Stored that way, a link is plain ASCII, so a
 * redirect can put it in a `Location` header and a page draws exactly the address the browser will open.
 */

/**
 * The WHATWG URL class, which browsers and Node both have. The contract compiles against plain ES2023 (no DOM,
 * no Node types, so nothing runtime-specific slips in), which does not name it: these are the parts read here.
 */
interface ParsedUrl {
  href: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  host: string;
  pathname: string;
  search: string;
  hash: string;
}
const Url = (globalThis as unknown as { URL: new (input: string, base?: string) => ParsedUrl }).URL;

/** Whitespace and control characters: the parser drops some silently, so what is seen would not be what is opened. */
const UNSEEN = /[\s\p{Cc}]/u;

/**
 * The `pattern` of a link without userinfo (`https://example.org@evil.example/` opens evil.example): text that
 * does not start with a scheme and an authority holding `@`. What the message of the refusal is keyed on.
 */
export const NO_USERINFO = '^(?![a-zA-Z][a-zA-Z0-9+.\\-]*:[/\\\\]*[^/\\\\?#]*@)';

/** An absolute http(s) address as the browser reads it, or null (userinfo, another scheme, no host, unseen characters). */
function webUrl(text: string): ParsedUrl | null {
  if (!/^https?:\/\//i.test(text) || UNSEEN.test(text)) return null;
  let url: ParsedUrl;
  try {
    url = new Url(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url;
}

/** `https://example.org/کوردی` → `https://example.org/%DA%A9...`; null when it is not a web address one may follow. */
export function canonicalWebLink(text: string): string | null {
  return webUrl(text)?.href ?? null;
}

/**
 * A path on this site (`/series/4?x#y`), percent-encoded, or null: it must start with one `/` and hold no `\`,
 * and stay a path once read (`/.//evil.example` reads as `//evil.example`, which browsers open as another site).
 */
export function canonicalSitePath(text: string): string | null {
  if (!text.startsWith('/') || text.includes('\\') || UNSEEN.test(text)) return null;
  let url: ParsedUrl;
  try {
    url = new Url(text, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.host !== 'site.invalid' || url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A banner's button: a web address or a path on this site, canonical; null when it is neither. */
export const canonicalLink = (text: string): string | null => canonicalWebLink(text) ?? canonicalSitePath(text);
