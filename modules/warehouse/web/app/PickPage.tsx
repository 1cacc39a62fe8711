// 出库 on the App portal: the deliveries waiting to go out; open one and scan the packs' barcodes — each
// counts towards the line of its material (picking-scan.ts) — then 确认出库 saves the lines' batches
// and audits the delivery, which takes the stock out (the server refuses what is not there).
import { Alert, App, Button, Progress, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Big } from '../../../../schemas/compute/decimal';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { errorMessage } from '../../../../src/api/errors';
import { RecordCards, ScanField } from '../../../../src/portals/kit';
import { BarcodeApi, DeliveryApi, type PickingApi, quiet } from './api';
import { allPicked, applyScan, type PickLine, type Picks, remainingOf } from './picking-scan';
import { scannedOf } from './scanned';

type Ref = { id: number; code?: string; name?: string } | null | undefined;
const refId = (v: unknown) => (v && typeof v === 'object' ? Number((v as { id: number }).id) : v == null ? null : Number(v));
const refName = (v: unknown) => ((v as Ref)?.name ?? '') as string;

export default function PickPage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id')) || null;
  return id ? <PickDelivery key={id} id={id} onDone={() => setParams({})} /> : <OpenDeliveries onOpen={(d) => setParams({ id: String(d) })} />;
}

function OpenDeliveries({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <RecordCards
      load={() => DeliveryApi.summaryPage([{ page: 1, pageSize: 50, filterMap: { status_dict: 'Saved' } }], quiet).then((p) => p.itemList)}
      keyOf={(d) => d.id}
      onOpen={(d) => onOpen(d.id)}
      empty={t('warehouse.app.pick.none')}
      failed={t('warehouse.app.loadFailed')}
      card={(d) => (
        <>
          <span className="pf-row">
            <strong style={{ flex: 1 }}>{String(d.code)}</strong>
            <Tag>{d.status_dict?.name}</Tag>
          </span>
          <span>{refName(d.warehouse_id)}</span>
          <span className="pf-muted">
            {String(d.bill_date ?? '').slice(0, 10)} · {t('warehouse.app.pick.total', { qty: String(d.total_qty ?? '') })}
          </span>
        </>
      )}
    />
  );
}

/** One delivery picked by scan: a 出库单 (the App's 出库), or a 原料出库单 (领料, through `api`). */
export function PickDelivery({ id, onDone, api = DeliveryApi }: { id: number; onDone: () => void; api?: PickingApi }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [record, setRecord] = useState<RecordValue | null>(null);
  const [picks, setPicks] = useState<Picks>({});
  const [notice, setNotice] = useState<{ type: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    api.detail([id], quiet).then(setRecord, (e: unknown) => setNotice({ type: 'error', text: errorMessage(e, t('warehouse.app.loadFailed')) }));
  }, [id, t, api]);
  const items = (record?.items ?? []) as RecordValue[];
  const lines: PickLine[] = items.map((l) => ({ id: l.id, materialId: refId(l.material_id) ?? 0, materialName: refName(l.material_id), quantity: String(l.quantity ?? '0'), batchNo: (l.batch_no as string | null) ?? null }));

  const scan = async (code: string) => {
      if (!record) return;
      setBusy(true);
      try {
        const scanned = scannedOf(await BarcodeApi.getBarcodeFromStr([code], quiet));
        const got = applyScan(lines, picks, refId(record.warehouse_id), scanned);
        if ('refused' in got) setNotice({ type: 'error', text: t(`warehouse.app.pick.refused.${got.refused.key}`, got.refused.values) });
        else {
          setPicks(got.picks);
          setNotice({ type: 'success', text: t('warehouse.app.pick.taken', { code: scanned.code, material: scanned.materialName }) });
        }
      } catch (e) {
        setNotice({ type: 'error', text: errorMessage(e, t('warehouse.app.pick.unknown', { code })) });
      } finally {
        setBusy(false);
      }
  };

  const confirm = () =>
    modal.confirm({
      title: t('warehouse.app.pick.confirmTitle', { code: String(record?.code ?? '') }),
      okText: t('warehouse.app.pick.confirm'),
      onOk: async () => {
        if (!record) return;
        try {
          // the lines take their picked batch and position; the audit moves the stock out
          const saved = await api.modify([{ ...record, items: items.map((l) => (picks[l.id] ? { ...l, batch_no: picks[l.id].batchNo, position_id: picks[l.id].positionId } : l)) }], quiet);
          await api.audit([saved.id, saved.version], quiet);
          void message.success(t('warehouse.app.pick.done', { code: String(record.code) }));
          onDone();
        } catch (e) {
          setNotice({ type: 'error', text: errorMessage(e, t('warehouse.app.pick.failed')) });
        }
      },
    });

  if (!record) return notice ? <Alert type="error" showIcon message={notice.text} /> : <Spin size="large" />;
  const done = allPicked(lines, picks);
  return (
    <>
      <div className="pf-card">
        <strong>{String(record.code)}</strong>
        <span className="pf-muted">{refName(record.warehouse_id)}</span>
      </div>
      <ScanField onScan={(code) => void scan(code)} busy={busy} />
      {notice ? <Alert type={notice.type} showIcon message={notice.text} data-testid="pick-notice" /> : null}
      {lines.map((l) => {
        const p = picks[l.id];
        const left = remainingOf(l, picks);
        const percent = Number(new Big(p?.picked ?? '0').div(new Big(l.quantity).eq(0) ? 1 : l.quantity).times(100).toFixed(0));
        return (
          <div key={l.id} className="pf-card" data-testid="pick-line">
            <span className="pf-row">
              <strong style={{ flex: 1 }}>{l.materialName}</strong>
              {left.lte(0) ? <Tag color="green">{t('warehouse.app.pick.lineDone')}</Tag> : null}
            </span>
            <span>{t('warehouse.app.pick.progress', { picked: p?.picked ?? '0', qty: l.quantity })}</span>
            {l.batchNo && !p ? <span data-testid="pick-suggested">{t('warehouse.app.pick.suggested', { batch: l.batchNo, position: refName(items.find((i) => i.id === l.id)?.position_id) || '—' })}</span> : null}
            <Progress percent={Math.min(100, percent)} showInfo={false} />
            {p ? <span className="pf-muted">{t('warehouse.app.pick.batch', { batch: p.batchNo ?? '—', codes: p.codes.join('、') })}</span> : null}
          </div>
        );
      })}
      <Button type="primary" size="large" block disabled={!done} onClick={confirm}>
        {t('warehouse.app.pick.confirm')}
      </Button>
    </>
  );
}
