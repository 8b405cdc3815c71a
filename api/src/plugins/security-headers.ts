import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { MediaS3Config } from '../config.ts';
import { infrastructure } from '../lib/plugin.ts';
import { INLINE_SCRIPT_HASHES } from '../web/html.ts';

export interface SecurityHeadersOptions {
  /** PUBLIC_URL: pictures may come from it (og:image and absolute links), and https there turns on HSTS. */
  publicUrl: string | null;
  /** MEDIA_S3_*: with MEDIA_S3_SERVE=redirect, /media answers a redirect to the store, which pictures then come from. */
  mediaS3: MediaS3Config | null;
}

/** Where browsers send Content-Security-Policy violations (routes/csp-report). */
export const CSP_REPORT_PATH = '/csp-report';
/** The OpenAPI page (plugins/openapi.ts): Swagger UI adds a `<style>` element and data: icons. */
const DOCS_PREFIX = '/api/docs';

/**
 * What the players may use inside their frames (the frame's own `allow`, design-system PlayerFrame, still
 * has to grant it: `*` only lets the page delegate), and the powerful features no page of the site uses.
 */
export const PERMISSIONS_POLICY = [
  'autoplay=*',
  'encrypted-media=*',
  'fullscreen=*',
  'picture-in-picture=*',
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * The origin /media redirects pictures to (MEDIA_S3_SERVE=redirect), as the SDK signs its URLs: the
 * endpoint itself with path-style URLs, else the bucket as a sub-domain of the endpoint or of AWS S3.
 * null when the api streams media itself (they are then its own origin).
 */
export function mediaStoreOrigin(s3: MediaS3Config | null): string | null {
  if (!s3 || s3.serve !== 'redirect') return null;
  if (s3.endpoint && s3.forcePathStyle) return s3.endpoint;
  if (s3.endpoint) {
    const url = new URL(s3.endpoint);
    return `${url.protocol}//${s3.bucket}.${url.host}`;
  }
  return `https://${s3.bucket}.s3.${s3.region}.amazonaws.com`;
}

/**
 * The Content-Security-Policy of every answer: exactly what the product loads.
 * - scripts: its own files (the shell, the remotes' entries and chunks under /mf/, the reader at /read/)
 *   and the api's two inline scripts by hash (web/html.ts, INLINE_SCRIPT_HASHES);
 * - styles: its own files; `style` attributes only (`style-src-attr`), which the server-drawn pages carry
 *   (a picture's aspect ratio, a progress bar's width); no `<style>` element and no inline script attribute;
 * - players: any https frame. Players are embeds from arbitrary hosts, and parseEmbed
 *   (design-system/details/PlayerFrame) already admits only an https `src` into a sandboxed frame. A list
 *   of the stored servers' hosts was weighed and left: the back-office previews a server before it is
 *   saved, and a page open across a server's addition would refuse the new host until reloaded;
 * - pictures: itself, PUBLIC_URL, and the media store when /media redirects to it (also `connect-src`:
 *   the reader's "save for offline" fetches the pictures it keeps); `blob:` for the back-office's preview
 *   of a file before its upload;
 * - the reader's service worker (/read/sw.js) and manifest: itself;
 * - nothing may frame a page (`frame-ancestors 'none'`, and X-Frame-Options DENY for older browsers).
 */
export function contentSecurityPolicy(opts: SecurityHeadersOptions): Record<string, string[]> {
  const https = opts.publicUrl?.startsWith('https://') ?? false;
  const store = mediaStoreOrigin(opts.mediaS3);
  // blob: the back-office shows a chosen picture (an object URL) before it is uploaded
  const pictures = ["'self'", 'blob:', ...(opts.publicUrl ? [opts.publicUrl] : []), ...(store ? [store] : [])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...INLINE_SCRIPT_HASHES],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'"],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': pictures,
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(store ? [store] : [])],
    'frame-src': ['https:'],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
    // report-uri, not report-to: Chromium posts a report-uri report at once, while the Reporting API's
    // batches (report-to) never reached the endpoint in a 2.5-minute e2e check
    'report-uri': [CSP_REPORT_PATH],
  };
}

/** The OpenAPI page's policy: the site's, with the inline styles and data: icons Swagger UI needs (its scripts stay files). */
export function docsContentSecurityPolicy(opts: SecurityHeadersOptions): Record<string, string[]> {
  const policy = contentSecurityPolicy(opts);
  return {
    ...policy,
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [...(policy['img-src'] ?? []), 'data:'],
  };
}

/** Sets the security headers on one answer (`securityHeaders`, for the answers no hook sees). */
export type ApplySecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The security headers of every answer (pages, /api, /mf and /read files, /media, errors), through
 * helmet: the CSP above, nosniff, X-Frame-Options DENY, a Referrer-Policy that still gives players our
 * origin (some embeds refuse to play without one) but never a path, HSTS only when PUBLIC_URL is https (on
 * plain http it would be ignored, and a local http run must not be pinned), and a Permissions-Policy.
 * helmet's middleware is built once here and applied in an onRequest hook; @fastify/helmet would build it
 * again for every request. The router's own refusals (plugins/errors.ts, routerErrors) run no hook, so
 * they apply it themselves through `app.securityHeaders`.
 */
export const securityHeadersPlugin = infrastructure(
  'security-headers',
  async (app: FastifyInstance, opts: SecurityHeadersOptions) => {
    const https = opts.publicUrl?.startsWith('https://') ?? false;
    const headers = (directives: Record<string, string[]>) =>
      helmet({
        contentSecurityPolicy: { useDefaults: false, directives },
        // players are cross-origin frames that send no CORP/COEP headers of their own
        crossOriginEmbedderPolicy: false,
        crossOriginOpenerPolicy: { policy: 'same-origin' },
        crossOriginResourcePolicy: { policy: 'same-origin' },
        referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
        strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
        xFrameOptions: { action: 'deny' },
      });
    const site = headers(contentSecurityPolicy(opts));
    const docs = headers(docsContentSecurityPolicy(opts));
    const apply: ApplySecurityHeaders = (request, reply) => {
      const middleware = request.url.startsWith(DOCS_PREFIX) ? docs : site;
      middleware(request.raw, reply.raw, () => undefined);
      reply.header('permissions-policy', PERMISSIONS_POLICY);
    };
    app.decorate('securityHeaders', apply);
    app.addHook('onRequest', async (request, reply) => apply(request, reply));
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    securityHeaders: ApplySecurityHeaders;
  }
}
