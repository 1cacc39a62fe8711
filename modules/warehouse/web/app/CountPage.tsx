// 盘点 on the App portal: the stock counts not yet audited; open one (开始盘点 freezes its places and takes
// the booked quantities, if not started), scan a position to show its lines, scan packs to add their
// counts (count-scan.ts) or type a counted quantity, then save. The audit posting the differences
// stays on the Web (盘点单).
import { Alert, App, Button, InputNumber, Spin, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { errorMessage } from '../../../../src/api/errors';
import { RecordCards, ScanField } from '../../../../src/portals/kit';
import { BarcodeApi, CountApi, quiet } from './api';
import { type Counted, countScan } from './count-scan';

type Ref = { id: number; code?: string; name?: string } | null;
const ref = (v: unknown) => (v && typeof v === 'object' ? (v as Ref) : null);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

export default function CountPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  if (id) return <CountSheet key={id} id={id} onDone={() => setParams({})} />;
  return (
    <RecordCards
      load={() => CountApi.summaryPage([{ page: 1, pageSize: 50, filterMap: { status_dict: 'Saved' } }], quiet).then((p) => p.itemList)}
      keyOf={(c) => c.id}
      onOpen={(c) => setParams({ id: String(c.id) })}
      empty={t('warehouse.app.count.none')}
      failed={t('warehouse.app.loadFailed')}
      card={(c) => (
        <>
          <span className="pf-row">
            <strong style={{ flex: 1 }}>{text(c.code)}</strong>
            {c.started_at ? <Tag color="blue">{t('warehouse.app.count.started')}</Tag> : <Tag>{t('warehouse.app.count.notStarted')}</Tag>}
          </span>
          <span>{ref(c.warehouse_id)?.name}</span>
        </>
      )}
    />
  );
}

function CountSheet({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [record, setRecord] = useState<RecordValue | null>(null);
  const [counted, setCounted] = useState<Counted>({ qty: {}, codes: [] });
  const [position, setPosition] = useState<string | null>(null);
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const load = useCallback(
    () =>
      CountApi.detail([id], quiet).then(
        (r) => {
          setRecord(r);
          const items = (r.items ?? []) as RecordValue[];
          setCounted({ qty: Object.fromEntries(items.filter((l) => l.counted_qty != null).map((l) => [l.id, String(l.counted_qty)])), codes: [] });
        },
        (e: unknown) => setNotice({ type: 'error', text: errorMessage(e, t('warehouse.app.loadFailed')) }),
      ),
    [id, t],
  );
  useEffect(() => void load(), [load]);
  const items = (record?.items ?? []) as RecordValue[];

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ type: 'success', text: done });
      return true;
    } catch (e) {
      setNotice({ type: 'error', text: errorMessage(e, t('warehouse.app.count.failed')) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const scan = async (code: string) => {
    // a position's code shows its lines; anything else is a pack
    if (items.some((l) => ref(l.position_id)?.code === code)) {
      setPosition(code);
      setNotice(null);
      return;
    }
    await run(async () => {
      const b = await BarcodeApi.getBarcodeFromStr([code], quiet);
      const lines = items.map((l) => ({ id: l.id, materialId: ref(l.material_id)?.id ?? 0, batchNo: (l.batch_no as string | null) ?? null, positionId: ref(l.position_id)?.id ?? null }));
      const got = countScan(lines, counted, { code: b.code, materialId: b.material_id?.id ?? null, materialName: b.material_id?.name ?? '', count: b.count, batchNo: b.batch_no, warehouseId: b.warehouse_id, positionId: b.position_id, state: b.state });
      if ('refused' in got) throw new Error(t(`warehouse.app.count.refused.${got.refused}`, { code: b.code }));
      setCounted(got.counted);
    }, t('warehouse.app.count.added', { code }));
  };

  const save = () =>
    run(async () => {
      if (!record) return;
      await CountApi.modify([{ ...record, items: items.map((l) => (counted.qty[l.id] !== undefined ? { ...l, counted_qty: counted.qty[l.id] } : l)) }], quiet);
      void message.success(t('warehouse.app.count.saved', { code: text(record.code) }));
      onDone();
    }, t('warehouse.app.count.saved', { code: text(record?.code) }));

  if (!record) return notice ? <Alert type="error" showIcon message={notice.text} /> : <Spin size="large" />;
  const shown = position ? items.filter((l) => ref(l.position_id)?.code === position) : items;
  return (
    <>
      <div className="pf-card">
        <strong>{text(record.code)}</strong>
        <span className="pf-muted">{ref(record.warehouse_id)?.name}</span>
      </div>
      {record.started_at ? (
        <ScanField onScan={(code) => void scan(code)} busy={busy} placeholder={t('warehouse.app.count.scan')} />
      ) : (
        <Button type="primary" size="large" block loading={busy} onClick={() => void run(() => CountApi.startCount([{ ids: [id] }], quiet).then(load), t('warehouse.app.count.startedNow'))}>
          {t('warehouse.app.count.start')}
        </Button>
      )}
      {notice ? <Alert type={notice.type} showIcon message={notice.text} data-testid="count-notice" /> : null}
      {position ? (
        <Button size="large" onClick={() => setPosition(null)}>
          {t('warehouse.app.count.allPositions', { position })}
        </Button>
      ) : null}
      {shown.map((l) => (
        <div key={l.id} className="pf-card" data-testid="count-line">
          <strong>{ref(l.material_id)?.name}</strong>
          <span className="pf-muted">
            {ref(l.position_id)?.code ?? t('warehouse.app.count.noPosition')} · {text(l.batch_no) || '—'} · {t('warehouse.app.count.booked', { qty: text(l.booked_qty) || '—' })}
          </span>
          <InputNumber
            aria-label={t('warehouse.app.count.counted')}
            addonBefore={t('warehouse.app.count.counted')}
            size="large"
            style={{ width: '100%' }}
            min="0"
            stringMode
            disabled={!record.started_at}
            value={counted.qty[l.id] ?? null}
            onChange={(v) => setCounted((c) => ({ ...c, qty: { ...c.qty, [l.id]: v ?? undefined } as Record<number, string> }))}
          />
        </div>
      ))}
      <Button type="primary" size="large" block disabled={!record.started_at} loading={busy} onClick={() => void save()}>
        {t('warehouse.app.count.save')}
      </Button>
    </>
  );
}
