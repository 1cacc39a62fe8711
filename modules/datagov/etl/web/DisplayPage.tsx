// etl/Display (ETL概览): runs, success rate and rows moved; runs per day (succeeded and failed, as an
// echarts bar chart) and the longest jobs by their slowest run.
import { Card, Col, Empty, Row, Skeleton, Statistic, Table } from 'antd';
import { BarChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { useEchart } from '../../../../renderers/charts/useEchart';
import type { Overview } from '../contracts';
import { RunApi } from './api';

use([BarChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);
const E = 'datagov.etl';

export default function DisplayPage() {
  const { t } = useTranslation();
  const [o, setO] = useState<Overview | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    RunApi.overview([], { ignoreError: true }).then(setO, (e) => setError(errorMessage(e, t('datagov.loadFailed'))));
  }, [t]);
  const option = useMemo(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: {},
      grid: { left: 40, right: 20, top: 40, bottom: 30 },
      xAxis: { type: 'category', data: (o?.perDay ?? []).map((d) => d.day.slice(5)) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: t(`${E}.status.Succeeded`), type: 'bar', stack: 'runs', color: '#52c41a', data: (o?.perDay ?? []).map((d) => d.succeeded) },
        { name: t(`${E}.status.Failed`), type: 'bar', stack: 'runs', color: '#ff4d4f', data: (o?.perDay ?? []).map((d) => d.failed) },
      ],
    }),
    [o, t],
  );
  const host = useEchart(option);
  if (error) return <Card variant="borderless"><span style={{ color: '#cf1322' }}>{error}</span></Card>;
  if (!o) return <Skeleton active />;
  const rate = o.succeeded + o.failed ? (o.succeeded * 100) / (o.succeeded + o.failed) : 0;
  return (
    <Card variant="borderless">
      <Row gutter={16} style={{ marginBottom: 16 }}>
        <Col span={6}><Statistic title={t(`${E}.runs`)} value={o.runs} data-testid="etl-stat-runs" /></Col>
        <Col span={6}><Statistic title={t(`${E}.successRate`)} value={rate} precision={1} suffix="%" /></Col>
        <Col span={6}><Statistic title={t(`${E}.status.Failed`)} value={o.failed} valueStyle={{ color: o.failed ? '#cf1322' : undefined }} /></Col>
        <Col span={6}><Statistic title={t(`${E}.rowsMoved`)} value={o.rowsMoved} /></Col>
      </Row>
      <Card size="small" title={t(`${E}.perDay`)} style={{ marginBottom: 16 }}>
        {o.perDay.length ? null : <Empty />}
        <div ref={host} style={{ width: '100%', height: 300, display: o.perDay.length ? 'block' : 'none' }} />
      </Card>
      <Card size="small" title={t(`${E}.longest`)}>
        <Table size="small" rowKey="name" pagination={false} dataSource={o.longest}
          columns={[
            { title: t(`${E}.job`), dataIndex: 'name' },
            { title: t(`${E}.runs`), dataIndex: 'runs', width: 90, align: 'right' },
            { title: t(`${E}.avgMs`), dataIndex: 'avgMs', width: 120, align: 'right', render: (v: number) => `${(v / 1000).toFixed(1)} s` },
            { title: t(`${E}.maxMs`), dataIndex: 'maxMs', width: 120, align: 'right', render: (v: number) => `${(v / 1000).toFixed(1)} s` },
          ]}
        />
      </Card>
    </Card>
  );
}
