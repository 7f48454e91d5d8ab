import type { Limit } from './throttling/throttling';
import { unencapsulated } from './unencapsulated';

export interface SecurityPolicyOptions {
  /** Origin of the sign-on service (the development provider's is this server's own). */
  signOnOrigin: string;
  /** This server's origin, which 'self' already allows. */
  publicOrigin: string;
  /** Origin of the map tiles the dealer map loads. */
  mapTileOrigin: string;
  /** Where browsers send Content-Security-Policy violation reports. */
  reportPath: string;
  /** The hashes of the inline scripts the pages carry (the start script), and no other. */
  inlineScripts: string[];
}

/** Where browsers report Content-Security-Policy violations; the server logs them. */
export const cspReportPath = '/csp-reports';

/** Name of the reporting endpoint in `Reporting-Endpoints` and `report-to`. */
const reportGroup = 'csp';

/**
 * The portal's policy. vanilla-extract emits static CSS files, and the one inline script (which
 * starts the page's code after the first paint) is allowed by its hash: neither scripts nor style
 * sheets need 'unsafe-inline'. Style attributes do: the server's HTML carries those Radix writes
 * on its form controls (a hidden native input beside each radio and checkbox). An attribute can
 * only style its own element; no text a user typed becomes one.
 */
export function portalContentSecurityPolicy(options: SecurityPolicyOptions): string {
  const signOn = options.signOnOrigin === options.publicOrigin ? '' : ` ${options.signOnOrigin}`;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...options.inlineScripts].join(' '),
    "style-src 'self'",
    "style-src-attr 'unsafe-inline'",
    "font-src 'self'",
    `img-src 'self' data: ${options.mapTileOrigin}`,
    `connect-src 'self'${signOn}`,
    `form-action 'self'${signOn}`,
    // keycloak-js's hidden frames: the sign-on's cookie check and the silent sign-on, which the
    // sign-on answers with a redirect to the portal's silent-check-sso.html.
    `frame-src 'self'${signOn}`,
    // The portal's service worker (/sw.js), which opens the fleet pages offline; no other worker.
    "worker-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    `report-uri ${options.reportPath}`,
    `report-to ${reportGroup}`,
  ].join('; ');
}

/**
 * A page that exists to be framed by the portal's own pages (the silent sign-on's answer, the
 * sign-on's cookie check): its own script and nothing else, in a frame of `ancestors` only.
 */
export function framedPagePolicy(ancestors: string[], reportPath: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    `frame-ancestors 'self' ${ancestors.join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'none'",
    `report-uri ${reportPath}`,
    `report-to ${reportGroup}`,
  ].join('; ');
}

/**
 * The service worker's own policy (a worker follows the policy its script came with): it
 * fetches and caches this origin's files and API answers, and runs no other code.
 */
export function serviceWorkerPolicy(reportPath: string): string {
  return [
    "default-src 'none'",
    "connect-src 'self'",
    "script-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    `report-uri ${reportPath}`,
  ].join('; ');
}

/** The development sign-on pages: nothing but their own script and style, forms to the portal. */
export function signOnContentSecurityPolicy(formTargets: string[], reportPath: string): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "font-src 'self'",
    "img-src 'self'",
    `form-action 'self' ${formTargets.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    `report-uri ${reportPath}`,
    `report-to ${reportGroup}`,
  ].join('; ');
}

/** The policy of every JSON answer of the API. */
export const apiAnswerPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Headers every response carries, pages, API and files alike. */
export function commonSecurityHeaders(reportPath: string): Record<string, string> {
  return {
    'strict-transport-security': 'max-age=31536000; includeSubDomains',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()',
    'cross-origin-opener-policy': 'same-origin',
    'reporting-endpoints': `${reportGroup}="${reportPath}"`,
  };
}

/** At most this many violations of one report request are logged, one line each. */
export const cspReportsLoggedPerRequest = 10;
/**
 * Reports of one client address logged per minute: with 10 lines each, at most 60 lines a
 * minute. Over it the request is answered as usual and its violations only counted.
 */
const loggedReports: Limit = {
  name: 'csp-reports-logged',
  max: 6,
  windowMs: 60_000,
  per: 'address',
};

export interface SecurityHeadersOptions {
  reportPath: string;
}

/**
 * Adds the common headers to every response and takes violation reports at `reportPath`
 * (both the old `application/csp-report` body and the Reporting API's list), logging each, up
 * to a limit per request and per client and minute (plugins/throttling/, registered before);
 * what is over the limit is counted in one line, so a flood of reports cannot flood the log.
 */
export const securityHeaders = unencapsulated<SecurityHeadersOptions>(
  'security-headers',
  async (app, options) => {
    const logAllowance = app.limiter(loggedReports);
    const headers = commonSecurityHeaders(options.reportPath);
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });

    for (const type of ['application/csp-report', 'application/reports+json']) {
      app.addContentTypeParser(
        type,
        { parseAs: 'string', bodyLimit: 64 * 1024 },
        (_req, body, done) => {
          try {
            done(null, JSON.parse(body as string));
          } catch {
            done(null, null);
          }
        },
      );
    }
    app.post(options.reportPath, async (request, reply) => {
      const violations = violationsIn(request.body);
      const mayLog = await logAllowance.count(request).then(
        () => true,
        () => false,
      );
      const logged = mayLog ? violations.slice(0, cspReportsLoggedPerRequest) : [];
      for (const violation of logged) {
        request.log.warn({ cspViolation: violation }, 'Content-Security-Policy violation');
      }
      const notLogged = violations.length - logged.length;
      if (notLogged > 0) {
        request.log.warn(
          { cspViolationsNotLogged: notLogged },
          'Content-Security-Policy violations over the logging limit',
        );
      }
      return reply.status(204).send();
    });
  },
);

type Violation = Record<string, unknown>;

function violationsIn(body: unknown): Violation[] {
  if (Array.isArray(body)) {
    return body
      .filter((report) => report?.type === 'csp-violation' && typeof report.body === 'object')
      .map((report) => report.body as Violation);
  }
  if (body && typeof body === 'object' && 'csp-report' in body) {
    return [(body as { 'csp-report': Violation })['csp-report']];
  }
  return [];
}
