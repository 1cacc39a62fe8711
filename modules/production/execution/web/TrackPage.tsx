// dcm/track (追踪图谱): where an order's material went — chosen by order (or a time range), the
// dimension 工序 or 设备 — drawn as order → tasks → fed barcodes/batches → outputs → stock entries
// with the trace graph's widget (x6, lazy); a click on a node shows its detail in a drawer.
import { Card, DatePicker, Descriptions, Drawer, Empty, Flex, Radio, Result, Select, Spin, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { TraceGraphLabels } from '../../../../renderers/trace-graph/TraceGraph';
import { errorMessage } from '../../../../src/api/errors';
import type { TrackGraph, TrackNode, TrackOrder } from '../contracts';
import { quiet, TrackApi } from './api';
import { drawnTrack } from './trackNodes';

const TraceGraph = lazy(() => import('../../../../renderers/trace-graph/TraceGraph'));
const HEIGHT = 560;

export default function TrackPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const orderId = Number(search.get('orderId')) || null;
  const [dimension, setDimension] = useState<'process' | 'equipment'>('process');
  const [range, setRange] = useState<[Dayjs, Dayjs] | null>(null);
  const [orders, setOrders] = useState<TrackOrder[]>([]);
  const [graph, setGraph] = useState<TrackGraph | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState<TrackNode | null>(null);

  const searchOrders = useCallback((keyword?: string) => {
    TrackApi.orders([keyword], quiet).then(setOrders, () => undefined);
  }, []);
  useEffect(() => searchOrders(), [searchOrders]);

  useEffect(() => {
    if (!orderId && !range) {
      setGraph(null);
      return;
    }
    let live = true;
    setLoading(true);
    setError(null);
    const arg = orderId ? { orderId, dimension } : { from: range![0].format('YYYY-MM-DD'), to: range![1].format('YYYY-MM-DD'), dimension };
    TrackApi.graph([arg], quiet).then(
      (g) => live && setGraph(g),
      (e: unknown) => live && setError(errorMessage(e, t('production.exec.track.loadFailed'))),
    ).finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [orderId, range, dimension, t]);

  const kindName = useCallback((k: TrackNode['kind']) => t(`production.exec.track.kind.${k}`), [t]);
  const drawn = useMemo(() => (graph ? drawnTrack(graph, kindName) : null), [graph, kindName]);
  const labels = useMemo<TraceGraphLabels>(() => ({ zoomIn: t('trace.zoomIn', { defaultValue: '+' }), zoomOut: t('trace.zoomOut', { defaultValue: '-' }), fit: t('trace.fit', { defaultValue: 'Fit' }), graph: t('production.exec.track.title'), noPage: '' }), [t]);
  const canOpen = useCallback(() => true, []);
  const open = useCallback((r: { id: number }) => setPicked(drawn?.byId.get(r.id) ?? null), [drawn]);
  const orderOptions = useMemo(() => orders.map((o) => ({ value: o.id, label: `${o.code} · ${o.materialName} · ${o.state}` })), [orders]);

  let body: ReactNode;
  if (!orderId && !range) body = <Empty description={t('production.exec.track.pick')} data-testid="track-idle" />;
  else if (loading) body = <Spin data-testid="track-loading" />;
  else if (error) body = <Result status="error" title={t('production.exec.track.loadFailed')} subTitle={error} />;
  else if (!drawn?.receipts.length) body = <Empty description={t('production.exec.track.empty')} data-testid="track-empty" />;
  else
    body = (
      <Suspense fallback={<Spin />}>
        <TraceGraph receipts={drawn.receipts} paths={drawn.paths} canOpen={canOpen} onOpen={open} labels={labels} height={HEIGHT} />
      </Suspense>
    );

  return (
    <Card variant="borderless" data-testid="track-page">
      <Flex justify="space-between" align="center" gap={16} wrap style={{ marginBottom: 16 }}>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('production.exec.track.title')}
        </Typography.Title>
        <Flex gap={12} wrap align="center">
          <Select
            showSearch
            allowClear
            filterOption={false}
            style={{ width: 320 }}
            aria-label={t('production.exec.track.order')}
            placeholder={t('production.exec.track.pickOrder')}
            options={orderOptions}
            value={orderId ?? undefined}
            onSearch={(k) => searchOrders(k)}
            onChange={(v: number | undefined) => setSearch(v ? { orderId: String(v) } : {})}
            data-testid="track-order"
          />
          <DatePicker.RangePicker aria-label={t('production.exec.track.range')} value={range} onChange={(v) => setRange(v?.[0] && v[1] ? [v[0], v[1]] : null)} disabled={!!orderId} />
          <Radio.Group optionType="button" value={dimension} onChange={(e) => setDimension(e.target.value)} aria-label={t('production.exec.track.dimension')}>
            <Radio.Button value="equipment">{t('production.exec.track.equipment')}</Radio.Button>
            <Radio.Button value="process">{t('production.exec.track.process')}</Radio.Button>
          </Radio.Group>
        </Flex>
      </Flex>
      {body}
      <Drawer open={!!picked} onClose={() => setPicked(null)} title={picked ? `${kindName(picked.kind)} · ${picked.code}` : t('production.exec.track.detail')} width={420} destroyOnHidden>
        {picked ? (
          <Descriptions column={1} size="small" bordered data-testid="track-node-detail">
            {picked.detail.map(([k, v]) => (
              <Descriptions.Item key={k} label={k}>
                {v}
              </Descriptions.Item>
            ))}
            {picked.at ? <Descriptions.Item label={t('production.exec.track.at')}>{picked.at.replace('T', ' ').slice(0, 19)}</Descriptions.Item> : null}
            {picked.by ? <Descriptions.Item label={t('production.exec.track.by')}>{picked.by}</Descriptions.Item> : null}
          </Descriptions>
        ) : null}
      </Drawer>
    </Card>
  );
}
