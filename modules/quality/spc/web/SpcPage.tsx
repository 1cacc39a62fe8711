// quality/Spc (控制图): pick a scheme, its numeric item, the chart (X̄-R or p), the subgroup size and
// the dates; the chart with its control and specification lines and the flagged points in red, the
// capability panel (Cp, Cpk, Pp, Ppk and the readings' histogram) and the flagged points listed.
// Every control is a labelled antd control (keyboard usable); the chart itself is a canvas.
import { Alert, Card, Col, DatePicker, Descriptions, Empty, Flex, Form, InputNumber, Radio, Row, Select, Spin, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { errorMessage } from '../../../../src/api/errors';
import type { ChartKind, SpcChart, SpcScheme } from '../contracts';
import { quiet, SpcApi } from './api';
import { fmt } from './chartOption';
import { type SpcStrings, useSpcStrings } from './strings';

// one load of the drawings' chunk (echarts) for both, started as the page opens so that it loads
// while the schemes and the first chart are asked for
let views: Promise<typeof import('./ChartViews')> | undefined;
const loadViews = () => (views ??= import('./ChartViews'));
const Charts = lazy(() => loadViews().then((m) => ({ default: m.ControlChart })));
const Histogram = lazy(() => loadViews().then((m) => ({ default: m.HistogramChart })));
const POINT_LIMITS = [100, 1000, 10_000, 100_000];

interface Query {
  schemeId: number | null;
  itemId: number | null;
  kind: ChartKind;
  subgroupSize: number;
  range: [Dayjs, Dayjs];
  limit: number;
}

function CapabilityPanel({ chart, s }: { chart: SpcChart; s: SpcStrings }) {
  const c = chart.capability;
  const index = (x: number | null) => <span style={{ color: x !== null && x < 1.33 ? '#cf1322' : undefined, fontWeight: 600 }}>{fmt(x, 2)}</span>;
  return (
    <Card size="small" title={s.capability}>
      <Descriptions size="small" column={2} items={[
        { key: 'cp', label: 'Cp', children: index(c.cp) },
        { key: 'cpk', label: 'Cpk', children: index(c.cpk) },
        { key: 'pp', label: 'Pp', children: index(c.pp) },
        { key: 'ppk', label: 'Ppk', children: index(c.ppk) },
        { key: 'mean', label: 'X̄', children: fmt(c.mean) },
        { key: 'n', label: s.readings, children: c.readings },
        { key: 'sw', label: s.sigmaWithin, children: fmt(c.sigmaWithin, 5) },
        { key: 'so', label: s.sigmaOverall, children: fmt(c.sigmaOverall, 5) },
      ]} />
      {chart.histogram.length ? (
        <Suspense fallback={<Spin />}>
          <Histogram chart={chart} strings={s} />
        </Suspense>
      ) : null}
    </Card>
  );
}

function FlaggedPoints({ chart, s }: { chart: SpcChart; s: SpcStrings }) {
  const rows = useMemo(
    () => chart.points.flatMap((p, i) => (p.rules.length || p.rangeRules?.length ? [{ key: i, n: i + 1, at: p.at, value: p.value, range: p.range, rules: [...p.rules, ...(p.rangeRules ?? []).map((r) => -r)] }] : [])),
    [chart],
  );
  return (
    <Card size="small" title={`${s.flagged} (${rows.length})`}>
      <Table size="small" pagination={{ pageSize: 8, size: 'small' }} dataSource={rows} locale={{ emptyText: s.noFlags }} columns={[
        { title: '#', dataIndex: 'n', width: 60 },
        { title: s.at, dataIndex: 'at', render: (at: string) => dayjs(at).format('YYYY-MM-DD HH:mm') },
        { title: s.value, dataIndex: 'value', render: (v: number) => fmt(v) },
        { title: s.rule, dataIndex: 'rules', render: (rules: number[]) => rules.map((r) => <Tag color="red" key={r}>{r > 0 ? s.rules[r] : `R: ${s.rules[-r]}`}</Tag>) },
      ]} />
    </Card>
  );
}

export default function SpcPage() {
  const s = useSpcStrings();
  const [schemes, setSchemes] = useState<SpcScheme[] | null>(null);
  const [q, setQ] = useState<Query>({ schemeId: null, itemId: null, kind: 'xbar-r', subgroupSize: 5, range: [dayjs().subtract(1, 'year'), dayjs()], limit: 1000 });
  const [chart, setChart] = useState<SpcChart | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);

  useEffect(() => {
    void loadViews();
    SpcApi.schemes([], quiet).then(
      (list) => {
        setSchemes(list);
        const first = list.find((x) => x.items.length);
        if (first) setQ((old) => ({ ...old, schemeId: first.id, itemId: first.items[0].id }));
      },
      (e: unknown) => setError(errorMessage(e, s.loadFailed)),
    );
  }, [s.loadFailed]);

  const scheme = schemes?.find((x) => x.id === q.schemeId) ?? null;
  const ready = q.schemeId !== null && (q.kind === 'p' || q.itemId !== null);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    setLoading(true);
    setError(null);
    const query = { schemeId: q.schemeId!, kind: q.kind, subgroupSize: q.subgroupSize, from: q.range[0].format('YYYY-MM-DD'), to: q.range[1].format('YYYY-MM-DD'), limit: q.limit, ...(q.kind === 'xbar-r' ? { itemId: q.itemId! } : {}) };
    SpcApi.chart([query], quiet)
      .then((c) => live && setChart(c), (e: unknown) => live && setError(errorMessage(e, s.loadFailed)))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [ready, q, s.loadFailed]);

  const pickScheme = (id: number) => {
    const next = schemes?.find((x) => x.id === id);
    setQ((old) => ({ ...old, schemeId: id, itemId: next?.items[0]?.id ?? null }));
  };

  let body: ReactNode;
  if (schemes && !schemes.length) body = <Empty description={s.noSchemes} />;
  else if (!ready) body = <Empty description={q.schemeId === null ? s.pickScheme : s.pickItem} />;
  else if (error) body = <Alert type="error" showIcon message={error} />;
  else if (!chart) body = <Spin data-testid="spc-loading" />;
  else if (!chart.points.length) body = <Empty description={s.empty} />;
  else
    body = (
      <Row gutter={12}>
        <Col xs={24} xl={17}>
          <Card size="small" title={chart.kind === 'p' ? s.p : `${s.xbarR} · n=${chart.subgroupSize}`} extra={chart.leftOut ? <Typography.Text type="secondary">{s.leftOut.replace('{n}', String(chart.leftOut))}</Typography.Text> : null}>
            <Suspense fallback={<Spin />}>
              <Charts chart={chart} strings={s} />
            </Suspense>
          </Card>
          <FlaggedPoints chart={chart} s={s} />
        </Col>
        <Col xs={24} xl={7}>{chart.kind === 'xbar-r' ? <CapabilityPanel chart={chart} s={s} /> : <Card size="small" title="p̄">{fmt(chart.limits?.centre)}</Card>}</Col>
      </Row>
    );

  return (
    <Flex vertical gap={12} style={{ padding: 12 }} data-testid="spc-page">
      <Form layout="inline" aria-label={s.title}>
        <Form.Item label={s.scheme}>
          <Select aria-label={s.scheme} style={{ width: 260 }} showSearch optionFilterProp="label" loading={!schemes} value={q.schemeId ?? undefined} onChange={pickScheme}
            options={(schemes ?? []).map((x) => ({ value: x.id, label: `${x.code} V${x.version} ${x.name}${x.materialName ? ` · ${x.materialName}` : ''}` }))} />
        </Form.Item>
        <Form.Item label={s.item}>
          <Select aria-label={s.item} style={{ width: 180 }} disabled={q.kind === 'p'} value={q.itemId ?? undefined} onChange={(itemId: number) => setQ((old) => ({ ...old, itemId }))}
            options={(scheme?.items ?? []).map((i) => ({ value: i.id, label: `${i.code} ${i.name}` }))} />
        </Form.Item>
        <Form.Item label={s.kind}>
          <Radio.Group aria-label={s.kind} value={q.kind} onChange={(e) => setQ((old) => ({ ...old, kind: e.target.value as ChartKind }))} options={[{ value: 'xbar-r', label: s.xbarR }, { value: 'p', label: s.p }]} optionType="button" />
        </Form.Item>
        <Form.Item label={s.subgroup}>
          <InputNumber aria-label={s.subgroup} min={2} max={10} precision={0} disabled={q.kind === 'p'} value={q.subgroupSize} onChange={(n) => n && setQ((old) => ({ ...old, subgroupSize: n }))} />
        </Form.Item>
        <Form.Item label={s.range}>
          <DatePicker.RangePicker aria-label={s.range} allowClear={false} value={q.range} onChange={(v) => v?.[0] && v[1] && setQ((old) => ({ ...old, range: [v[0]!, v[1]!] }))} />
        </Form.Item>
        <Form.Item label={s.points}>
          <Select aria-label={s.points} style={{ width: 110 }} value={q.limit} onChange={(limit: number) => setQ((old) => ({ ...old, limit }))} options={POINT_LIMITS.map((n) => ({ value: n, label: n.toLocaleString() }))} />
        </Form.Item>
      </Form>
      <Spin spinning={loading && !!chart}>{body}</Spin>
    </Flex>
  );
}
