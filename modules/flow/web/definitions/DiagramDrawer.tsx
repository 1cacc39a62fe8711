// 流程图: the version's diagram in a drawer (the flow-chart viewer over flow.FlowableDef/readXml,
// nothing highlighted: no instance).
import { Alert, Drawer, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import FlowViewer from '../viewer/FlowViewer';
import { errorMessage } from '../../../../src/api/errors';
import type { FlowDefinitionView } from '../../contracts';
import { FlowDefApi, lookup } from './api';

const NO_NODES: never[] = [];

/** The deployed XML of a version: null while loading. */
export function useDeployedXml(deployId: string | null) {
  const [state, setState] = useState<{ id: string | null; xml: string | null; error: string | null }>({ id: null, xml: null, error: null });
  const { t } = useTranslation();
  useEffect(() => {
    if (!deployId) return;
    let live = true;
    FlowDefApi.readXml([{ deployId }], lookup).then(
      (r) => live && setState({ id: deployId, xml: r.xml, error: null }),
      (e: unknown) => live && setState({ id: deployId, xml: null, error: errorMessage(e, t('flowDefs.loadFailed')) }),
    );
    return () => {
      live = false;
    };
  }, [deployId, t]);
  const current = state.id === deployId;
  return { xml: current ? state.xml : null, error: current ? state.error : null, loading: !!deployId && !current };
}

export function DiagramView({ deployId }: { deployId: string }) {
  const { xml, error, loading } = useDeployedXml(deployId);
  if (loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (error) return <Alert type="error" showIcon message={error} />;
  return <FlowViewer xml={xml ?? ''} nodes={NO_NODES} />;
}

export function DiagramDrawer({ target, onClose }: { target: FlowDefinitionView | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer open={!!target} onClose={onClose} width="70%" destroyOnHidden title={target ? t('flowDefs.diagramTitle', { name: target.name, version: target.version }) : ''}>
      <div data-testid="flow-diagram-drawer">{target ? <DiagramView deployId={target.deployId} /> : null}</div>
    </Drawer>
  );
}
