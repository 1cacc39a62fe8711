// Excel export (POST /download/records.xlsx with [query] → a streamed .xlsx) and the import
// template (GET /download/template/{entityCode}.xlsx), both with the session headers (never a
// token in the address), saved through an object URL (src/api/download.ts).
import type { RecordQuery } from '../../../schemas/rpc/datax';
import { getDownload, postDownload } from '../../api/download';

export const EXPORT_URL = '/download/records.xlsx';

export function templateUrl(entityCode: string): string {
  return `/download/template/${encodeURIComponent(entityCode)}.xlsx`;
}

/** Downloads the records of the query (all pages) as .xlsx; rejects with the server's message. */
export async function exportRecords(query: RecordQuery, fileName: string): Promise<void> {
  await postDownload(EXPORT_URL, [query], `${fileName}.xlsx`);
}

/** Downloads the entity's import template; rejects with the server's message. */
export async function downloadTemplate(entityCode: string): Promise<void> {
  await getDownload(templateUrl(entityCode), `${entityCode}.xlsx`);
}
