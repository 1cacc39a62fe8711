// The typed clients of ETL与调度 (only types come from the contracts: zod stays out of the bundle),
// and the choices its forms offer (repositories, usable sources, transformations, scripts, jobs).
import { client } from '../../../../src/api/services';
import type { etlJob, etlRepo, etlRun, etlSchedule, etlScript, etlTran } from '../contracts';

export const RepoApi = client<typeof etlRepo>('datagov.EtlRepo');
export const TranApi = client<typeof etlTran>('datagov.EtlTran');
export const ScriptApi = client<typeof etlScript>('datagov.EtlScript');
export const JobApi = client<typeof etlJob>('datagov.EtlJob');
export const ScheduleApi = client<typeof etlSchedule>('datagov.EtlSchedule');
export const RunApi = client<typeof etlRun>('datagov.EtlRun');

export type Option = { value: number; label: string };

export async function repoOptions(): Promise<Option[]> {
  return (await RepoApi.summaryPage([{ pageSize: 200 }], { ignoreError: true })).itemList.map((r) => ({ value: r.id, label: `${r.name}（${r.code}）` }));
}
export async function sourceOptions(): Promise<Array<Option & { kind: string }>> {
  return (await TranApi.sources([], { ignoreError: true })).map((s) => ({ value: s.id, label: `${s.name}（${s.code}）`, kind: s.kind }));
}
export async function tranOptions(): Promise<Option[]> {
  return (await TranApi.summaryPage([{ pageSize: 200 }], { ignoreError: true })).itemList.map((r) => ({ value: r.id, label: r.name }));
}
export async function scriptOptions(): Promise<Option[]> {
  return (await ScriptApi.summaryPage([{ pageSize: 200 }], { ignoreError: true })).itemList.map((r) => ({ value: r.id, label: r.name }));
}
export async function jobOptions(): Promise<Option[]> {
  return (await JobApi.summaryPage([{ pageSize: 200 }], { ignoreError: true })).itemList.map((r) => ({ value: r.id, label: r.name }));
}

export const STATUS_COLOR = { Queued: 'default', Running: 'processing', Succeeded: 'green', Failed: 'red', Skipped: 'default', Stopped: 'orange' } as const;

/** the function codes of 停止 on 调度监控 and 调度日志 */
export const STOP_FN = { monitor: 'etl.scheduleMonitor.stop', log: 'etl.scheduleLog.stop' } as const;

/** loads the choices once for a page (null while loading) */
import { useEffect, useState } from 'react';
export function useOptions<T>(load: () => Promise<T>): T | null {
  const [v, setV] = useState<T | null>(null);
  useEffect(() => {
    let live = true;
    load().then((x) => live && setV(x), () => live && setV([] as T));
    return () => {
      live = false;
    };
  }, [load]);
  return v;
}
