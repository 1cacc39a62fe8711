// meta/DataBlood (数据血缘): find a table, column or saved query; see its graph N levels up and
// down (tables expand to their columns; a chosen column's edges are drawn blue), the impact list of
// what lies downstream (each row opens the statement's SQL), and the statements that could not be
// parsed. The choice lives in the address (?node=&column=&up=&down=), so a view can be shared.
import { Alert, App, Button, Card, Collapse, Empty, Flex, Result, Select, Space, Spin, Table, Tag, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import type { ImpactRow, LineageGraph as Answer, StatementBrief } from '../contracts';
import { LineageApi } from './api';
import { FindBox } from './FindBox';
import { columnPath } from './path';
import type { LineageGraphLabels } from './LineageGraph';
import { originText, StatementDialog } from './StatementDialog';

const Graph = lazy(() => import('./LineageGraph'));
const LEVELS = [1, 2, 3, 4, 5].map((n) => ({ value: n, label: String(n) }));
const level = (v: string | null) => Math.min(5, Math.max(1, Number(v) || 2));

export default function LineagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [params, setParams] = useSearchParams();
  const node = params.get('node');
  const column = params.get('column');
  const up = level(params.get('up'));
  const down = level(params.get('down'));
  const set = useCallback(
    (p: Record<string, string | number | null>) => {
      const next = new URLSearchParams(params);
      for (const [k, v] of Object.entries(p)) v === null ? next.delete(k) : next.set(k, String(v));
      setParams(next);
    },
    [params, setParams],
  );

  const [answer, setAnswer] = useState<Answer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const [expanded, setExpanded] = useState<Set<string>>(new Set());
  const [impact, setImpact] = useState<ImpactRow[] | null>(null);
  const [failed, setFailed] = useState<StatementBrief[]>([]);
  const [sqlOf, setSqlOf] = useState<number | null>(null);
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks for a reload (重试, 重新解析)
  useEffect(() => {
    if (!node) return setAnswer(null);
    let live = true;
    setLoading(true);
    setError(null);
    LineageApi.graph([{ node, up, down }], { ignoreError: true })
      .then((a) => {
        if (!live) return;
        setAnswer(a);
        // the chosen node opens on its columns
        setExpanded((was) => new Set([...was, a.focus]));
      }, (e) => live && setError(errorMessage(e, t('datagov.loadFailed'))))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [node, up, down, tick, t]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks for a reload (重试, 重新解析)
  useEffect(() => {
    if (!node) return setImpact(null);
    let live = true;
    LineageApi.impact([{ node, column }], { ignoreError: true }).then((r) => live && setImpact(r), () => live && setImpact([]));
    return () => {
      live = false;
    };
  }, [node, column, tick]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: tick asks for a reload (重试, 重新解析)
  useEffect(() => {
    LineageApi.failed([], { ignoreError: true }).then(setFailed, () => setFailed([]));
  }, [tick]);

  // a chosen column opens every node its path goes through
  const chosen = useMemo(() => (node && column ? { node, column } : null), [node, column]);
  useEffect(() => {
    if (!answer || !node || !column) return;
    const on = [...columnPath(answer.columnEdges, node, column)];
    if (on.length) setExpanded((was) => new Set([...was, ...on.flatMap((e) => [e.from, e.to])]));
  }, [answer, node, column]);

  const focusNode = answer?.nodes.find((n) => n.key === answer.focus);
  const reparse = () =>
    LineageApi.reparse([], { ignoreError: true }).then(
      (s) => {
        message.success(t('datagov.lineage.reparsed', { statements: s.statements, edges: s.edges, failed: s.failed }));
        setTick((n) => n + 1);
      },
      (e) => message.error(errorMessage(e, t('datagov.failed'))),
    );

  const labels = useMemo<LineageGraphLabels>(
    () => ({
      zoomIn: t('datagov.lineage.zoomIn'), zoomOut: t('datagov.lineage.zoomOut'), fit: t('datagov.lineage.fit'), graph: t('datagov.lineage.graph'),
      sub: (n) => (n.kind === 'query' ? `${n.sourceName} · ${t('datagov.lineage.query')}` : `${n.sourceName} · ${t(`datagov.lineage.kinds.${n.tableKind ?? 'unknown'}`)}`),
      header: (n, open) => `${n.kind === 'query' ? n.name : `${n.schema}.${n.name}`} ${open ? t('datagov.lineage.collapse') : t('datagov.lineage.expand')}`,
      column: (n, c) => t('datagov.lineage.chooseColumn', { column: `${n.name}.${c}` }),
    }),
    [t],
  );

  let body: ReactNode;
  if (!node) body = <Empty description={t('datagov.lineage.pick')} data-testid="dl-idle" />;
  else if (error) body = <Result status="error" title={t('datagov.loadFailed')} subTitle={error} extra={<Button onClick={() => setTick((n) => n + 1)}>{t('datagov.lineage.retry')}</Button>} />;
  else if (!answer || loading) body = <Flex justify="center" style={{ padding: 80 }}><Spin data-testid="dl-loading" /></Flex>;
  else if (answer.nodes.length < 2) body = <Empty description={t('datagov.lineage.none')} data-testid="dl-empty" />;
  else {
    body = (
      <Suspense fallback={<Flex justify="center" style={{ padding: 80 }}><Spin /></Flex>}>
        <Graph
          answer={answer}
          expanded={expanded}
          chosen={chosen}
          labels={labels}
          onToggle={(k) => setExpanded((was) => { const next = new Set(was); next.has(k) ? next.delete(k) : next.add(k); return next; })}
          onChoose={(k, c) => set({ node: k, column: c })}
          onFocus={(k) => set({ node: k, column: null })}
        />
      </Suspense>
    );
  }

  return (
    <Card variant="borderless" data-testid="dl-page">
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <FindBox onPick={(key, c) => set({ node: key, column: c })} />
        <Space>
          <Typography.Text>{t('datagov.lineage.up')}</Typography.Text>
          <Select aria-label={t('datagov.lineage.up')} data-testid="dl-up" value={up} options={LEVELS} onChange={(v) => set({ up: v })} style={{ width: 64 }} />
          <Typography.Text>{t('datagov.lineage.down')}</Typography.Text>
          <Select aria-label={t('datagov.lineage.down')} data-testid="dl-down" value={down} options={LEVELS} onChange={(v) => set({ down: v })} style={{ width: 64 }} />
        </Space>
        <Select
          aria-label={t('datagov.lineage.column')}
          data-testid="dl-column"
          placeholder={t('datagov.lineage.column')}
          allowClear
          showSearch
          disabled={!focusNode?.columns.length}
          value={focusNode && column ? column : undefined}
          options={(focusNode?.columns ?? []).map((c) => ({ value: c, label: c }))}
          onChange={(c) => set({ column: c ?? null })}
          style={{ width: 200 }}
        />
        {can('meta.dataBlood.reparse') ? <Button data-testid="dl-reparse" onClick={reparse}>{t('datagov.lineage.reparse')}</Button> : null}
        {answer ? <Typography.Text type="secondary">{t('datagov.lineage.state', { statements: answer.state.statements, edges: answer.state.edges })}</Typography.Text> : null}
      </Flex>
      {focusNode ? <Typography.Title level={5} data-testid="dl-focus">{focusNode.kind === 'query' ? focusNode.name : `${focusNode.sourceName} · ${focusNode.schema}.${focusNode.name}`}{column ? `.${column}` : ''}</Typography.Title> : null}
      {body}
      {node && impact ? (
        <Table<ImpactRow>
          style={{ marginTop: 16 }}
          size="small"
          data-testid="dl-impact"
          title={() => <Typography.Text strong>{t('datagov.lineage.impact')}（{impact.length}）</Typography.Text>}
          rowKey={(r) => `${r.key}\n${r.column ?? ''}\n${r.statementId}`}
          dataSource={impact}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          locale={{ emptyText: <Empty description={t('datagov.lineage.noImpact')} /> }}
          columns={[
            { title: t('datagov.lineage.depth'), dataIndex: 'depth', width: 70 },
            { title: t('datagov.lineage.target'), dataIndex: 'label', render: (v: string, r) => <Button type="link" size="small" style={{ padding: 0 }} onClick={() => set({ node: r.key, column: r.column })}>{v}</Button> },
            { title: t('datagov.lineage.columnHead'), dataIndex: 'column', width: 160 },
            { title: t('datagov.lineage.origin'), dataIndex: 'origin', width: 120, render: (o: string) => <Tag>{originText(t, o)}</Tag> },
            { title: t('datagov.lineage.statement'), dataIndex: 'statementName', render: (v: string, r) => <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setSqlOf(r.statementId)}>{v}</Button> },
          ]}
        />
      ) : null}
      {failed.length ? (
        <Collapse
          style={{ marginTop: 16 }}
          data-testid="dl-failed"
          items={[{
            key: 'failed',
            label: <Typography.Text type="warning">{t('datagov.lineage.failedTitle', { n: failed.length })}</Typography.Text>,
            children: failed.map((f) => (
              <Alert key={f.id} type="warning" style={{ marginBottom: 8 }} message={<Button type="link" size="small" style={{ padding: 0 }} onClick={() => setSqlOf(f.id)}>{`${f.name}（${originText(t, f.origin)}）`}</Button>} description={f.error} />
            )),
          }]}
        />
      ) : null}
      <StatementDialog id={sqlOf} onClose={() => setSqlOf(null)} />
    </Card>
  );
}
