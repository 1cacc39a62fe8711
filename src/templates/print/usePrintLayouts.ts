// The print layouts of documents, made here from the same metadata and records as the server's PDF
// (schemas/print): the entity from the page-model cache, one record as the detail reads it
// (getValue), several through one summary call with their lines, the dictionaries they name.
import { useEffect, useState } from 'react';
import { printLayout, type PrintDicts, type PrintLayout } from '../../../schemas/print';
import type { EntityMeta, RecordValue } from '../../../schemas/rpc/datax';
import { errorMessage } from '../../api/errors';
import { DictApi, MetaDynamicApi } from '../../api/services';
import { brandCompany } from '../../app/brand';
import { loadPageModel } from '../shared/pageModelCache';

const NO_RPC_NOTICE = { ignoreError: true, cancelPrevious: false } as const;

async function loadRecords(entityCode: string, ids: readonly number[]): Promise<RecordValue[]> {
  if (ids.length === 1) return [await MetaDynamicApi.getValue([entityCode, ids[0]], NO_RPC_NOTICE)];
  const { itemList } = await MetaDynamicApi.summary([{ entityCode, filterMap: { id: [...ids] }, itemQueryAllTag: true }], NO_RPC_NOTICE);
  const byId = new Map(itemList.map((r) => [Number(r.id), r]));
  // in the order chosen; records gone since are left out
  return ids.map((id) => byId.get(id)).filter((r): r is RecordValue => !!r);
}

async function loadDicts(entity: EntityMeta): Promise<PrintDicts> {
  const codes = [...new Set([...entity.attrs, ...entity.children.flatMap((c) => c.attrs)].map((a) => a.dictCode).filter((c): c is string => !!c))];
  return codes.length ? DictApi.listByCodes([codes], NO_RPC_NOTICE) : {};
}

export interface PrintLayouts {
  layouts: PrintLayout[] | null;
  error: string | null;
}

export async function loadPrintLayouts(entityCode: string, ids: readonly number[], language: 'zh_CN' | 'en_US'): Promise<PrintLayout[]> {
  const [model, records] = await Promise.all([loadPageModel({ entityCode, pages: [], overrideUrl: '', roleId: null, language }), loadRecords(entityCode, ids)]);
  const dicts = await loadDicts(model.entity).catch(() => ({}));
  const company = brandCompany(language);
  const now = new Date();
  return records.map((r) => printLayout(model.entity, r, { lang: language, company, now, dicts }));
}

/** The layouts of the documents (null while loading), or the reason they could not be made. */
export function usePrintLayouts(entityCode: string, ids: readonly number[], language: 'zh_CN' | 'en_US', fallbackError: string): PrintLayouts {
  const [state, setState] = useState<PrintLayouts & { key: string }>({ layouts: null, error: null, key: '' });
  const key = `${language}:${entityCode}:${ids.join(',')}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key says everything the load depends on
  useEffect(() => {
    let live = true;
    loadPrintLayouts(entityCode, ids, language).then(
      (layouts) => live && setState({ layouts, error: null, key }),
      (e: unknown) => live && setState({ layouts: null, error: errorMessage(e, fallbackError), key }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state : { layouts: null, error: null };
}
