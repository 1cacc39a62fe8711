// Headers on every answer: no MIME sniffing, no Referer to other sites, no framing by other
// sites, and a Content-Security-Policy for the web app's HTML.
import type { FastifyInstance } from 'fastify';

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
};

/** For answers a browser may open by themselves (theme images, files): an SVG there runs no script. */
export const INERT_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * The web app (dist/web): scripts only from its own files; inline styles for antd's CSS-in-JS;
 * images also from data: (the favicon, small bundled images) and blob: (files fetched with the
 * session headers); app/Display frames external pages. The web socket is named by host as well
 * as 'self' because older browsers do not count ws: as 'self'.
 */
export function webAppCsp(host: string | undefined): string {
  const socket = host && HOST.test(host) ? ` ws://${host} wss://${host}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${socket}`,
    "frame-src 'self' http: https:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

export function registerSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    if (!reply.hasHeader('content-security-policy') && String(reply.getHeader('content-type') ?? '').startsWith('text/html')) {
      reply.header('content-security-policy', webAppCsp(req.host));
    }
    return payload;
  });
}
