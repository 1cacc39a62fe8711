// The typed clients of 数据标准与数据质量 (only types come from the contracts: zod stays out of the
// bundle) and the choices its forms offer, read with their lists.
import { EntityApi } from '../../../../src/api/services';
import { client } from '../../../../src/api/services';
import type { datagovQuality, datagovStandard } from '../contracts';
import { MetaApi } from '../../web/api';

export const StandardApi = client<typeof datagovStandard>('datagov.Standard');
export const QualityApi = client<typeof datagovQuality>('datagov.Quality');

export type Option = { value: string; label: string };

/** the harvested tables the caller sees, as `sourceId|schema|table` (at most 1,000: five pages) */
export async function tableOptions(): Promise<Option[]> {
  const out: Option[] = [];
  for (let page = 1; page <= 5; page++) {
    const p = await MetaApi.tablePage([{ page, pageSize: 200 }], { ignoreError: true });
    out.push(...p.itemList.map((t) => ({ value: `${t.sourceId}|${t.schema}|${t.name}`, label: `${t.sourceName} · ${t.schema}.${t.name}` })));
    if (page * 200 >= p.total) break;
  }
  return out;
}

export const splitPlace = (v: unknown) => {
  const [sourceId, schema, table] = String(v ?? '').split('|');
  return { sourceId: Number(sourceId), schema: schema ?? '', table: table ?? '' };
};

export async function dictOptions(): Promise<Option[]> {
  const p = await StandardApi.dictPage([{ page: 1, pageSize: 200 }], { ignoreError: true });
  return p.itemList.map((d) => ({ value: String(d.id), label: `${d.name}（${d.code}）` }));
}

export async function personOptions(): Promise<Option[]> {
  const p = await EntityApi.fuzzyPage([{ entityCode: 'Person', page: 1, pageSize: 200 }], { ignoreError: true });
  return p.itemList.map((x) => ({ value: String(x.id), label: `${x.name}（${x.code}）` }));
}
