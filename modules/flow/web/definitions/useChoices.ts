// The names the definition pages show for codes: process categories and the document types that
// may have a flow (flow.FlowableDef/choices). A failed load leaves the codes shown as they are.
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { DesignerChoices } from '../../contracts';
import { FlowDefApi, lookup } from './api';

export interface Choices {
  categories: DesignerChoices['categories'];
  receipts: DesignerChoices['receipts'];
  categoryName: (code: string | null | undefined) => string;
  receiptName: (entityCode: string) => string;
}

export function useChoices(): Choices {
  const [data, setData] = useState<Pick<DesignerChoices, 'categories' | 'receipts'>>({ categories: [], receipts: [] });
  useEffect(() => {
    let live = true;
    FlowDefApi.choices([], lookup).then(
      (c) => live && setData({ categories: c.categories, receipts: c.receipts }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const categories = useMemo(() => new Map(data.categories.map((c) => [c.code, c.name])), [data]);
  const receipts = useMemo(() => new Map(data.receipts.map((r) => [r.entityCode, r.name])), [data]);
  const categoryName = useCallback((code: string | null | undefined) => (code ? (categories.get(code) ?? code) : ''), [categories]);
  const receiptName = useCallback((code: string) => receipts.get(code) ?? code, [receipts]);
  return { ...data, categoryName, receiptName };
}
