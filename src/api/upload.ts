// Multipart upload to portal.File/upload2 (one part named `file`), with the session's wire-contract
// headers and the same answer handling as rpc(): envelope errors and HTTP errors notified,
// 401/403 end the session, the refreshed token is kept. Not a JSON call, hence not rpc().
import type { UploadedFile } from '../../schemas/rpc/portal';
import { sendToLogin } from '../app/navigation';
import { sessionStore } from '../app/session/sessionStore';
import { i18n } from '../i18n';
import { RpcError } from './errors';
import { httpErrorText } from './httpErrors';
import { notifyLimited } from './notify';
import { requestHeaders } from './rpc';

export const UPLOAD_URL = '/portal.File/upload2';

export interface UploadOptions {
  /** the part's file name (default: the File's own name) */
  fileName?: string;
  signal?: AbortSignal;
  /** no notification for a failure (the caller shows its own message); it still rejects */
  ignoreError?: boolean;
}

/** Uploads one file; resolves the stored file's {id, name, size, path, fileSize}. */
export async function uploadFile(file: Blob, opts: UploadOptions = {}): Promise<UploadedFile> {
  const t = i18n.t.bind(i18n);
  const notify = (kind: 'warning' | 'error', title: string, text: string) => {
    if (!opts.ignoreError) notifyLimited(kind, title, text);
  };
  const form = new FormData();
  const name = opts.fileName ?? (file instanceof File ? file.name : 'file');
  form.append('file', file, name);
  // the browser writes the multipart content-type with its boundary: never set it by hand
  const { 'content-type': _json, ...headers } = requestHeaders(sessionStore.get());

  let response: Response;
  try {
    response = await fetch(UPLOAD_URL, { method: 'POST', headers, body: form, signal: opts.signal });
  } catch (error) {
    if (opts.signal?.aborted) throw new RpcError(0, 'aborted');
    notify('error', t('http.title'), t('http.network'));
    throw new RpcError(0, error instanceof Error && error.message ? `${t('http.network')} (${error.message})` : t('http.network'));
  }
  if (response.status === 401 || response.status === 403) {
    sendToLogin(response.status === 401 ? '401' : '403');
    throw new RpcError(response.status, httpErrorText(t, response.status, UPLOAD_URL));
  }
  if (!response.ok) {
    const text = httpErrorText(t, response.status, UPLOAD_URL);
    notify('error', t('http.title'), text);
    throw new RpcError(response.status, text);
  }
  const refreshed = response.headers.get('access_token');
  if (refreshed) sessionStore.updateToken(refreshed);

  let envelope: { code?: number; msg?: string | null; body?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    notify('warning', t('rpc.warningTitle'), t('rpc.serviceException'));
    throw new RpcError(500, t('rpc.serviceException'));
  }
  if (envelope.code !== 200) {
    const code = envelope.code ?? 500;
    const msg = envelope.msg ?? '';
    notify('warning', t('rpc.warningTitle'), msg ? t('rpc.errorCode', { code, message: msg }) : t('rpc.serviceException'));
    throw new RpcError(code, msg);
  }
  return envelope.body as UploadedFile;
}

/** The download address of a stored file: GET /files/:id accepts the token as a query parameter (links cannot send headers). */
export function fileDownloadUrl(path: string): string {
  const token = sessionStore.get()?.token;
  if (!token) return path;
  return `${path}${path.includes('?') ? '&' : '?'}token=${encodeURIComponent(token)}`;
}
