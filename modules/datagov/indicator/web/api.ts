// The typed clients of 指标与数据模型 (only types come from the contracts: zod stays out of the bundle).
import { client } from '../../../../src/api/services';
import type { dgIndicator, dgModel } from '../contracts';

export const ModelApi = client<typeof dgModel>('datagov.Model');
export const IndicatorApi = client<typeof dgIndicator>('datagov.Indicator');

/** every model as select options */
export async function modelOptions(): Promise<Array<{ value: number; label: string }>> {
  const page = await ModelApi.summaryPage([{ page: 1, pageSize: 200 }], { ignoreError: true });
  return page.itemList.map((m) => ({ value: m.id, label: `${m.name}（${m.code}）` }));
}
