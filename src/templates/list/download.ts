// Excel export (POST /download/records.xlsx with [query] → a streamed .xlsx) and the import
// template (GET /download/template/{entityCode}.xlsx), both with the session headers (never a
// token in the address), saved through an object URL.
import type { RecordQuery } from '../../../schemas/rpc/datax';
import { requestHeaders } from '../../api/rpc';
import { RpcError } from '../../api/errors';
import { saveBlob } from '../../api/upload';
import { sessionStore } from '../../app/session/sessionStore';

export const EXPORT_URL = '/download/records.xlsx';

export function templateUrl(entityCode: string): string {
  return `/download/template/${encodeURIComponent(entityCode)}.xlsx`;
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** Saves the .xlsx of an answer; rejects with the server's message when it refused. */
async function saveXlsx(response: Response, fallbackName: string): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    // a refusal comes as our envelope {code, msg}
    const answer = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new RpcError(answer?.code ?? response.status, answer?.msg ?? response.statusText);
  }
  const refreshed = response.headers.get('access_token');
  if (refreshed) sessionStore.updateToken(refreshed);
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}

/** Downloads the records of the query (all pages) as .xlsx; rejects with the server's message. */
export async function exportRecords(query: RecordQuery, fileName: string): Promise<void> {
  const response = await fetch(EXPORT_URL, { method: 'POST', headers: requestHeaders(sessionStore.get()), body: JSON.stringify([query]) });
  await saveXlsx(response, `${fileName}.xlsx`);
}

/** Downloads the entity's import template; rejects with the server's message. */
export async function downloadTemplate(entityCode: string): Promise<void> {
  const { 'content-type': _json, ...headers } = requestHeaders(sessionStore.get());
  await saveXlsx(await fetch(templateUrl(entityCode), { headers }), `${entityCode}.xlsx`);
}
