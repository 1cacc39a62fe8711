// etl/TranDesign (设计转换): the designer. The transformation's name, code and repository above; its
// steps as a left-to-right graph (X6) with buttons adding a read, a transform or a write, edges drawn
// by dragging from a step's output or, by keyboard, with 连线到… under the graph; an edge selected (on
// the canvas or in the list under it) goes with Delete, Backspace or 删除连线, without asking, as a
// step does (drawing it again undoes it). Steps are moved by dragging (their places saved with the
// graph); the selected step's form beside it. Any change not yet saved shows 未保存; 保存 sends the
// whole graph (the server judges every step and answers the first refusal), 运行 queues a run of
// the saved transformation.
import { App, Button, Card, Col, Empty, Form, Input, Row, Select, Skeleton, Space, Spin, Tag } from 'antd';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../src/api/errors';
import { useLeaveGuard } from '../../../../src/templates/detail/useLeaveGuard';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import type { TranStep } from '../contracts';
import { repoOptions, sourceOptions, TranApi, useOptions } from './api';
import { connect, disconnect, edgesOf, moveStep, type StepEdge } from './connect';
import { EdgeBar } from './EdgeBar';
import { StepForm } from './StepForm';

const StepGraph = lazy(() => import('./StepGraph'));
const E = 'datagov.etl';
const loadChoices = () => Promise.all([repoOptions(), sourceOptions()]);

function newStep(kind: TranStep['kind'], steps: readonly TranStep[], name: string): TranStep {
  let n = steps.length + 1;
  while (steps.some((s) => s.key === `${kind}${n}`)) n++;
  const key = `${kind}${n}`;
  const last = [...steps].reverse().find((s) => s.kind !== 'write')?.key ?? '';
  if (kind === 'read') return { kind, key, name, x: 0, y: 0, sourceId: 0, sql: '' };
  if (kind === 'transform') return { kind, key, name, x: 0, y: 0, inputs: last ? [last] : [], sql: last ? `select * from ${last}` : '' };
  return { kind, key, name, x: 0, y: 0, input: last, sourceId: 0, table: '', mode: 'create', keys: [] };
}

/** the transformation as 保存 would send it, to tell whether anything changed since */
const NO_HEAD = { repoId: 0, code: '', name: '', remark: '' as string | null };
const snapshot = (head: object, steps: readonly TranStep[]) => JSON.stringify({ head, steps });

export default function TranDesignPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useOpenPage();
  const [params] = useSearchParams();
  const choices = useOptions(loadChoices);
  const opened = params.get('id') ? Number(params.get('id')) : null;
  const [id, setId] = useState<number | null>(opened);
  const [head, setHead] = useState(NO_HEAD);
  const [version, setVersion] = useState<number | undefined>(undefined);
  const [steps, setSteps] = useState<TranStep[]>([]);
  const [selected, setSelected] = useState<string | null>(null);
  const [edge, setEdge] = useState<StepEdge | null>(null);
  // what was last loaded or saved: the page is unsaved while it differs
  const [stored, setStored] = useState(() => snapshot(NO_HEAD, []));
  const [loading, setLoading] = useState(!!id);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    TranApi.detail([opened], { ignoreError: true }).then(
      (v) => {
        const h = { repoId: v.repoId, code: v.code, name: v.name, remark: v.remark };
        setHead(h);
        setVersion(v.version);
        setSteps(v.steps);
        setStored(snapshot(h, v.steps));
        setSelected(v.steps[0]?.key ?? null);
        setLoading(false);
      },
      (e) => {
        message.error(errorMessage(e, t('datagov.loadFailed')));
        setLoading(false);
      },
    );
  }, [opened, message, t]);

  const add = (kind: TranStep['kind']) => {
    const s = newStep(kind, steps, t(`${E}.kinds.${kind}`));
    setSteps([...steps, s]);
    setSelected(s.key);
  };
  const change = useCallback(
    (next: TranStep) => {
      setSteps((all) => all.map((s) => (s.key === selected ? next : s)));
      setSelected(next.key);
    },
    [selected],
  );
  // an edge dragged in the graph, judged by the designer's rules (a refusal said in words)
  const connectSteps = useCallback(
    (from: string, to: string) => {
      const r = connect(steps, from, to);
      if ('refused' in r) message.warning(t(`${E}.connect.${r.refused}`));
      else setSteps(r.steps);
    },
    [steps, message, t],
  );
  const removeEdge = useCallback((e: StepEdge) => {
    setSteps((all) => disconnect(all, e.from, e.to));
    setEdge(null);
  }, []);
  const selectStep = useCallback((key: string) => {
    setSelected(key);
    setEdge(null);
  }, []);
  const move = useCallback((key: string, x: number, y: number) => setSteps((all) => moveStep(all, key, x, y)), []);
  const remove = () => {
    setSteps(steps.filter((s) => s.key !== selected));
    setSelected(null);
    setEdge(null);
  };
  const save = async () => {
    setBusy(true);
    try {
      const v = await TranApi.save([{ id: id ?? undefined, ...head, version, steps }], { ignoreError: true });
      setStored(snapshot(head, steps));
      setId(v.id);
      setVersion(v.version);
      message.success(t('datagov.saved'));
    } catch (e) {
      message.error(errorMessage(e, t('datagov.failed')));
    } finally {
      setBusy(false);
    }
  };
  const run = async () => {
    if (!id) return;
    try {
      await TranApi.run([id], { ignoreError: true });
      message.success(t(`${E}.queued`));
    } catch (e) {
      message.error(errorMessage(e, t('datagov.failed')));
    }
  };
  const current = useMemo(() => steps.find((s) => s.key === selected) ?? null, [steps, selected]);
  const unsaved = useMemo(() => snapshot(head, steps) !== stored, [head, steps, stored]);
  // leaving (another page, closing the tab) with unsaved changes asks first, as a record's form does
  const unsavedNow = useRef(unsaved);
  unsavedNow.current = unsaved;
  const neverBypass = useRef(false);
  useLeaveGuard(useCallback(() => unsavedNow.current, []), neverBypass);
  // an edge selected and then gone (its step removed or its input changed in the form) is no longer selected
  const shownEdge = edge && edgesOf(steps).some((e) => e.from === edge.from && e.to === edge.to) ? edge : null;
  if (!choices || loading) return <Skeleton active />;
  return (
    <Card
      variant="borderless"
      title={id ? `${t(`${E}.designTitle`)}：${head.name}` : t(`${E}.newTran`)}
      extra={unsaved ? <Tag color="warning" data-testid="etl-unsaved">{t(`${E}.unsaved`)}</Tag> : null}
    >
      <Form layout="inline" style={{ marginBottom: 12, rowGap: 8 }}>
        <Form.Item label={t(`${E}.repo`)} required>
          <Select style={{ width: 200 }} value={head.repoId || undefined} options={choices[0]} onChange={(v) => setHead({ ...head, repoId: v })} data-testid="etl-tran-repo" />
        </Form.Item>
        <Form.Item label={t('datagov.code')} required>
          <Input value={head.code} maxLength={64} onChange={(e) => setHead({ ...head, code: e.target.value })} data-testid="etl-tran-code" />
        </Form.Item>
        <Form.Item label={t('datagov.name')} required>
          <Input value={head.name} maxLength={100} onChange={(e) => setHead({ ...head, name: e.target.value })} data-testid="etl-tran-name" />
        </Form.Item>
      </Form>
      <Space style={{ marginBottom: 12 }} wrap>
        <Button onClick={() => add('read')} data-testid="etl-add-read">{t(`${E}.addRead`)}</Button>
        <Button onClick={() => add('transform')} data-testid="etl-add-transform">{t(`${E}.addTransform`)}</Button>
        <Button onClick={() => add('write')} data-testid="etl-add-write">{t(`${E}.addWrite`)}</Button>
        <Button danger disabled={!current} onClick={remove} data-testid="etl-remove-step">{t(`${E}.removeStep`)}</Button>
        <Button danger disabled={!shownEdge} onClick={() => shownEdge && removeEdge(shownEdge)} data-testid="etl-remove-edge">{t(`${E}.removeEdge`)}</Button>
        <Button type="primary" loading={busy} onClick={save} data-testid="etl-save">{t(`${E}.save`)}</Button>
        <Button disabled={!id} onClick={run} data-testid="etl-run">{t(`${E}.run`)}</Button>
        <Button onClick={() => open('etl/ScheduleLog')}>{t(`${E}.toLog`)}</Button>
      </Space>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          {steps.length ? (
            <>
              <Suspense fallback={<Spin />}>
                <StepGraph steps={steps} selected={selected} onSelect={selectStep} edge={shownEdge} onSelectEdge={setEdge} onRemoveEdge={removeEdge} onConnect={connectSteps} onMove={move} label={t(`${E}.graph`)} />
              </Suspense>
              <EdgeBar steps={steps} from={selected} edge={shownEdge} onSelectEdge={setEdge} onConnect={connectSteps} onRemoveEdge={removeEdge} />
            </>
          ) : (
            <Empty description={t(`${E}.noSteps`)} />
          )}
        </Col>
        <Col xs={24} lg={10}>{current ? <StepForm step={current} steps={steps} sources={choices[1]} onChange={change} /> : <Empty description={t(`${E}.pickStep`)} />}</Col>
      </Row>
    </Card>
  );
}
