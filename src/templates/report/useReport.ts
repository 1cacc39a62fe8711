// The report page's data: its declaration (report.Report/meta, once) and the page of rows for the
// current query (report.Report/page). Answers of superseded queries are dropped here (several
// report tabs share the call's URL, so the client's cancel-previous is off).
import { useEffect, useRef, useState } from 'react';
import type { ReportMeta } from '../../../schemas/reports/columns';
import type { ReportPage, ReportQuery } from '../../../schemas/rpc/report';
import { isCancelled } from '../../api/errors';
import { ReportApi } from './api';

export function useReportMeta(code: string | null): { meta: ReportMeta | null; error: unknown } {
  const [state, setState] = useState<{ meta: ReportMeta | null; error: unknown }>({ meta: null, error: null });
  useEffect(() => {
    if (!code) return;
    let live = true;
    ReportApi.meta([code], { ignoreError: true, cancelPrevious: false })
      .then((meta) => live && setState({ meta, error: null }))
      .catch((error: unknown) => live && setState({ meta: null, error }));
    return () => {
      live = false;
    };
  }, [code]);
  return state;
}

export interface ReportData {
  page: ReportPage | null;
  loading: boolean;
  error: unknown;
}

/** The rows of `query` (null: not yet: the declaration is still loading). */
export function useReportPage(code: string | null, query: ReportQuery | null, reloadKey: number): ReportData {
  const [data, setData] = useState<ReportData>({ page: null, loading: false, error: null });
  const sequence = useRef(0);
  const key = query ? JSON.stringify(query) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the query serialised and `reloadKey` asks for a reload
  useEffect(() => {
    if (!code || !key) return;
    const mine = ++sequence.current;
    setData((d) => ({ ...d, loading: true, error: null }));
    ReportApi.page([code, JSON.parse(key) as ReportQuery], { ignoreError: true, cancelPrevious: false })
      .then((page) => mine === sequence.current && setData({ page, loading: false, error: null }))
      .catch((error: unknown) => {
        if (mine !== sequence.current || isCancelled(error)) return;
        // a failed query shows no rows (not the previous query's) and says why
        setData({ page: null, loading: false, error });
      });
  }, [code, key, reloadKey]);
  useEffect(
    () => () => {
      sequence.current += 1;
    },
    [],
  );
  return data;
}
