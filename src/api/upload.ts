// Stored files: the multipart upload to portal.File/upload2 (one part named `file`) and downloads
// of GET /files/{id}, both with the session's wire-contract headers (never a token in the
// address: addresses end up in logs and history) and the same answer handling as rpc(): errors
// notified, 401/403 end the session, the refreshed token is kept. Not JSON calls, hence not rpc().
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

export interface FetchFileOptions {
  signal?: AbortSignal;
  /** no notification for a failure (thumbnails); it still rejects */
  ignoreError?: boolean;
}

/** The message of an error answer: our envelope's when it is one, else the HTTP status's text. */
async function refusalOf(response: Response, url: string): Promise<RpcError> {
  const answer = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
  if (answer && typeof answer.code === 'number' && answer.msg) return new RpcError(answer.code, answer.msg);
  return new RpcError(response.status, httpErrorText(i18n.t.bind(i18n), response.status, url));
}

/** GET a stored file (its `path`, /files/{id}) with the session headers; resolves its bytes. */
export async function fetchStoredFile(path: string, opts: FetchFileOptions = {}): Promise<Blob> {
  const t = i18n.t.bind(i18n);
  const { 'content-type': _json, ...headers } = requestHeaders(sessionStore.get());
  let response: Response;
  try {
    response = await fetch(path, { headers, signal: opts.signal });
  } catch (error) {
    if (opts.signal?.aborted) throw new RpcError(0, 'aborted');
    if (!opts.ignoreError) notifyLimited('error', t('http.title'), t('http.network'));
    throw new RpcError(0, error instanceof Error && error.message ? `${t('http.network')} (${error.message})` : t('http.network'));
  }
  if (response.status === 401 || response.status === 403) {
    sendToLogin(response.status === 401 ? '401' : '403');
    throw new RpcError(response.status, httpErrorText(t, response.status, path));
  }
  if (!response.ok) {
    const refusal = await refusalOf(response, path);
    if (!opts.ignoreError) notifyLimited('warning', t('rpc.warningTitle'), t('rpc.errorCode', { code: refusal.code, message: refusal.msg }));
    throw refusal;
  }
  const refreshed = response.headers.get('access_token');
  if (refreshed) sessionStore.updateToken(refreshed);
  return response.blob();
}

/** Saves a blob under a file name through a temporary object URL and <a download>. */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = href;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

/** Downloads a stored file under its own name; failures are notified (and resolve). */
export async function downloadStoredFile(file: Pick<UploadedFile, 'path' | 'name'>): Promise<void> {
  try {
    saveBlob(await fetchStoredFile(file.path), file.name);
  } catch {
    // already notified, or the session ended
  }
}
