// 收货 on the App portal: the audited purchase arrivals with goods still to be received (scan an
// arrival's code or tap it); open one and its lines come as a draft entry (wms.Entry/arrivalToEntry,
// what remains of each line) — scan the packs' barcodes (receive-scan.ts: each goes to its material's
// line, whose quantity becomes what its packs count) or type a line's quantity — then 确认收货 saves
// the entry and audits it, which puts the goods into stock: the Web's 生成入库单 and 审核, the same calls.
import { Alert, App, Button, InputNumber, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { errorMessage } from '../../../../src/api/errors';
import { RecordCards, ScanField } from '../../../../src/portals/kit';
import { BarcodeApi, EntryApi, quiet } from './api';
import { initialReceipts, type ReceiveLine, type Receipts, receivedLines, receiveScan, typeQuantity } from './receive-scan';
import { scannedOf } from './scanned';

type Notice = { type: 'success' | 'error'; text: string } | null;
const refName = (v: unknown) => ((v as { name?: string } | null)?.name ?? '') as string;
const refId = (v: unknown) => (v && typeof v === 'object' ? Number((v as { id: number }).id) : v == null ? null : Number(v));

const linesOf = (items: RecordValue[]): ReceiveLine[] =>
  items.map((l, index) => ({ index, materialId: refId(l.material_id) ?? 0, remaining: String(l.quantity ?? '0'), batchNo: (l.batch_no as string | null) || null }));

export default function ReceivePage() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('arrival')) || null;
  // the draft names its arrival by id only: its number comes along from the list or the scan
  return id ? (
    <ReceiveArrival key={id} arrivalId={id} arrivalCode={params.get('code') ?? ''} onDone={() => setParams({})} />
  ) : (
    <ArrivalsToReceive onOpen={(a) => setParams({ arrival: String(a.id), code: a.code })} />
  );
}

function ArrivalsToReceive({ onOpen }: { onOpen: (arrival: { id: number; code: string }) => void }) {
  const { t } = useTranslation();
  const [notice, setNotice] = useState<string | null>(null);
  // a scanned arrival code opens that arrival when it still has goods to receive
  const scan = async (code: string) => {
    try {
      const found = (await EntryApi.fuzzyArrivalNotFinishedPage([{ keyword: code, page: 1, pageSize: 20 }], quiet)).itemList.find((a) => a.code === code);
      if (found) onOpen(found);
      else setNotice(t('warehouse.app.receive.noArrival', { code }));
    } catch (e) {
      setNotice(errorMessage(e, t('warehouse.app.loadFailed')));
    }
  };
  return (
    <>
      <ScanField onScan={(code) => void scan(code)} placeholder={t('warehouse.app.receive.scanArrival')} />
      {notice ? <Alert type="error" showIcon message={notice} data-testid="receive-notice" /> : null}
      <RecordCards
        load={() => EntryApi.fuzzyArrivalNotFinishedPage([{ page: 1, pageSize: 50 }], quiet).then((p) => p.itemList)}
        keyOf={(a) => a.id}
        onOpen={onOpen}
        empty={t('warehouse.app.receive.none')}
        failed={t('warehouse.app.loadFailed')}
        card={(a) => (
          <>
            <strong>{a.code}</strong>
            <span>{a.supplierName ?? ''}</span>
            <span className="pf-muted">
              {a.arrivalDate.slice(0, 10)} · {t('warehouse.app.receive.remaining', { qty: a.remaining })}
            </span>
          </>
        )}
      />
    </>
  );
}

function ReceiveArrival({ arrivalId, arrivalCode, onDone }: { arrivalId: number; arrivalCode: string; onDone: () => void }) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const [draft, setDraft] = useState<RecordValue | null>(null);
  const [receipts, setReceipts] = useState<Receipts>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const items = (draft?.items ?? []) as RecordValue[];
  const lines = linesOf(items);

  useEffect(() => {
    EntryApi.arrivalToEntry([{ arrivalId }], quiet).then(
      (d) => {
        setDraft(d);
        setReceipts(initialReceipts(linesOf((d.items ?? []) as RecordValue[])));
      },
      (e: unknown) => setNotice({ type: 'error', text: errorMessage(e, t('warehouse.app.loadFailed')) }),
    );
  }, [arrivalId, t]);

  const scan = async (code: string) => {
    setBusy(true);
    try {
      const b = scannedOf(await BarcodeApi.getBarcodeFromStr([code], quiet));
      const got = receiveScan(lines, receipts, b);
      if ('refused' in got) setNotice({ type: 'error', text: t(`warehouse.app.receive.refused.${got.refused.key}`, got.refused.values) });
      else {
        setReceipts(got.receipts);
        setNotice({ type: 'success', text: t('warehouse.app.receive.taken', { code: b.code, material: b.materialName, qty: b.count }) });
      }
    } catch (e) {
      setNotice({ type: 'error', text: errorMessage(e, t('warehouse.app.pick.unknown', { code })) });
    } finally {
      setBusy(false);
    }
  };

  const confirm = () =>
    modal.confirm({
      title: t('warehouse.app.receive.confirmTitle'),
      okText: t('warehouse.app.receive.confirm'),
      onOk: async () => {
        if (!draft) return;
        try {
          // the Web's 生成入库单 then 审核: the entry saved with what is received, and audited into stock
          const saved = await EntryApi.create([{ ...draft, items: receivedLines(items, receipts) }], quiet);
          await EntryApi.audit([saved.id, saved.version], quiet);
          void message.success(t('warehouse.app.receive.done', { code: String(saved.code) }));
          onDone();
        } catch (e) {
          setNotice({ type: 'error', text: errorMessage(e, t('warehouse.app.receive.failed')) });
        }
      },
    });

  if (!draft) return notice ? <Alert type="error" showIcon message={notice.text} /> : <Spin size="large" />;
  const anything = receivedLines(items, receipts).length > 0;
  return (
    <>
      <div className="pf-card" data-testid="receive-head">
        <strong>{arrivalCode}</strong>
        <span className="pf-muted">
          {refName(draft.supplier_id)} · {refName(draft.warehouse_id) || t('warehouse.app.receive.noWarehouse')}
        </span>
      </div>
      <ScanField onScan={(code) => void scan(code)} busy={busy} placeholder={t('warehouse.app.receive.scanPack')} />
      {notice ? <Alert type={notice.type} showIcon message={notice.text} data-testid="receive-notice" /> : null}
      {items.map((l, index) => {
        const r = receipts[index];
        const packs = r?.codes ?? [];
        return (
          <div key={String(l.arrival_item_id ?? index)} className="pf-card" data-testid="receive-line">
            <span className="pf-row">
              <strong style={{ flex: 1 }}>{refName(l.material_id)}</strong>
              {packs.length ? <Tag color="blue">{t('warehouse.app.receive.packs', { n: packs.length })}</Tag> : null}
            </span>
            <span className="pf-muted">{t('warehouse.app.receive.lineRemaining', { qty: String(l.quantity ?? '0'), batch: r?.batchNo ?? '—' })}</span>
            <div className="pf-row">
              <span>{t('warehouse.app.receive.qty')}</span>
              <InputNumber
                aria-label={t('warehouse.app.receive.qtyOf', { material: refName(l.material_id) })}
                size="large"
                stringMode
                min="0"
                style={{ flex: 1 }}
                value={r?.qty ?? ''}
                disabled={packs.length > 0}
                onChange={(v) => setReceipts((old) => typeQuantity(old, index, v == null ? '0' : String(v)))}
              />
            </div>
            {packs.length ? <span className="pf-muted">{packs.join('、')}</span> : null}
          </div>
        );
      })}
      <Button type="primary" size="large" block disabled={!anything} onClick={confirm}>
        {t('warehouse.app.receive.confirm')}
      </Button>
      <Button size="large" block onClick={onDone}>
        {t('warehouse.app.back')}
      </Button>
    </>
  );
}
