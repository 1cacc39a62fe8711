// The modules' buttons on a saved record's detail (detailExtras.ts), each shown only where it
// applies and only when the role holds the page it needs. The role's pages are the shell's routes;
// outside the shell nothing is known, so nothing is shown.
// Their code is loaded before the detail shows (useRecordExtras gates the page like its model): a
// button that arrived later would widen the right-aligned toolbar and move every button left of
// it, under a pointer already on its way (a click meant for 生成到货单 landed on 登记发票).
import { useContext, useEffect, useMemo, useState, type ComponentType } from 'react';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { ShellContext } from '../../app/shell/ShellContext';
import { detailExtrasFor, type DetailExtraEntry, type DetailExtraProps } from './detailExtras';

/** the loaded components, by extra name, for the app's life */
const loaded = new Map<string, ComponentType<DetailExtraProps>>();

export interface LoadedExtra {
  name: string;
  Component: ComponentType<DetailExtraProps>;
}

const ready = (entries: readonly DetailExtraEntry[]): LoadedExtra[] | null =>
  entries.every((e) => loaded.has(e.name)) ? entries.map((e) => ({ name: e.name, Component: loaded.get(e.name)! })) : null;

/**
 * The extras a saved record of this kind shows, once their code is loaded: null while loading.
 * Loaded for a new record too, so its first save does not bring the page back to loading. Outside
 * the shell there are none, at once. A module that fails to load leaves its button out rather
 * than the page unusable.
 */
export function useRecordExtras(receiptTypeCode: string | null): LoadedExtra[] | null {
  const routeByPath = useContext(ShellContext)?.routeByPath;
  const entries = useMemo(
    () => (routeByPath ? detailExtrasFor({ receiptTypeCode, holdsPage: (path) => routeByPath.has(path) }) : []),
    [routeByPath, receiptTypeCode],
  );
  const [, setLoads] = useState(0);
  const missing = entries.filter((e) => !loaded.has(e.name));
  const missingNames = missing.map((e) => e.name).join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the names stand for the entries (a new array each render)
  useEffect(() => {
    if (!missing.length) return;
    let alive = true;
    void Promise.all(
      missing.map((e) =>
        e.extra.load().then(
          (m) => loaded.set(e.name, m.default),
          (error: unknown) => {
            console.warn(`detail extra ${e.name} did not load`, error);
            loaded.set(e.name, () => null);
          },
        ),
      ),
    ).then(() => alive && setLoads((n) => n + 1));
    return () => {
      alive = false;
    };
  }, [missingNames]);
  return ready(entries);
}

export interface RecordExtrasProps {
  entityCode: string;
  receiptTypeCode: string | null;
  /** null while the record is new: the extras act on saved records */
  record: RecordValue | null;
  extras: readonly LoadedExtra[];
}

export function RecordExtras({ entityCode, receiptTypeCode, record, extras }: RecordExtrasProps) {
  if (!record) return null;
  return (
    <>
      {extras.map(({ name, Component }) => (
        <Component key={name} entityCode={entityCode} receiptTypeCode={receiptTypeCode} record={record} />
      ))}
    </>
  );
}
