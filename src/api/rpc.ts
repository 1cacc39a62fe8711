import type { Session } from '../../schemas/rpc/portal';
import { sendToLogin } from '../app/navigation';
import { sessionStore } from '../app/session/sessionStore';
import { currentLanguage, i18n } from '../i18n';
import { CANCELLED_CODE, RpcError } from './errors';
import { httpErrorText } from './httpErrors';
import { notifyLimited } from './notify';

export interface RpcOptions {
  /** no notification for a failure (the caller shows its own message); it still rejects */
  ignoreError?: boolean;
  /** extra headers, e.g. `tenant-code` for portal.Login/logon */
  headers?: Record<string, string>;
  /**
   * the session whose identity headers to send instead of the stored one (the login page's
   * role choice happens before the session is stored); its refreshed token is not stored
   */
  session?: Session;
  /** false: do not cancel an older request to the same URL (spec default: cancel it) */
  cancelPrevious?: boolean;
}

interface Envelope {
  code: number;
  msg?: string | null;
  body?: unknown;
}

// One controller per URL: a newer request to the same URL aborts the older (code 4099).
const inflight = new Map<string, AbortController>();

/** The wire contract's request headers for the current user and language. */
export function requestHeaders(session: Session | null): Record<string, string> {
  const language = currentLanguage();
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    language,
    'context-language': language,
    region: language.split('_')[1] ?? '',
  };
  if (session) {
    headers.rid = String(session.role?.id ?? '');
    headers['user-name'] = encodeURIComponent(session.user?.name ?? '');
    headers['user-account'] = encodeURIComponent(session.user?.code ?? '');
    headers['tenant-name'] = encodeURIComponent(session.tenant?.name ?? '');
    headers['tenant-id'] = String(session.tenant?.id ?? '');
    headers.access_token = session.token;
    // the page the call is made from (after /{tenant}/), for the operation log; an addition to the
    // wire contract's headers that no call depends on
    const page = /^\/[^/]+\/(.+)$/.exec(globalThis.location?.pathname ?? '')?.[1];
    if (page) headers['page-url'] = encodeURIComponent(page);
  }
  return headers;
}

function notifyEnvelopeError(code: number, msg: string) {
  const t = i18n.t.bind(i18n);
  const description = msg ? t('rpc.errorCode', { code, message: msg }) : t('rpc.serviceException');
  notifyLimited('warning', t('rpc.warningTitle'), description);
}

/**
 * Calls `POST /{service}/{method}` with the JSON array `args` and resolves the envelope's body.
 * Rejects with RpcError: the envelope's code/msg (code ≠ 200), the HTTP status with the spec's
 * text, or 4099 when a newer request to the same URL cancelled this one (silently).
 */
export async function rpc<R = unknown>(service: string, method: string, args: readonly unknown[], opts: RpcOptions = {}): Promise<R> {
  const url = `/${service}/${method}`;
  const controller = new AbortController();
  if (opts.cancelPrevious !== false) {
    inflight.get(url)?.abort();
    inflight.set(url, controller);
  }
  const session = opts.session ?? sessionStore.get();
  const t = i18n.t.bind(i18n);

  try {
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { ...requestHeaders(session), ...opts.headers },
        body: JSON.stringify(args),
        signal: controller.signal,
      });
    } catch (error) {
      if (controller.signal.aborted) throw new RpcError(CANCELLED_CODE, 'cancelled');
      const text = t('http.network');
      if (!opts.ignoreError) notifyLimited('error', t('http.title'), text);
      throw new RpcError(0, error instanceof Error && error.message ? `${text} (${error.message})` : text);
    }

    if (response.status === 401 || response.status === 403) {
      // no or invalid token (401), expired token (403): the session is over
      if (!opts.session) sendToLogin(response.status === 401 ? '401' : '403');
      throw new RpcError(response.status, httpErrorText(t, response.status, url));
    }
    if (!response.ok) {
      const text = httpErrorText(t, response.status, url);
      if (!opts.ignoreError) notifyLimited('error', t('http.title'), text);
      throw new RpcError(response.status, text);
    }

    const refreshed = response.headers.get('access_token');
    if (refreshed && !opts.session) sessionStore.updateToken(refreshed);

    let envelope: Envelope;
    try {
      envelope = (await response.json()) as Envelope;
    } catch {
      if (controller.signal.aborted) throw new RpcError(CANCELLED_CODE, 'cancelled');
      if (!opts.ignoreError) notifyEnvelopeError(500, '');
      throw new RpcError(500, t('rpc.serviceException'));
    }
    if (controller.signal.aborted) throw new RpcError(CANCELLED_CODE, 'cancelled');
    if (envelope.code !== 200) {
      const msg = envelope.msg ?? '';
      if (!opts.ignoreError) notifyEnvelopeError(envelope.code, msg);
      throw new RpcError(envelope.code, msg, envelope.body ?? null);
    }
    return envelope.body as R;
  } finally {
    if (inflight.get(url) === controller) inflight.delete(url);
  }
}
