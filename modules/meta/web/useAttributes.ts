import { useCallback, useEffect, useState } from 'react';
import type { EntityAttrMeta } from '../../../schemas/rpc/datax';
import { errorMessage, isCancelled } from '../../../src/api/errors';
import { MetadataApi } from './api';

/** The attributes of one entity (built-in first, then the tenant's in their order). */
export function useAttributes(entityCode: string | null) {
  const [state, setState] = useState<{ attrs: EntityAttrMeta[]; loading: boolean; error: string | null }>({ attrs: [], loading: false, error: null });
  const [nonce, setNonce] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `nonce` asks for a reload (reload() bumps it)
  useEffect(() => {
    if (!entityCode) return;
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    MetadataApi.attributes([entityCode], { ignoreError: true }).then(
      (attrs) => live && setState({ attrs, loading: false, error: null }),
      (error: unknown) => live && !isCancelled(error) && setState({ attrs: [], loading: false, error: errorMessage(error, 'error') }),
    );
    return () => {
      live = false;
    };
  }, [entityCode, nonce]);
  const reload = useCallback(() => setNonce((n) => n + 1), []);
  const replace = useCallback((attrs: EntityAttrMeta[]) => setState({ attrs, loading: false, error: null }), []);
  return { ...state, reload, replace };
}

/** The tenant attributes' codes with the one at `index` (among them) moved by `delta`. */
export function movedCodes(attrs: readonly EntityAttrMeta[], code: string, delta: -1 | 1): string[] | null {
  const codes = attrs.filter((a) => a.extended).map((a) => a.code);
  const from = codes.indexOf(code);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= codes.length) return null;
  [codes[from], codes[to]] = [codes[to], codes[from]];
  return codes;
}
