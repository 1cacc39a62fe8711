// The operation log's client: its page call and its .xlsx download (the session headers, never a
// token in the address). Only types come from the contracts: zod stays out of the bundle.
import { postDownload } from '../../../../src/api/download';
import { client } from '../../../../src/api/services';
import type { OpLogQuery, systemOpLog } from '../../contracts/oplog';

export const OpLogApi = client<typeof systemOpLog>('system.OpLog');

/** the same as contracts/oplog.ts OP_LOG_EXPORT_URL (not imported: that module holds zod) */
const OP_LOG_EXPORT_URL = '/download/op-log.xlsx';

/** Downloads every entry the query matches as .xlsx; rejects with the server's message when refused. */
export async function exportOpLog(query: Omit<OpLogQuery, 'page' | 'pageSize'>, fallbackName: string): Promise<void> {
  await postDownload(OP_LOG_EXPORT_URL, [query], `${fallbackName}.xlsx`);
}

export { formatTime } from '../../../../src/templates/shared/formatTime';

/** The arguments as indented JSON (as stored when they are not JSON: a cut summary). */
export function prettyArgs(args: string | null): string {
  if (!args) return '';
  try {
    return JSON.stringify(JSON.parse(args), null, 2);
  } catch {
    return args;
  }
}
