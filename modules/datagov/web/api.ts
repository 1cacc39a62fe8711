// The typed clients of 数据治理 (only types come from the contracts: zod stays out of the bundle)
// and the SQL console's download (the session headers, never a token in the address).
import { postDownload } from '../../../src/api/download';
import { client } from '../../../src/api/services';
import type { ConsoleRun, datagovAuth, datagovMeta, datagovSource, datagovSql, SourceKind } from '../contracts';

export const SourceApi = client<typeof datagovSource>('datagov.Source');
export const MetaApi = client<typeof datagovMeta>('datagov.Meta');
export const AuthApi = client<typeof datagovAuth>('datagov.Auth');
export const SqlApi = client<typeof datagovSql>('datagov.Sql');

/** the same as contracts.ts SQL_EXPORT_URL and SOURCE_KINDS (not imported: that module holds zod) */
export const SQL_EXPORT_URL = '/datagov/sql-export';
export const KINDS: readonly SourceKind[] = ['own', 'pg', 'sqlite', 'csv', 'xlsx'];

export function exportConsole(run: ConsoleRun, format: 'xlsx' | 'csv'): Promise<void> {
  return postDownload(SQL_EXPORT_URL, [run, format], `SQL.${format}`);
}

/** every source as select options (the lists' filters, the console, DataAuth) */
export async function sourceOptions(): Promise<Array<{ value: number; label: string }>> {
  const page = await SourceApi.summaryPage([{ page: 1, pageSize: 200 }], { ignoreError: true });
  return page.itemList.map((s) => ({ value: s.id, label: `${s.name}（${s.code}）` }));
}
