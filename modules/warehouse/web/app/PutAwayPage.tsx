// 上架 on the App portal: scan a pack (its barcode) lying in the warehouse's receiving place; a put-on
// of it is made and 推荐库位 fills its target (the put-on's strategy, as on the Web) — the keeper
// takes the goods there and scans the position to confirm: the put-on is audited onto the position
// scanned (another than the suggested one when he chose so) and the next pack can come. The Web's
// 上架单 calls: create, suggestPositions, modify, audit; 取消 removes the put-on not yet audited.
import { Alert, App, Button, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RecordValue } from '../../../../schemas/rpc/datax';
import { errorMessage } from '../../../../src/api/errors';
import { ScanField } from '../../../../src/portals/kit';
import { BarcodeApi, PutOnApi, quiet, StockApi } from './api';
import type { ScannedBarcode } from './picking-scan';
import { scannedOf } from './scanned';

type Notice = { type: 'success' | 'error' | 'info'; text: string } | null;
type Ref = { id: number; code?: string; name?: string } | null;
interface Pending {
  pack: ScannedBarcode;
  putOn: RecordValue;
  target: Ref;
}

const refOf = (v: unknown): Ref => (v && typeof v === 'object' ? (v as Ref) : null);
const placeName = (r: Ref) => (r ? `${r.code ?? ''}${r.name && r.name !== r.code ? ` ${r.name}` : ''}` : '');

export default function PutAwayPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [pending, setPending] = useState<Pending | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string[]>([]);

  const work = async (what: () => Promise<void>, failed: string) => {
    setBusy(true);
    try {
      await what();
    } catch (e) {
      setNotice({ type: 'error', text: errorMessage(e, failed) });
    } finally {
      setBusy(false);
    }
  };

  // a pack: its put-on with the suggested target
  const scanPack = (code: string) =>
    work(async () => {
      const pack = scannedOf(await BarcodeApi.getBarcodeFromStr([code], quiet));
      if (pack.state !== 'InStock' || pack.warehouseId === null || pack.materialId === null) {
        setNotice({ type: 'error', text: t('warehouse.app.putAway.notInStock', { code: pack.code }) });
        return;
      }
      const created = await PutOnApi.create(
        [{ warehouse_id: pack.warehouseId, items: [{ material_id: pack.materialId, batch_no: pack.batchNo, quantity: pack.count, from_position_id: pack.positionId }] }],
        quiet,
      );
      await PutOnApi.suggestPositions([{ ids: [created.id] }], quiet);
      const putOn = await PutOnApi.detail([created.id], quiet);
      const target = refOf(((putOn.items ?? []) as RecordValue[])[0]?.to_position_id);
      setPending({ pack, putOn, target });
      setNotice(target ? null : { type: 'info', text: t('warehouse.app.putAway.noSuggestion') });
    }, t('warehouse.app.pick.unknown', { code }));

  // the position: the put-on goes there and is audited
  const scanPosition = (code: string) =>
    work(async () => {
      if (!pending) return;
      let { putOn } = pending;
      if (code !== pending.target?.code) {
        const warehouse = refOf(putOn.warehouse_id)?.id ?? pending.pack.warehouseId!;
        const found = (await StockApi.searchPosition([{ warehouseId: warehouse, keyword: code, pageSize: 20 }], quiet)).find((p) => p.code === code);
        if (!found) {
          setNotice({ type: 'error', text: t('warehouse.app.putAway.unknownPosition', { code }) });
          return;
        }
        const items = ((putOn.items ?? []) as RecordValue[]).map((l) => ({ ...l, to_position_id: found.id }));
        putOn = await PutOnApi.modify([{ ...putOn, items }], quiet);
      }
      await PutOnApi.audit([putOn.id, putOn.version], quiet);
      const text = t('warehouse.app.putAway.done', { code: pending.pack.code, position: code });
      void message.success(text);
      setDone((old) => [text, ...old].slice(0, 10));
      setNotice({ type: 'success', text });
      setPending(null);
    }, t('warehouse.app.putAway.failed'));

  const cancel = () =>
    work(async () => {
      if (pending) await PutOnApi.remove([[pending.putOn.id]], quiet);
      setPending(null);
      setNotice(null);
    }, t('warehouse.app.putAway.failed'));

  return (
    <>
      {pending ? (
        <div className="pf-card" data-testid="putaway-pack">
          <span className="pf-row">
            <strong style={{ flex: 1 }}>{pending.pack.materialName}</strong>
            <Tag>{pending.pack.code}</Tag>
          </span>
          <span className="pf-muted">{t('warehouse.app.putAway.pack', { qty: pending.pack.count, batch: pending.pack.batchNo ?? '—' })}</span>
          <span data-testid="putaway-target" style={{ fontSize: '1.3em' }}>
            {pending.target ? t('warehouse.app.putAway.suggested', { position: placeName(pending.target) }) : t('warehouse.app.putAway.choose')}
          </span>
        </div>
      ) : null}
      <ScanField
        key={pending ? 'position' : 'pack'}
        onScan={(code) => void (pending ? scanPosition(code) : scanPack(code))}
        busy={busy}
        placeholder={t(pending ? 'warehouse.app.putAway.scanPosition' : 'warehouse.app.putAway.scanPack')}
      />
      {notice ? <Alert type={notice.type} showIcon message={notice.text} data-testid="putaway-notice" /> : null}
      {pending ? (
        <Button size="large" block disabled={busy} onClick={() => void cancel()}>
          {t('warehouse.app.putAway.cancel')}
        </Button>
      ) : null}
      {done.length ? (
        <div className="pf-card">
          {done.map((d) => (
            <span key={d} className="pf-muted">
              {d}
            </span>
          ))}
        </div>
      ) : null}
    </>
  );
}
