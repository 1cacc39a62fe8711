// Previous/next across the list's records (the list left its page in sessionStorage).
import { App } from 'antd';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { LowcodeRoute } from '../../app/routes/types';
import { dataSourceFetcher, fetchEntityPage } from '../list/dataSources';
import { pagerStep, readPager, savePager } from '../shared/pagerStore';

export function useRecordPager(lowcode: LowcodeRoute, id: number | undefined, go: (id: number) => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return useCallback(
    async (delta: -1 | 1) => {
      const warnEnd = () => void message.warning(t(delta < 0 ? 'templates.first' : 'templates.last'));
      const state = readPager(lowcode.listUrl);
      if (!state || id === undefined) return warnEnd();
      const step = pagerStep(state, id, delta);
      if ('id' in step) return go(step.id);
      if ('end' in step) return warnEnd();
      const { params } = lowcode;
      const fetchPage = params.class === 'VformDsvList' && params.dataSource ? dataSourceFetcher(params.dataSource) : fetchEntityPage;
      try {
        const query = { ...state.query, page: step.load };
        const answer = await fetchPage(query);
        const ids = answer.itemList.map((r) => Number(r.id)).filter(Number.isFinite);
        savePager(lowcode.listUrl, { ids, query, total: answer.total });
        const next = delta > 0 ? ids[0] : ids[ids.length - 1];
        if (next === undefined) return warnEnd();
        go(next);
      } catch {
        warnEnd();
      }
    },
    [lowcode, id, go, message, t],
  );
}
