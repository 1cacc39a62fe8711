// The report template's calls: report.Report (typed from its contract; only types come from
// there, so zod stays out of the browser bundle) and the .xlsx export route with the session
// headers (never a token in the address), saved through an object URL.
import { REPORT_EXPORT_URL } from '../../../schemas/reports/columns';
import type { ReportQuery, reportReport } from '../../../schemas/rpc/report';
import { RpcError } from '../../api/errors';
import { requestHeaders } from '../../api/rpc';
import { client } from '../../api/services';
import { saveBlob } from '../../api/upload';
import { sessionStore } from '../../app/session/sessionStore';

export const ReportApi = client<typeof reportReport>('report.Report');

function fileNameOf(response: Response, fallback: string): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  return star ? decodeURIComponent(star[1]) : fallback;
}

/** Downloads every row of the report's query as .xlsx; rejects with the server's message when refused. */
export async function exportReport(reportCode: string, query: ReportQuery, fallbackName: string): Promise<void> {
  const response = await fetch(REPORT_EXPORT_URL, { method: 'POST', headers: requestHeaders(sessionStore.get()), body: JSON.stringify([reportCode, query]) });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    // a refusal comes as our envelope {code, msg}
    const answer = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new RpcError(answer?.code ?? response.status, answer?.msg ?? response.statusText);
  }
  const refreshed = response.headers.get('access_token');
  if (refreshed) sessionStore.updateToken(refreshed);
  saveBlob(await response.blob(), fileNameOf(response, `${fallbackName}.xlsx`));
}
