// What a receipt view reads: the page model of the document's entity (the field metadata of the
// list/detail pages the role holds for it, else the entity's attributes), the record with its
// child rows (datax.MetaDynamic/getValue, as the detail page reads it) and its receipt path
// (meta.ReceiptPath/gainReceiptRoutes). None of them cancels another page's request to the same
// call (cancelPrevious: false): the view opens beside a detail page that reads the same record.
import { useContext, useEffect, useMemo, useState } from 'react';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { ReceiptRoutes } from '../../schemas/rpc/receiptPath';
import { errorMessage, isCancelled } from '../../src/api/errors';
import { MetaDynamicApi } from '../../src/api/services';
import { useSession } from '../../src/app/session/useSession';
import { ShellContext } from '../../src/app/shell/ShellContext';
import { currentLanguage } from '../../src/i18n';
import { usePageModel } from '../../src/templates/shared/usePageModel';
import { ReceiptPathApi } from './api';
import { entityPagesOf } from './receiptLinks';

const quiet = { ignoreError: true, cancelPrevious: false };

export type Loaded<T> = { status: 'loading' } | { status: 'error'; error: string } | { status: 'ok'; value: T };

/** Loads `load()` whenever `key` changes; an older answer never overwrites a newer one. */
function useLoaded<T>(key: string, load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T> & { key: string }>({ status: 'loading', key });
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` names everything `load` reads (the caller's load is a new function each render)
  useEffect(() => {
    let live = true;
    setState({ status: 'loading', key });
    load().then(
      (value) => live && setState({ status: 'ok', value, key }),
      (error: unknown) => live && !isCancelled(error) && setState({ status: 'error', error: errorMessage(error, 'error'), key }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state : { status: 'loading' };
}

export function useReceiptModel(entityCode: string) {
  const shell = useContext(ShellContext);
  const session = useSession();
  const language = currentLanguage();
  const request = useMemo(() => {
    const list = shell ? entityPagesOf(shell.tree, (path) => shell.routeByPath.has(path)).get(entityCode) : undefined;
    const detailNode = list ? shell?.routeByPath.get(list.detailUrl)?.meta.node : null;
    const pages = list
      ? [
          { url: list.detailUrl, withPageDetail: !!detailNode?.functionControlTag && detailNode.url?.replace(/^\/+/, '') === list.detailUrl },
          { url: list.listUrl, withPageDetail: !!list.node.functionControlTag },
        ]
      : [];
    return { entityCode, pages, overrideUrl: list?.detailUrl ?? '', roleId: session?.role.id ?? null, language };
  }, [shell, entityCode, session?.role.id, language]);
  return usePageModel(request);
}

export function useReceiptRecord(entityCode: string, receiptId: number): Loaded<RecordValue> {
  return useLoaded(`${entityCode}:${receiptId}:${currentLanguage()}`, () => MetaDynamicApi.getValue([entityCode, receiptId], quiet));
}

export function useReceiptRoutes(receiptId: number): Loaded<ReceiptRoutes> {
  return useLoaded(`${receiptId}:${currentLanguage()}`, () => ReceiptPathApi.gainReceiptRoutes([receiptId], quiet));
}
