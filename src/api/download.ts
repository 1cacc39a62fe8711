// Downloads of the server's files (exports, templates, print files, logs): asked with the session
// headers (never a token in the address), saved under the server's file name through an object
// URL. A refusal comes as our envelope {code, msg} and rejects with it.
import { sessionStore } from '../app/session/sessionStore';
import { RpcError } from './errors';
import { requestHeaders } from './rpc';
import { saveBlob } from './upload';

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** Saves the file of an answer; rejects with the server's message when it refused. */
export async function saveDownload(response: Response, fallbackName: string): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const answer = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new RpcError(answer?.code ?? response.status, answer?.msg ?? response.statusText);
  }
  const refreshed = response.headers.get('access_token');
  if (refreshed) sessionStore.updateToken(refreshed);
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}

/** POST `args` (the call's argument array) to a download route and save what it answers. */
export async function postDownload(url: string, args: unknown[], fallbackName: string): Promise<void> {
  await saveDownload(await fetch(url, { method: 'POST', headers: requestHeaders(sessionStore.get()), body: JSON.stringify(args) }), fallbackName);
}

/** GET a download route and save what it answers. */
export async function getDownload(url: string, fallbackName: string): Promise<void> {
  const { 'content-type': _json, ...headers } = requestHeaders(sessionStore.get());
  await saveDownload(await fetch(url, { headers }), fallbackName);
}
