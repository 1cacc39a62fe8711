// The typed clients of 租户管理 (only types come from the contracts: zod stays out of the bundle)
// and the login log's .xlsx download (the session headers, never a token in the address).
import { postDownload } from '../../../src/api/download';
import { client } from '../../../src/api/services';
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

/** Downloads every attempt the query matches as .xlsx; rejects with the server's message when refused. */
export async function exportLoginLog(query: Omit<LoginLogQuery, 'page' | 'pageSize'>, fallbackName: string): Promise<void> {
  await postDownload(LOGIN_LOG_EXPORT_URL, [query], `${fallbackName}.xlsx`);
}
