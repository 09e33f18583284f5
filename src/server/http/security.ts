import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers (DESIGN §3, the privacy issue): the page may load scripts only from its own origin; no
 * inline script. The analytics script is never the page's: it runs in a sandboxed frame of its own, with its
 * own policy (analytics-frame.ts, decision 050), which `default-src 'self'` lets the page open. Mantine sets inline styles, so styles allow 'unsafe-inline'.
 * WhatsApp links are ordinary navigations in a new window, which CSP does not restrict.
 *
 * The picture uploader draws its previews in a Web Worker that it builds from a `blob:` address (issue 16):
 * `worker-src 'self' blob:` lets that worker start while `script-src` keeps refusing inline script, eval and
 * `blob:` scripts in the page itself.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string }) {
  // Built once: @fastify/helmet built helmet's middleware again for every request (its directives parsed each
  // time, 30–45 µs a request; issue 31). The headers are the same for every answer, nonces being unused.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // Pictures are served to the page's own origin only.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'no-referrer' },
    // Over plain http the header means nothing to a browser and misstates the deployment; other hosts under
    // the app's name are not ours to move to https (decision 049).
    strictTransportSecurity: options.publicUrl.startsWith('https:')
      ? { maxAge: 31_536_000, includeSubDomains: false }
      : false,
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined)),
  );
  // An /api answer is one viewer's (a family's own phone and address among them): no browser, proxy or
  // shared phone keeps it. The service worker routes nothing under /api (decision 042).
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });
}

/**
 * Request URLs as they may be logged: magic-link tokens, invitation tokens (they set a matchmaker's password
 * for 7 days, decision 054) and picture signatures are secrets.
 */
export function redactUrl(url: string): string {
  return url
    .replace(/^(\/login\/\d+):[^/?#]+/, '$1:[redacted]')
    .replace(/^(\/(?:api\/invitations|admin\/invitation)\/)[^/?#]+/, '$1[redacted]')
    .replace(/([?&]sig=)[^&#]+/, '$1[redacted]');
}
