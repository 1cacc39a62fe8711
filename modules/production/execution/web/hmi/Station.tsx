// The Hmi station (生产作业 on the industrial computer): the terminal's machine, its work orders (tap one,
// or scan the order's flow card), and per menu page what the operator does to the chosen order —
// 工单列表: start / pause / finish; 投料: scan a material barcode and feed it into an operation;
// 产出报工: good / bad / scrap of an operation. The server decides every rule; its refusal shows as is.
import { Alert, App, Button, Empty, InputNumber, Select, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../../src/api/errors';
import { currentLanguage } from '../../../../../src/i18n';
import { ScanField } from '../../../../../src/portals/kit';
import type { OrderListRow } from '../../../orders/queries';
import { MANUFACTURING_STATES } from '../../../orders/state';
import type { OrderExecView } from '../../contracts';
import { DEFECT_REASONS } from '../../options';
import { EquipmentApi, FeedingApi, OrderExecApi, OutputApi, quiet } from './api';
import { stationOrders, storedMachine, storeMachine } from './machine';

type Mode = 'order' | 'feed' | 'output';
const ACTIVE = ['Wait', 'Process', 'Pause', 'Debug'];
const label = (o: { label: string; labelEn: string }) => (currentLanguage() === 'en_US' ? o.labelEn : o.label);
const stateName = (s: string) => {
  const o = MANUFACTURING_STATES.find((x) => x.value === s);
  return o ? label(o) : s;
};

export const OrderStation = () => <Station mode="order" />;
export const FeedStation = () => <Station mode="feed" />;
export const OutputStation = () => <Station mode="output" />;

function Station({ mode }: { mode: Mode }) {
  const [params, setParams] = useSearchParams();
  const orderId = Number(params.get('order')) || null;
  const [machine, setMachine] = useState<number | null>(storedMachine);
  const choose = (id: number | null) => setParams(id ? { order: String(id) } : {});
  return (
    <>
      <MachinePicker
        value={machine}
        onChange={(id) => {
          storeMachine(id);
          setMachine(id);
        }}
      />
      {orderId ? <OrderWork key={orderId} mode={mode} orderId={orderId} machine={machine} onLeave={() => choose(null)} /> : <OrderList machine={machine} onOpen={choose} />}
    </>
  );
}

function MachinePicker({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  const [machines, setMachines] = useState<Array<{ value: number; label: string }> | null>(null);
  useEffect(() => {
    EquipmentApi.summary([{ page: 1, pageSize: 200 }], quiet).then(
      (p) => setMachines(p.itemList.map((m) => ({ value: Number(m.id), label: `${String(m.code ?? '')} ${String(m.name ?? '')}`.trim() }))),
      () => setMachines([]),
    );
  }, []);
  return (
    <div className="pf-row">
      <span>{t('production.exec.station.machine')}</span>
      <Select
        aria-label={t('production.exec.station.machine')}
        style={{ flex: 1, minWidth: 240 }}
        size="large"
        loading={!machines}
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('production.exec.station.pickMachine')}
        options={machines ?? []}
        value={value ?? undefined}
        onChange={(v?: number) => onChange(v ?? null)}
      />
    </div>
  );
}

/** The station's open orders: tap one, or scan its flow card (the order's code). */
function OrderList({ machine, onOpen }: { machine: number | null; onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  const [orders, setOrders] = useState<OrderListRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    OrderExecApi.getWorkOrderList([{ states: ACTIVE, page: 1, pageSize: 100 }], quiet).then(
      (p) => setOrders(stationOrders(p.itemList, machine)),
      (e: unknown) => setError(errorMessage(e, t('production.exec.loadFailed'))),
    );
  }, [machine, t]);
  const scanned = (code: string) => {
    const hit = orders?.find((o) => o.code === code);
    if (hit) onOpen(hit.id);
    else setError(t('production.exec.station.noOrder', { code }));
  };
  return (
    <>
      <ScanField onScan={scanned} placeholder={t('production.exec.station.scanOrder')} />
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!orders && !error ? <Spin size="large" /> : null}
      {orders && !orders.length ? <Empty description={t('production.exec.station.noOrders')} /> : null}
      {orders?.map((o) => (
        <button key={o.id} type="button" className="pf-card pf-tile" style={{ alignItems: 'stretch', textAlign: 'left' }} onClick={() => onOpen(o.id)}>
          <span className="pf-row">
            <strong style={{ flex: 1 }}>{o.code}</strong>
            <Tag color={o.state === 'Process' ? 'green' : o.state === 'Pause' ? 'orange' : 'blue'}>{stateName(o.state)}</Tag>
          </span>
          <span>{o.materialName}</span>
          <span className="pf-muted">
            {t('production.exec.station.progress', { done: o.finishQty, plan: o.planQty })} · {o.equipmentCode ?? t('production.exec.station.noMachine')}
          </span>
        </button>
      ))}
    </>
  );
}

/** One order at the station: what it is, and the work of the page's mode. */
function OrderWork({ mode, orderId, machine, onLeave }: { mode: Mode; orderId: number; machine: number | null; onLeave: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [view, setView] = useState<OrderExecView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () =>
      OrderExecApi.enterWorkOrder([orderId], quiet).then(setView, (e: unknown) => setError(errorMessage(e, t('production.exec.loadFailed')))),
    [orderId, t],
  );
  useEffect(() => void load(), [load]);

  /** runs one of the operator's calls: success says the record's number and reloads the order */
  const run = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      const rec = (await call()) as { code?: string } | null;
      void message.success(rec?.code ? t('production.exec.done', { code: rec.code }) : t('production.exec.station.ok'));
      await load();
      return true;
    } catch (e) {
      setError(errorMessage(e, t('production.exec.failed')));
      return false;
    } finally {
      setBusy(false);
    }
  };

  if (!view) return error ? <Alert type="error" showIcon message={error} /> : <Spin size="large" />;
  return (
    <>
      <div className="pf-card" aria-current="true" data-testid="hmi-order">
        <div className="pf-row">
          <strong style={{ flex: 1, fontSize: '1.2em' }}>{view.code}</strong>
          <Tag>{stateName(view.state)}</Tag>
          <Button onClick={onLeave}>{t('production.exec.station.otherOrder')}</Button>
        </div>
        <span>{view.materialName}</span>
        <span className="pf-muted">
          {t('production.exec.station.counts', { plan: view.planQty, good: view.qualifiedQty, bad: view.unqualifiedQty, scrap: view.scrapQty })}
        </span>
      </div>
      {error ? <Alert type="error" showIcon message={error} data-testid="hmi-error" /> : null}
      {mode === 'order' ? <Moves view={view} machine={machine} busy={busy} run={run} /> : null}
      {mode === 'feed' ? <Feed view={view} busy={busy} run={run} /> : null}
      {mode === 'output' ? <Output view={view} busy={busy} run={run} /> : null}
    </>
  );
}

type Run = (call: () => Promise<unknown>) => Promise<boolean>;

function Moves({ view, machine, busy, run }: { view: OrderExecView; machine: number | null; busy: boolean; run: Run }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const finish = () =>
    modal.confirm({ title: t('production.exec.station.finishConfirm'), okText: t('production.exec.station.finish'), onOk: () => run(() => OrderExecApi.complete([view.id], quiet)) });
  return (
    <>
      <div className="pf-row">
        <Button type="primary" size="large" loading={busy} onClick={() => void run(() => OrderExecApi.start(machine ? [view.id, machine] : [view.id], quiet))}>
          {t('production.exec.station.start')}
        </Button>
        <Button size="large" loading={busy} onClick={() => void run(() => OrderExecApi.pause([view.id], quiet))}>
          {t('production.exec.station.pause')}
        </Button>
        <Button danger size="large" loading={busy} onClick={finish}>
          {t('production.exec.station.finish')}
        </Button>
      </div>
      {view.tasks.map((task) => (
        <div key={task.id} className="pf-card">
          <span>{t('production.exec.taskLine', { seq: task.seq, process: task.processName, done: task.doneQty, plan: task.planQty })}</span>
          {task.finished ? <Tag color="green">{t('production.exec.station.taskDone')}</Tag> : null}
        </div>
      ))}
    </>
  );
}

/** The operation the work goes to: the first one not finished, changeable. */
function useOperation(view: OrderExecView) {
  const { t } = useTranslation();
  const [opId, setOpId] = useState<number | undefined>(() => (view.tasks.find((x) => !x.finished) ?? view.tasks[0])?.id);
  const picker = (
    <Select
      aria-label={t('production.exec.operation')}
      size="large"
      style={{ width: '100%' }}
      value={opId}
      onChange={setOpId}
      options={view.tasks.map((x) => ({ value: x.id, label: t('production.exec.taskLine', { seq: x.seq, process: x.processName, done: x.doneQty, plan: x.planQty }) }))}
    />
  );
  return { opId, picker };
}

function Feed({ view, busy, run }: { view: OrderExecView; busy: boolean; run: Run }) {
  const { t } = useTranslation();
  const { opId, picker } = useOperation(view);
  const [barcode, setBarcode] = useState<string | null>(null);
  const [qty, setQty] = useState<string | null>('1');
  const feed = async () => {
    if (!barcode) return;
    if (await run(() => FeedingApi.feed([{ orderId: view.id, opId: opId ?? null, feedingType: 'Order', barcode, qty: qty ?? '0' }], quiet))) setBarcode(null);
  };
  return (
    <>
      {picker}
      <ScanField onScan={setBarcode} busy={busy} placeholder={t('production.exec.barcodeHint')} />
      <div className="pf-card">
        <span>
          {t('production.exec.barcode')}：<strong data-testid="hmi-barcode">{barcode ?? '—'}</strong>
        </span>
        <InputNumber aria-label={t('production.exec.quantity')} size="large" style={{ width: '100%' }} min="0" stringMode value={qty} onChange={setQty} addonBefore={t('production.exec.quantity')} />
        <Button type="primary" size="large" block disabled={!barcode} loading={busy} onClick={() => void feed()}>
          {t('production.exec.feed')}
        </Button>
      </div>
      {view.fed.map((f) => (
        <div key={f.id} className="pf-card pf-muted">
          {f.code} · {f.barcode ?? f.batchNo ?? ''} · {f.materialName} · {f.qty}
        </div>
      ))}
    </>
  );
}

function Output({ view, busy, run }: { view: OrderExecView; busy: boolean; run: Run }) {
  const { t } = useTranslation();
  const { opId, picker } = useOperation(view);
  const [counts, setCounts] = useState<{ good: string | null; bad: string | null; scrap: string | null }>({ good: null, bad: null, scrap: null });
  const [reason, setReason] = useState<string | undefined>();
  const field = (key: keyof typeof counts, name: string) => (
    <InputNumber aria-label={name} addonBefore={name} size="large" style={{ width: '100%' }} min="0" stringMode value={counts[key]} onChange={(v) => setCounts((c) => ({ ...c, [key]: v }))} />
  );
  const report = async () => {
    const done = await run(() =>
      OutputApi.report([{ orderId: view.id, opId: opId ?? 0, qualifiedQty: counts.good ?? '0', unqualifiedQty: counts.bad ?? '0', scrapQty: counts.scrap ?? '0', defectReason: reason ?? null }], quiet),
    );
    if (done) setCounts({ good: null, bad: null, scrap: null });
  };
  return (
    <>
      {picker}
      <div className="pf-card">
        {field('good', t('production.exec.qualified'))}
        {field('bad', t('production.exec.unqualified'))}
        {field('scrap', t('production.exec.scrap'))}
        <Select
          aria-label={t('production.exec.defectReason')}
          placeholder={t('production.exec.defectReason')}
          size="large"
          allowClear
          value={reason}
          onChange={setReason}
          options={DEFECT_REASONS.map((o) => ({ value: o.value, label: label(o) }))}
        />
        <Button type="primary" size="large" block loading={busy} onClick={() => void report()}>
          {t('production.exec.output')}
        </Button>
      </div>
    </>
  );
}
