// What the log says of a request: Fastify's default fields, with the values of token-like query
// parameters replaced, so that an old client sending one in the address does not leak it.
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMS = new Set(['token', 'access_token', 'ticket']);

function paramName(pair: string): string {
  const raw = pair.split('=', 1)[0];
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

export function redactUrl(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => (SECRET_PARAMS.has(paramName(pair)) ? `${pair.split('=', 1)[0]}=[redacted]` : pair));
  return `${url.slice(0, q)}?${query.join('&')}`;
}

export function requestSerializer(req: FastifyRequest) {
  return { method: req.method, url: redactUrl(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}
