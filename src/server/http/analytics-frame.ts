import { ANALYTICS_FRAME_PATH, analyticsMayRecord } from '@shared/analytics';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { httpError } from './errors';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The analytics frame (decision 050): the only page the analytics script (`ANALYTICS_SCRIPT_URL`) runs in. The
 * app opens it, hidden, at `/analytics-frame/<the page's path>` on each page a visit may be recorded on.
 *
 * - `sandbox allow-scripts` gives the frame an opaque origin, whoever opens it: the script runs, but reads no
 *   local storage (the session token `p`), no cookie, and not the app's page (its address, title, content).
 * - Its own address, title ("Rishta") and referrer (none: `no-referrer`) are all the script sees; the address
 *   names the page's path only, and the server refuses a frame for a login or matchmaker address (404).
 * - Scripts, requests and images only from the analytics origin; only the app may frame it.
 * Without `ANALYTICS_SCRIPT_URL` there is no frame (404).
 */
export function registerAnalyticsFrame(app: FastifyInstance, scriptUrl: string | null) {
  const origin = scriptUrl ? new URL(scriptUrl).origin : null;
  const html = scriptUrl
    ? `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Rishta</title><script src="${escapeHtml(new URL(scriptUrl).href)}" async></script></head><body></body></html>`
    : '';
  const policy = [
    'sandbox allow-scripts',
    "default-src 'none'",
    `script-src ${origin}`,
    `connect-src ${origin}`,
    `img-src ${origin}`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'self'",
  ].join('; ');

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!scriptUrl) throw httpError(404, 'There is nothing at this address.');
    let page: string;
    try {
      page = decodeURIComponent(request.url.split('?')[0].slice(ANALYTICS_FRAME_PATH.length)) || '/';
    } catch {
      throw httpError(404, 'There is nothing at this address.');
    }
    if (!analyticsMayRecord(page)) throw httpError(404, 'There is nothing at this address.');
    return reply
      .header('Content-Security-Policy', policy)
      .header('Referrer-Policy', 'no-referrer')
      .header('X-Frame-Options', 'SAMEORIGIN')
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  app.get(ANALYTICS_FRAME_PATH, answer);
  app.get(`${ANALYTICS_FRAME_PATH}/*`, answer);
}
