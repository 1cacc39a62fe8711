// The server-made print files (ureport_keep/pdf, pdf/exportBatch, excel, each
// with a `file` parameter = the entity code), fetched with the session headers (never a token in
// the address) and saved through an object URL. The reader's time zone goes along, so printed
// times match the preview.
import { getDownload } from '../../api/download';

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

/** Downloads a print file and saves it under the server's name; rejects with the server's message. */
export async function downloadPrintFile(kind: PrintFileKind, entityCode: string, ids: readonly number[]): Promise<void> {
  await getDownload(printFileUrl(kind, entityCode, ids), `${entityCode}.${kind === 'pdf' ? 'pdf' : 'xlsx'}`);
}
