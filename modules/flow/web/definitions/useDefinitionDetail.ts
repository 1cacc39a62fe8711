// What flowable/FlowDetail shows of a deployed version: its deployed XML (flow.FlowableDef/readXml),
// the process key read from it, and every version of that key (flow.FlowableDef/list by key), the
// asked one among them.
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import type { FlowDefinitionView } from '../../contracts';
import { FlowDefApi, lookup } from './api';
import { outlineOf, type ProcessOutline } from './processXml';

export type DetailState =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'ready'; current: FlowDefinitionView; versions: FlowDefinitionView[]; xml: string; outline: ProcessOutline };

export function useDefinitionDetail(deployId: string | null) {
  const { t } = useTranslation();
  const [state, setState] = useState<DetailState>({ status: 'loading' });
  const [nonce, setNonce] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `nonce` asks for a reload (reload() bumps it)
  useEffect(() => {
    if (!deployId) return;
    let live = true;
    setState((s) => (s.status === 'ready' && s.current.deployId === deployId ? s : { status: 'loading' }));
    (async () => {
      const { xml } = await FlowDefApi.readXml([{ deployId }], lookup);
      const outline = outlineOf(xml);
      const page = await FlowDefApi.list([{ page: 1, pageSize: 500, ...(outline.key ? { key: outline.key } : {}) }], lookup);
      const current = page.itemList.find((d) => d.deployId === deployId);
      if (!current) throw new Error(t('flowDefs.loadFailed'));
      const versions = page.itemList.filter((d) => d.key === current.key).sort((a, b) => b.version - a.version);
      return { status: 'ready' as const, current, versions, xml, outline };
    })().then(
      (ready) => live && setState(ready),
      (e: unknown) => live && !isCancelled(e) && setState({ status: 'error', error: errorMessage(e, t('flowDefs.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [deployId, nonce, t]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { state, reload };
}
