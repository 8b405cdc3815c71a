import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-errors.ts';
import { messages } from '../../messages.ts';
import { CSP_REPORT_PATH } from '../../plugins/security-headers.ts';
import type { App } from '../../types.ts';

/** A browser's report is a few hundred bytes; a batch of the Reporting API a few KB. */
export const CSP_REPORT_MAX_BYTES = 16 * 1024;
/** Reports one client may send in a minute; a page that breaks sends one per blocked thing. */
export const CSP_REPORTS_PER_MINUTE = 60;
/** Each logged field is cut to this many characters: the log must not carry a visitor's whole URL or payload. */
export const CSP_FIELD_MAX = 200;

/** What is logged of one violation, whichever format it came in. */
export interface CspViolation {
  document: string;
  directive: string;
  blocked: string;
  source: string;
  line: number | null;
  sample: string;
  disposition: string;
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value.slice(0, CSP_FIELD_MAX) : typeof value === 'number' ? String(value) : '';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The violations of a report body: `report-uri`'s `{ "csp-report": {…} }` (application/csp-report) or the
 * Reporting API's `[{ "type": "csp-violation", "body": {…} }]` (application/reports+json); other report
 * types in a batch are skipped. null: not a CSP report at all.
 */
export function violationsOf(body: unknown): CspViolation[] | null {
  if (isObject(body) && isObject(body['csp-report'])) {
    const r = body['csp-report'];
    return [
      {
        document: text(r['document-uri']),
        directive: text(r['effective-directive'] ?? r['violated-directive']),
        blocked: text(r['blocked-uri']),
        source: text(r['source-file']),
        line: typeof r['line-number'] === 'number' ? r['line-number'] : null,
        sample: text(r['script-sample']),
        disposition: text(r.disposition),
      },
    ];
  }
  if (!Array.isArray(body) || body.length === 0) return null;
  const out: CspViolation[] = [];
  for (const report of body) {
    if (!isObject(report)) return null;
    if (report.type !== 'csp-violation') continue;
    if (!isObject(report.body)) return null;
    const r = report.body;
    out.push({
      document: text(r.documentURL ?? report.url),
      directive: text(r.effectiveDirective),
      blocked: text(r.blockedURL),
      source: text(r.sourceFile),
      line: typeof r.lineNumber === 'number' ? r.lineNumber : null,
      sample: text(r.sample),
      disposition: text(r.disposition),
    });
  }
  return out;
}

function parseReport(_request: FastifyRequest, body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw badRequest(messages.cspReportInvalid);
  }
}

/**
 * POST /csp-report: where browsers report what the Content-Security-Policy blocked (plugins/security-headers.ts,
 * `report-uri`; the Reporting API's format too). Each violation is logged as a warning, its fields cut short; the answer
 * is 204 with no body. No API key: the browser sends reports on its own. Size- and rate-limited, since
 * anyone can post here.
 */
export default async function cspReportRoutes(app: App): Promise<void> {
  app.addContentTypeParser(
    ['application/csp-report', 'application/reports+json', 'application/json'],
    { parseAs: 'string', bodyLimit: CSP_REPORT_MAX_BYTES },
    async (request: FastifyRequest, body: string | Buffer) => parseReport(request, body.toString()),
  );
  app.post(
    CSP_REPORT_PATH,
    {
      schema: { hide: true },
      bodyLimit: CSP_REPORT_MAX_BYTES,
      config: { rateLimit: { max: CSP_REPORTS_PER_MINUTE, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      const violations = violationsOf(request.body);
      if (violations === null) throw badRequest(messages.cspReportInvalid);
      // app.log with the request's id: one logger for the whole app, which tests can watch
      for (const violation of violations) app.log.warn({ reqId: request.id, cspViolation: violation }, 'csp violation');
      return reply.code(204).send();
    },
  );
}
