// The modules' buttons on a saved record's detail (detailExtras.ts), each shown only where it
// applies and only when the role holds the page it needs. The role's pages are the shell's routes;
// outside the shell nothing is known, so nothing is shown.
import { lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { ShellContext } from '../../app/shell/ShellContext';
import { detailExtrasFor, type DetailExtra, type DetailExtraProps } from './detailExtras';

const lazies = new Map<string, LazyExoticComponent<ComponentType<DetailExtraProps>>>();
/** one lazy component per extra for the app's life (a new one each render would remount it) */
function lazyOf(name: string, extra: DetailExtra) {
  let component = lazies.get(name);
  if (!component) {
    component = lazy(extra.load);
    lazies.set(name, component);
  }
  return component;
}

export interface RecordExtrasProps {
  entityCode: string;
  receiptTypeCode: string | null;
  /** null while the record is new: the extras act on saved records */
  record: RecordValue | null;
}

export function RecordExtras({ entityCode, receiptTypeCode, record }: RecordExtrasProps) {
  const routeByPath = useContext(ShellContext)?.routeByPath;
  if (!record || !routeByPath) return null;
  const extras = detailExtrasFor({ receiptTypeCode, holdsPage: (path) => routeByPath.has(path) });
  if (!extras.length) return null;
  return (
    <Suspense fallback={null}>
      {extras.map(({ name, extra }) => {
        const Extra = lazyOf(name, extra);
        return <Extra key={name} entityCode={entityCode} receiptTypeCode={receiptTypeCode} record={record} />;
      })}
    </Suspense>
  );
}
