// ops/IndicatorDetail?id= (指标详情): an indicator's definition, its last period's value with the
// change from the period before and its status against the target, the trend of its periods as a
// line with the target and the alarm threshold drawn across, and the last period broken down by its
// dimensions (bars and a table). 立即计算 recomputes it. A caller of a narrower data scope sees the
// figures computed now from the rows it may see (marked so), never the tenant's stored series.
import { Alert, App, Button, Card, Col, Descriptions, Empty, Row, Skeleton, Space, Statistic, Table, Tag } from 'antd';
import { BarChart, LineChart } from 'echarts/charts';
import { GridComponent, MarkLineComponent, TooltipComponent } from 'echarts/components';
import { type EChartsCoreOption, use } from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { useEchart } from '../../../../renderers/charts/useEchart';
import type { IndicatorSeries, IndicatorView } from '../contracts';
import { IP } from '../paths';
import { IndicatorApi } from './api';
import { STATUS_COLOR, valueText } from './format';

use([LineChart, BarChart, GridComponent, TooltipComponent, MarkLineComponent, CanvasRenderer]);

const K = 'datagov.indicator';

export function trendOption(s: IndicatorSeries, i: IndicatorView, names: { value: string; target: string; alarm: string }) {
  const lines = [
    ...(i.target != null ? [{ yAxis: Number(i.target), name: names.target, lineStyle: { color: '#52c41a', type: 'dashed' as const }, label: { formatter: `${names.target} ${i.target}` } }] : []),
    ...(i.alarm != null ? [{ yAxis: Number(i.alarm), name: names.alarm, lineStyle: { color: '#ff4d4f', type: 'dotted' as const }, label: { formatter: `${names.alarm} ${i.alarm}` } }] : []),
  ];
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 60, right: 90, top: 24, bottom: 40 },
    xAxis: { type: 'category', data: s.points.map((p) => p.period) },
    yAxis: { type: 'value', scale: true },
    series: [{ type: 'line', name: names.value, data: s.points.map((p) => (p.value == null ? null : Number(p.value))), smooth: false, showSymbol: s.points.length < 60, markLine: { symbol: 'none', data: lines } }],
  };
}

function breakdownOption(s: IndicatorSeries) {
  const rows = s.breakdown.slice(0, 20);
  return {
    tooltip: { trigger: 'axis' },
    grid: { left: 140, right: 30, top: 10, bottom: 30 },
    xAxis: { type: 'value' },
    yAxis: { type: 'category', inverse: true, data: rows.map((b) => b.labels.join(' / ')) },
    series: [{ type: 'bar', data: rows.map((b) => (b.value == null ? null : Number(b.value))), itemStyle: { color: '#1677ff' } }],
  };
}

/** one chart, mounted with its data (the hook starts echarts on its host when it mounts) */
function Chart(props: { option: EChartsCoreOption; height: number; testId?: string; points?: number }) {
  const host = useEchart(props.option);
  return <div ref={host} data-testid={props.testId} data-points={props.points} style={{ width: '100%', height: props.height }} />;
}

export default function IndicatorDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const id = Number(useSearchParams()[0].get('id'));
  const [ind, setInd] = useState<IndicatorView | null>(null);
  const [series, setSeries] = useState<IndicatorSeries | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [computing, setComputing] = useState(false);

  const load = useCallback(() => {
    setError(null);
    Promise.all([IndicatorApi.detail([id], { ignoreError: true }), IndicatorApi.series([{ id, periods: 400 }], { ignoreError: true })]).then(
      ([d, s]) => { setInd(d); setSeries(s); },
      (e) => setError(errorMessage(e, t(`${K}.loadFailed`))),
    );
  }, [id, t]);
  useEffect(load, [load]);

  const trend = useMemo(() => (series && ind ? trendOption(series, ind, { value: ind.name, target: t(`${K}.target`), alarm: t(`${K}.alarm`) }) : {}), [series, ind, t]);
  const bars = useMemo(() => (series ? breakdownOption(series) : {}), [series]);

  const compute = async () => {
    setComputing(true);
    try {
      const r = await IndicatorApi.compute([id], { ignoreError: true });
      void message.success(t(`${K}.computedPeriods`, { periods: r.periods }));
      load();
    } catch (e) {
      void message.error(errorMessage(e, t(`${K}.failed`)));
    } finally {
      setComputing(false);
    }
  };

  const last = series?.points.at(-1);
  const prev = series?.points.at(-2);
  const latest = ind?.latest ?? (last ? { period: last.period, value: last.value, previous: prev?.value ?? null, change: null, status: 'none' as const } : null);
  const hasPoints = !!series?.points.length;
  return (
    <Card
      variant="borderless"
      title={ind ? `${ind.name}（${ind.code}）` : t(`${K}.detail`)}
      extra={
        <Space>
          {can('ops.indicatorList.compute') ? <Button type="primary" loading={computing} onClick={compute} data-testid="ind-detail-compute">{t(`${K}.compute`)}</Button> : null}
          <Button onClick={() => open(IP.indicators)}>{t(`${K}.back`)}</Button>
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {!ind && !error ? <Skeleton active /> : null}
      {ind ? (
        <>
          {series?.basis === 'live' ? <Alert type="info" showIcon message={t(`${K}.liveNotice`)} style={{ marginBottom: 12 }} /> : null}
          {ind.lastError ? <Alert type="warning" showIcon message={t(`${K}.lastError`, { error: ind.lastError })} style={{ marginBottom: 12 }} /> : null}
          <Row gutter={16} style={{ marginBottom: 16 }}>
            <Col span={6}>
              <Statistic title={`${t(`${K}.latest`)}${latest ? `（${latest.period}）` : ''}`} value={valueText(latest?.value, ind)} valueStyle={{ color: latest && latest.status !== 'none' ? { good: '#389e0d', warn: '#d48806', bad: '#cf1322' }[latest.status] : undefined }} />
              <span data-testid="ind-detail-latest" style={{ display: 'none' }}>{latest?.value ?? ''}</span>
            </Col>
            <Col span={6}>
              <Statistic title={t(`${K}.change`)} value={latest?.change == null ? '—' : `${latest.change.startsWith('-') ? '' : '+'}${latest.change}`} />
            </Col>
            <Col span={6}>
              <Statistic title={t(`${K}.target`)} value={ind.target == null ? '—' : `${t(`${K}.directions.${ind.direction}`)} ${valueText(ind.target, ind)}`} />
            </Col>
            <Col span={6}>
              <div style={{ color: 'rgba(0,0,0,.45)', marginBottom: 8 }}>{t(`${K}.status`)}</div>
              {latest ? <Tag color={STATUS_COLOR[latest.status]} data-testid="ind-detail-status">{t(`${K}.statuses.${latest.status}`)}</Tag> : null}
            </Col>
          </Row>
          <Descriptions bordered size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t(`${K}.model`)}>{ind.modelName}</Descriptions.Item>
            <Descriptions.Item label={t(`${K}.period`)}>{t(`${K}.periods.${ind.period}`)}</Descriptions.Item>
            <Descriptions.Item label={t(`${K}.lastRunAt`)}>{ind.lastRunAt ? new Date(ind.lastRunAt).toLocaleString() : t(`${K}.notComputed`)}</Descriptions.Item>
            <Descriptions.Item label={t(`${K}.dimensions`)}>{series?.dimensionLabels.join('、') ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t(`${K}.description`)} span={2}>{ind.description ?? ''}</Descriptions.Item>
          </Descriptions>
          <Card size="small" title={t(`${K}.trend`)} style={{ marginBottom: 16 }}>
            {series && !hasPoints ? <Empty description={t(`${K}.noValues`)} /> : null}
            {hasPoints ? <Chart option={trend} height={320} testId="ind-trend" points={series.points.length} /> : null}
          </Card>
          {series?.dimensionLabels.length ? (
            <Card size="small" title={t(`${K}.breakdownOf`, { period: series.breakdownPeriod ?? '' })}>
              <Row gutter={16}>
                <Col span={12}>
                  <Chart option={bars} height={Math.max(160, Math.min(series.breakdown.length, 20) * 24 + 40)} />
                </Col>
                <Col span={12}>
                  <Table
                    size="small"
                    data-testid="ind-breakdown"
                    rowKey={(_, i) => String(i)}
                    pagination={{ pageSize: 10, showSizeChanger: false }}
                    dataSource={series.breakdown}
                    columns={[
                      ...series.dimensionLabels.map((label, i) => ({ key: `d${i}`, title: label, render: (_: unknown, b: IndicatorSeries['breakdown'][number]) => b.labels[i] })),
                      { key: 'v', title: ind.name, align: 'right' as const, render: (_: unknown, b: IndicatorSeries['breakdown'][number]) => valueText(b.value, ind) },
                    ]}
                  />
                </Col>
              </Row>
            </Card>
          ) : null}
        </>
      ) : null}
    </Card>
  );
}
