// The typed clients of 租户管理 (only types come from the contracts: zod stays out of the bundle)
// and the login log's .xlsx download (the session headers, never a token in the address).
import { RpcError } from '../../../src/api/errors';
import { requestHeaders } from '../../../src/api/rpc';
import { client } from '../../../src/api/services';
import { saveBlob } from '../../../src/api/upload';
import { sessionStore } from '../../../src/app/session/sessionStore';
import type { LoginLogQuery, tenantApp, tenantDataShare, tenantDictDiff, tenantGlobalJob, tenantLoginLog, tenantTenant, tenantTrade } from '../contracts';

export const TenantApi = client<typeof tenantTenant>('tenant.Tenant');
export const TradeApi = client<typeof tenantTrade>('tenant.Trade');
export const AppApi = client<typeof tenantApp>('tenant.App');
export const GlobalJobApi = client<typeof tenantGlobalJob>('tenant.GlobalJob');
export const DictDiffApi = client<typeof tenantDictDiff>('tenant.DictDiff');
export const DataShareApi = client<typeof tenantDataShare>('tenant.DataShare');
export const LoginLogApi = client<typeof tenantLoginLog>('tenant.LoginLog');

/** the same as contracts.ts LOGIN_LOG_EXPORT_URL (not imported: that module holds zod) */
export const LOGIN_LOG_EXPORT_URL = '/download/login-log.xlsx';

function fileNameOf(response: Response, fallback: string): string {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get('content-disposition') ?? '');
  return star ? decodeURIComponent(star[1]) : fallback;
}

/** Downloads every attempt the query matches as .xlsx; rejects with the server's message when refused. */
export async function exportLoginLog(query: Omit<LoginLogQuery, 'page' | 'pageSize'>, fallbackName: string): Promise<void> {
  const response = await fetch(LOGIN_LOG_EXPORT_URL, { method: 'POST', headers: requestHeaders(sessionStore.get()), body: JSON.stringify([query]) });
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const answer = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new RpcError(answer?.code ?? response.status, answer?.msg ?? response.statusText);
  }
  const refreshed = response.headers.get('access_token');
  if (refreshed) sessionStore.updateToken(refreshed);
  saveBlob(await response.blob(), fileNameOf(response, `${fallbackName}.xlsx`));
}
