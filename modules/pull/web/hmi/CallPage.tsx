// 叫料 on the Hmi portal: what the released orders' operations are short of at their lines (物料监控's
// figures, shortages first); scan an order's flow card to see only its lines, tap a line, confirm the
// quantity (the shortage by default) and call it — the server finds the line-side position and the
// issuing warehouse in the line's pull rule and makes the warehouse's delivery apply.
import { Alert, App, Button, Empty, InputNumber, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { ScanField } from '../../../../src/portals/kit';
import type { MatMonRow } from '../../contracts';
import { CallApi, MatMonApi } from '../api';

const quiet = { ignoreError: true } as const;

export default function CallPage() {
  const { t } = useTranslation();
  const [order, setOrder] = useState<string | undefined>();
  const [rows, setRows] = useState<MatMonRow[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` reloads after a call
  useEffect(() => {
    setRows(null);
    MatMonApi.page([{ page: 1, pageSize: 50, orderCode: order, shortOnly: !order }], quiet).then(
      (p) => setRows(p.itemList),
      (e: unknown) => setError(errorMessage(e, t('pull.hmi.loadFailed'))),
    );
  }, [order, attempt, t]);
  return (
    <>
      <ScanField onScan={setOrder} placeholder={t('pull.hmi.scanOrder')} />
      {order ? (
        <Button size="large" onClick={() => setOrder(undefined)}>
          {t('pull.hmi.allOrders', { order })}
        </Button>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!rows && !error ? <Spin size="large" /> : null}
      {rows && !rows.length ? <Empty description={t(order ? 'pull.hmi.noneForOrder' : 'pull.hmi.none')} /> : null}
      {rows?.map((r) =>
        r.key === open ? (
          <CallCard
            key={r.key}
            row={r}
            onClose={() => setOpen(null)}
            onCalled={() => {
              setOpen(null);
              setAttempt((n) => n + 1);
            }}
          />
        ) : (
          <button key={r.key} type="button" className="pf-card pf-tile pf-record" onClick={() => setOpen(r.key)}>
            <Line row={r} />
          </button>
        ),
      )}
    </>
  );
}

function Line({ row }: { row: MatMonRow }) {
  const { t } = useTranslation();
  return (
    <>
      <span className="pf-row">
        <strong style={{ flex: 1 }}>{row.materialName}</strong>
        {Number(row.shortage) > 0 ? <Tag color="red">{t('pull.hmi.short', { qty: row.shortage })}</Tag> : null}
      </span>
      <span>
        {row.orderCode} · {row.seq}. {row.processName} · {row.processUnitName ?? ''}
      </span>
      <span className="pf-muted">{t('pull.hmi.figures', { required: row.required, line: row.lineStock, way: row.onTheWay })}</span>
    </>
  );
}

function CallCard({ row, onClose, onCalled }: { row: MatMonRow; onClose: () => void; onCalled: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [qty, setQty] = useState<string | null>(Number(row.shortage) > 0 ? row.shortage : null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const call = async () => {
    setBusy(true);
    setError(null);
    try {
      const made = await CallApi.callLine([{ orderId: row.orderId, opId: row.opId, materialId: row.materialId, quantity: qty ?? '0' }], quiet);
      void message.success(t('pull.hmi.called', { code: made.code }));
      onCalled();
    } catch (e) {
      setError(errorMessage(e, t('pull.hmi.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="pf-card" aria-current="true" data-testid="call-card">
      <Line row={row} />
      <InputNumber aria-label={t('pull.hmi.quantity')} addonBefore={t('pull.hmi.quantity')} size="large" style={{ width: '100%' }} min="0" stringMode value={qty} onChange={setQty} />
      {error ? <Alert type="error" showIcon message={error} /> : null}
      <div className="pf-row">
        <Button type="primary" size="large" loading={busy} onClick={() => void call()}>
          {t('pull.hmi.call')}
        </Button>
        <Button size="large" onClick={onClose}>
          {t('pull.hmi.close')}
        </Button>
      </div>
    </div>
  );
}
