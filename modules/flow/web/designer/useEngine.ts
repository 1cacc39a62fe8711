// The modeler's life in a React component: loaded lazily (its chunk is not in the main bundle),
// created once per mount into the container and destroyed on unmount. StrictMode mounts twice: the
// first mount's load is dropped when it resolves after its cleanup.
import { useEffect, useState, type RefObject } from 'react';
import { currentLanguage } from '../../../../src/i18n';
import type { CreateEngine, DesignerEngine } from './engine/types';

export type EngineState = { status: 'loading'; engine: null } | { status: 'ready'; engine: DesignerEngine } | { status: 'error'; engine: null; error: string };

export const loadBpmnEngine = (): Promise<CreateEngine> => import('./engine/createEngine').then((m) => m.createEngine);

export function useEngine(container: RefObject<HTMLDivElement | null>, load: () => Promise<CreateEngine>): EngineState {
  const [state, setState] = useState<EngineState>({ status: 'loading', engine: null });
  useEffect(() => {
    let cancelled = false;
    let created: DesignerEngine | null = null;
    load().then(
      (create) => {
        if (cancelled || !container.current) return;
        created = create(container.current, { language: currentLanguage() });
        setState({ status: 'ready', engine: created });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', engine: null, error: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      cancelled = true;
      created?.destroy();
      setState({ status: 'loading', engine: null });
    };
  }, [container, load]);
  return state;
}
