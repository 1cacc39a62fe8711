import { useEffect, useState } from 'react';
import type { PageModel } from '../../engine/pageModel';
import { errorMessage } from '../../api/errors';
import { loadPageModel, type PageModelRequest } from './pageModelCache';

export interface PageModelState {
  model: PageModel | null;
  error: string | null;
}

/** The page model of a template (entity + page field metadata), loaded once per request. */
export function usePageModel(req: PageModelRequest | null): PageModelState {
  const [state, setState] = useState<PageModelState & { key: string }>({ model: null, error: null, key: '' });
  const key = req ? JSON.stringify(req) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is the request serialised: callers pass a new object each render
  useEffect(() => {
    if (!req) return;
    let live = true;
    loadPageModel(req).then(
      (model) => live && setState({ model, error: null, key }),
      (error: unknown) => live && setState({ model: null, error: errorMessage(error, 'error'), key }),
    );
    return () => {
      live = false;
    };
  }, [key]);
  return state.key === key ? state : { model: null, error: null };
}
