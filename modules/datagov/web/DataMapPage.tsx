// meta/DataMap (数据地图): sources → schemas → tables as an echarts treemap sized by rows (a table
// with none still shows); a table's tile opens it. echarts is the tree-shaken core, loaded with the page.
import { Card, Empty, Skeleton } from 'antd';
import { TreemapChart } from 'echarts/charts';
import { TooltipComponent } from 'echarts/components';
import { getInstanceByDom, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapNode } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { useEchart } from '../../../renderers/charts/useEchart';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { MetaApi } from './api';

use([TreemapChart, TooltipComponent, CanvasRenderer]);

export function mapOption(nodes: MapNode[], rowsLabel: string) {
  return {
    tooltip: { formatter: (p: { name: string; value: number }) => `${p.name}<br/>${rowsLabel}: ${p.value}` },
    series: [
      {
        type: 'treemap',
        data: nodes,
        leafDepth: 2,
        roam: false,
        breadcrumb: { show: true },
        label: { show: true },
        upperLabel: { show: true, height: 22 },
        levels: [{ itemStyle: { borderWidth: 3, gapWidth: 3 } }, { itemStyle: { gapWidth: 2 } }, { colorSaturation: [0.35, 0.6] }],
      },
    ],
  };
}

export default function DataMapPage() {
  const { t } = useTranslation();
  const open = useOpenPage();
  const [nodes, setNodes] = useState<MapNode[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    MetaApi.map([], { ignoreError: true }).then(setNodes, (e) => setError(errorMessage(e, t('datagov.loadFailed'))));
  }, [t]);
  const option = useMemo(() => mapOption(nodes ?? [], t('datagov.rows')), [nodes, t]);
  const host = useEchart(option);
  // a table's tile opens the table (the instance is the hook's: found by its host, there once the map has data)
  const drawn = !!nodes?.length;
  useEffect(() => {
    if (!drawn) return;
    const chart = host.current ? getInstanceByDom(host.current) : undefined;
    if (!chart) return;
    const click = (p: { data?: MapNode }) => {
      if (p.data?.tableId) open(`meta/DataTableDetail?id=${p.data.tableId}`);
    };
    chart.on('click', click as never);
    return () => {
      chart.off('click', click as never);
    };
  }, [host, open, drawn]);
  return (
    <Card variant="borderless">
      {error ? <div style={{ color: '#cf1322' }}>{error}</div> : null}
      {!nodes && !error ? <Skeleton active /> : null}
      {nodes && !nodes.length ? <Empty description={t('datagov.mapEmpty')} /> : null}
      <div ref={host} data-testid="dg-map" style={{ width: '100%', height: 560, display: nodes?.length ? 'block' : 'none' }} />
    </Card>
  );
}
