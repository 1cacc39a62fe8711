// The server-made print files (spec §7 Reports: ureport_keep/pdf, pdf/exportBatch, excel, each
// with a `file` parameter = the entity code), fetched with the session headers (never a token in
// the address) and saved through an object URL. The reader's time zone goes along, so printed
// times match the preview.
import { RpcError } from '../../api/errors';
import { requestHeaders } from '../../api/rpc';
import { saveBlob } from '../../api/upload';
import { sessionStore } from '../../app/session/sessionStore';

/** the server refuses larger batches (server/print/documents.ts) */
export const PRINT_BATCH_MAX = 200;

export type PrintFileKind = 'pdf' | 'excel';

function timeZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || undefined;
  } catch {
    return undefined;
  }
}

/** The path of one document's PDF or workbook, or of several documents' PDF. */
export function printFileUrl(kind: PrintFileKind, entityCode: string, ids: readonly number[]): string {
  const query = new URLSearchParams({ file: entityCode });
  const batch = kind === 'pdf' && ids.length > 1;
  if (batch) query.set('ids', ids.join(','));
  else query.set('id', String(ids[0]));
  const tz = timeZone();
  if (tz) query.set('tz', tz);
  const path = kind === 'excel' ? '/ureport_keep/excel' : batch ? '/ureport_keep/pdf/exportBatch' : '/ureport_keep/pdf';
  return `${path}?${query.toString()}`;
}

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : fallback;
}

/** Downloads a print file and saves it under the server's name; rejects with the server's message. */
export async function downloadPrintFile(kind: PrintFileKind, entityCode: string, ids: readonly number[]): Promise<void> {
  const { 'content-type': _json, ...headers } = requestHeaders(sessionStore.get());
  const response = await fetch(printFileUrl(kind, entityCode, ids), { headers });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    // a refusal is our envelope {code, msg}
    const answer = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new RpcError(answer?.code ?? response.status, answer?.msg ?? response.statusText);
  }
  const refreshed = response.headers.get('access_token');
  if (refreshed) sessionStore.updateToken(refreshed);
  saveBlob(await response.blob(), fileNameOf(response, `${entityCode}.${kind === 'pdf' ? 'pdf' : 'xlsx'}`));
}
