// The typed clients of 数据服务 (only types come from the contracts: zod stays out of the bundle)
// and the choices its forms and filters offer, read with the lists.
import { client } from '../../../../src/api/services';
import type { EventAction, marketApi, marketIntegration, marketKey, marketLog, marketMask } from '../contracts';

export const MarketApiApi = client<typeof marketApi>('datagov.MarketApi');
export const MarketKeyApi = client<typeof marketKey>('datagov.MarketKey');
export const MarketMaskApi = client<typeof marketMask>('datagov.MarketMask');
export const MarketIntegrationApi = client<typeof marketIntegration>('datagov.MarketIntegration');
export const MarketLogApi = client<typeof marketLog>('datagov.MarketLog');

export type Option = { value: string; label: string; group?: string | null };

/** the tenant's services as select options (value: id) */
export async function apiOptions(): Promise<Option[]> {
  const page = await MarketApiApi.summaryPage([{ page: 1, pageSize: 200 }], { ignoreError: true });
  return page.itemList.map((a) => ({ value: String(a.id), label: `${a.name}（${a.code}）` }));
}

/** the entities the caller sees, for a record-event integration (value: the entity's code), with the actions each makes */
export async function entityOptions(): Promise<Array<Option & { actions: readonly EventAction[] }>> {
  const list = await MarketIntegrationApi.entities([], { ignoreError: true });
  return list.map((e) => ({ value: e.code, label: `${e.name}（${e.code}）`, actions: e.actions }));
}

/** the tenant's keys as select options (value: id) */
export async function keyOptions(): Promise<Option[]> {
  const page = await MarketKeyApi.summaryPage([{ page: 1, pageSize: 200 }], { ignoreError: true });
  return page.itemList.map((k) => ({ value: String(k.id), label: `${k.name}（${k.keyPrefix}…）`, group: k.keyGroup }));
}

/** the address a service answers at, for people to copy */
export function openUrl(tenantCode: string, path: string): string {
  return `${window.location.origin}/open-api/${tenantCode}/${path}`;
}

/** "a, b" lines → list */
export const lines = (v: unknown) =>
  String(v ?? '')
    .split(/[\r\n,]+/)
    .map((s) => s.trim())
    .filter(Boolean);
