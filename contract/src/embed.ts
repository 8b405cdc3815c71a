/**
 * Embed codes are admin-entered text (SPEC §3 `embed_code`). They are never put into the page as
 * markup: this parser takes the one thing we need, an https player address, and refuses
 * everything else, so the player frame always renders our own `<iframe>` with our own attributes.
 *
 * Accepted:
 *  - exactly one `<iframe ...>` element (optionally closed by `</iframe>`, nothing inside, nothing around)
 *    whose `src` is an `https:` URL (protocol-relative `//host/...` is read as https);
 *  - a bare `https:` URL.
 * Refused: any other tag or text, a script, an event handler (`on...`), `srcdoc`, a `javascript:` /
 * `data:` / `http:` address, credentials in the URL, and malformed attributes.
 */
export type EmbedResult =
  { ok: true; src: string } | { ok: false; reason: 'empty' | 'not-an-iframe' | 'forbidden-attribute' | 'bad-src' };

const MAX_LENGTH = 4000;

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: ' ' };

function decodeEntities(value: string): string | null {
  let failed = false;
  const out = value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff) {
        failed = true;
        return '';
      }
      return String.fromCodePoint(code);
    }
    const named = ENTITIES[body.toLowerCase()];
    return named ?? whole;
  });
  return failed ? null : out;
}

/** Attribute list of the start tag: `name`, `name=value`, `name="value"`, `name='value'`. */
const ATTRIBUTE = /\s*([^\s"'<>/=`]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/y;

function parseAttributes(source: string): Map<string, string> | null {
  const attrs = new Map<string, string>();
  ATTRIBUTE.lastIndex = 0;
  let rest = source;
  while (rest.trim() !== '' && rest.trim() !== '/') {
    ATTRIBUTE.lastIndex = 0;
    const m = ATTRIBUTE.exec(rest);
    if (!m || m[0].length === 0) return null;
    const name = m[1]!.toLowerCase();
    const raw = m[2] ?? m[3] ?? m[4] ?? '';
    const value = decodeEntities(raw);
    if (value === null) return null;
    if (attrs.has(name)) return null; // a duplicated attribute is a smuggling attempt, not a player
    attrs.set(name, value);
    rest = rest.slice(m[0].length);
  }
  return attrs;
}

/** The WHATWG URL class (browsers and Node); the contract compiles without DOM or Node types (see links.ts). */
const Url = (
  globalThis as unknown as {
    URL: new (input: string) => {
      href: string;
      protocol: string;
      hostname: string;
      username: string;
      password: string;
    };
  }
).URL;

function httpsUrl(raw: string): string | null {
  // Strip what browsers strip from URLs (whitespace, control characters), then refuse anything odd left.
  // eslint-disable-next-line no-control-regex -- control characters are exactly what must go
  const cleaned = raw.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (!cleaned) return null;
  const candidate = cleaned.startsWith('//') ? `https:${cleaned}` : cleaned;
  let url: InstanceType<typeof Url>;
  try {
    url = new Url(candidate);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || !url.hostname || url.username || url.password) return null;
  return url.href;
}

export function parseEmbed(code: string | null | undefined): EmbedResult {
  const text = (code ?? '').trim();
  if (!text) return { ok: false, reason: 'empty' };
  if (text.length > MAX_LENGTH) return { ok: false, reason: 'not-an-iframe' };

  if (!text.includes('<')) {
    const src = httpsUrl(text);
    return src && !/\s/.test(text) ? { ok: true, src } : { ok: false, reason: 'bad-src' };
  }

  const m = /^<iframe(?=[\s>/])([^<>]*)>\s*(?:<\/iframe\s*>)?$/i.exec(text);
  if (!m) return { ok: false, reason: 'not-an-iframe' };
  const attrs = parseAttributes(m[1]!);
  if (!attrs) return { ok: false, reason: 'not-an-iframe' };

  for (const [name, value] of attrs) {
    if (name.startsWith('on') || name === 'srcdoc' || name === 'style' || name === 'is') {
      return { ok: false, reason: 'forbidden-attribute' };
    }
    // eslint-disable-next-line no-control-regex -- browsers ignore them inside a scheme ("java\tscript:")
    if (/^\s*(javascript|vbscript|data):/i.test(value.replace(/[\u0000-\u0020]/g, ''))) {
      return { ok: false, reason: 'forbidden-attribute' };
    }
  }
  const src = attrs.get('src');
  if (src === undefined) return { ok: false, reason: 'bad-src' };
  const href = httpsUrl(src);
  return href ? { ok: true, src: href } : { ok: false, reason: 'bad-src' };
}
