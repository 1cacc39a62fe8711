// The typed clients of 数据标准与数据质量 (only types come from the contracts: zod stays out of the
// bundle) and the choices its forms offer, read with their lists.
import { EntityApi } from '../../../../src/api/services';
import { client } from '../../../../src/api/services';
import type { datagovQuality, datagovStandard } from '../contracts';
import { sourceOptions } from '../../web/api';

export const StandardApi = client<typeof datagovStandard>('datagov.Standard');
export const QualityApi = client<typeof datagovQuality>('datagov.Quality');

export type Option = { value: string; label: string };

/** the sources the caller sees, as select values */
export async function sourceChoices(): Promise<Option[]> {
  return (await sourceOptions()).map((o) => ({ value: String(o.value), label: o.label }));
}

/** "schema.table" or "table" (then the harvest's schema) with the chosen source */
export const placeOf = (sourceId: unknown, table: unknown) => {
  const name = String(table ?? '').trim();
  const dot = name.indexOf('.');
  return { sourceId: Number(sourceId), schema: dot > 0 ? name.slice(0, dot) : '', table: dot > 0 ? name.slice(dot + 1) : name };
};

export async function dictOptions(): Promise<Option[]> {
  const p = await StandardApi.dictPage([{ page: 1, pageSize: 200 }], { ignoreError: true });
  return p.itemList.map((d) => ({ value: String(d.id), label: `${d.name}（${d.code}）` }));
}

/** the first 100 persons (the picker's call answers at most 100) */
export async function personOptions(): Promise<Option[]> {
  const p = await EntityApi.fuzzyPage([{ entityCode: 'Person', page: 1, pageSize: 100 }], { ignoreError: true });
  return p.itemList.map((x) => ({ value: String(x.id), label: `${x.name}（${x.code}）` }));
}
