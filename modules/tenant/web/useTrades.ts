import { useEffect, useState } from 'react';
import type { TradeView } from '../contracts';
import { TradeApi } from './api';

/** Every industry (for pickers and names), loaded once per page. */
export function useTrades(): TradeView[] {
  const [trades, setTrades] = useState<TradeView[]>([]);
  useEffect(() => {
    let live = true;
    TradeApi.summaryPage([{ page: 1, pageSize: 200 }], { cancelPrevious: false, ignoreError: true }).then(
      (p) => live && setTrades(p.itemList),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return trades;
}

export const tradeName = (t: TradeView, en: boolean) => (en && t.nameEn ? t.nameEn : t.name);
