// The report template's calls: report.Report (typed from its contract; only types come from
// there, so zod stays out of the browser bundle) and the .xlsx export route with the session
// headers (never a token in the address), saved through an object URL.
import { REPORT_EXPORT_URL } from '../../../schemas/reports/columns';
import type { ReportQuery, reportReport } from '../../../schemas/rpc/report';
import { postDownload } from '../../api/download';
import { client } from '../../api/services';

export const ReportApi = client<typeof reportReport>('report.Report');

/** Downloads every row of the report's query as .xlsx; rejects with the server's message when refused. */
export async function exportReport(reportCode: string, query: ReportQuery, fallbackName: string): Promise<void> {
  await postDownload(REPORT_EXPORT_URL, [reportCode, query], `${fallbackName}.xlsx`);
}
