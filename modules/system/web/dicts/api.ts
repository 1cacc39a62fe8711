// The typed clients of 数据字典 and 参数配置 (only types come from the contracts: zod stays out of the
// bundle), and the dictionary data downloads (the session headers, never a token in the address).
import { RpcError } from '../../../../src/api/errors';
import { requestHeaders } from '../../../../src/api/rpc';
import { client } from '../../../../src/api/services';
import { saveBlob } from '../../../../src/api/upload';
import { sessionStore } from '../../../../src/app/session/sessionStore';
import type { systemConfig } from '../../contracts/config';
import type { systemDict } from '../../contracts/dicts';

export const DictAdminApi = client<typeof systemDict>('system.Dict');
export const ConfigApi = client<typeof systemConfig>('system.Config');

/** the same as contracts/dicts.ts (not imported: that module holds zod) */
export const DICT_EXPORT_URL = '/download/dicts.xlsx';
export const DICT_TEMPLATE_URL = '/download/dict-template.xlsx';
export const TAG_COLORS = ['magenta', 'red', 'volcano', 'orange', 'gold', 'lime', 'green', 'cyan', 'blue', 'geekblue', 'purple'] as const;

async function save(response: Response, fallback: string): Promise<void> {
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const answer = (await response.json().catch(() => null)) as { code?: number; msg?: string } | null;
    throw new RpcError(answer?.code ?? response.status, answer?.msg ?? response.statusText);
  }
  const star = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get('content-disposition') ?? '');
  saveBlob(await response.blob(), star ? decodeURIComponent(star[1]) : fallback);
}

/** The entries of one dictionary (or all) as .xlsx in the template's columns. */
export async function exportDicts(dictCode: string | null, fallbackName: string): Promise<void> {
  await save(await fetch(DICT_EXPORT_URL, { method: 'POST', headers: requestHeaders(sessionStore.get()), body: JSON.stringify([dictCode]) }), `${fallbackName}.xlsx`);
}

/** The empty dictionary data template. */
export async function downloadDictTemplate(fallbackName: string): Promise<void> {
  const { 'content-type': _json, ...headers } = requestHeaders(sessionStore.get());
  await save(await fetch(DICT_TEMPLATE_URL, { headers }), `${fallbackName}.xlsx`);
}
