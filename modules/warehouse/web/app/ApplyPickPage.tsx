// 领料 on the App portal: the audited delivery applies (出库申请) waiting to be issued; open one and its
// 原料出库单 (materials issued to production) is made as the Web makes it — the apply's open one if one
// is saved already, else a new one from what remains of the apply (wms.DeliveryRaw/applyToRawDelivery)
// with 推荐拣货 (suggestPicking: the nearest expiry first) — then its lines are picked by scanning
// their packs, each line taking the batch suggested for it, and 确认出库 audits it (PickDelivery).
import { Alert, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Big } from '../../../../schemas/compute/decimal';
import { errorMessage } from '../../../../src/api/errors';
import { RecordCards } from '../../../../src/portals/kit';
import { ApplyApi, DeliveryRawApi, quiet } from './api';
import { PickDelivery } from './PickPage';

const refName = (v: unknown) => ((v as { name?: string } | null)?.name ?? '') as string;
const refId = (v: unknown) => (v && typeof v === 'object' ? Number((v as { id: number }).id) : v == null ? null : Number(v));

export default function ApplyPickPage() {
  const [params, setParams] = useSearchParams();
  const apply = Number(params.get('apply')) || null;
  const delivery = Number(params.get('id')) || null;
  if (delivery) return <PickDelivery key={delivery} id={delivery} api={DeliveryRawApi} onDone={() => setParams({})} />;
  if (apply) return <DeliveryOf key={apply} applyId={apply} onReady={(id) => setParams({ apply: String(apply), id: String(id) }, { replace: true })} />;
  return <AppliesToIssue onOpen={(id) => setParams({ apply: String(id) })} />;
}

function AppliesToIssue({ onOpen }: { onOpen: (id: number) => void }) {
  const { t } = useTranslation();
  return (
    <RecordCards
      // an audited apply stays 审核 when issued in full, and what an open 原料出库单 holds counts as issued:
      // those listed have something left to issue, or an open raw delivery to pick
      load={async () => {
        const [applies, open] = await Promise.all([
          ApplyApi.summaryPage([{ page: 1, pageSize: 100, filterMap: { status_dict: 'Audit' }, sortField: 'need_date', sortOrder: 'asc' }], quiet),
          DeliveryRawApi.summaryPage([{ page: 1, pageSize: 100, filterMap: { status_dict: 'Saved' } }], quiet),
        ]);
        const picking = new Set(open.itemList.map((d) => refId(d.apply_id)).filter((id) => id !== null));
        return applies.itemList.filter((a) => picking.has(a.id) || new Big(String(a.issued_total ?? '0')).lt(String(a.total_qty ?? '0')));
      }}
      keyOf={(a) => a.id}
      onOpen={(a) => onOpen(a.id)}
      empty={t('warehouse.app.issue.none')}
      failed={t('warehouse.app.loadFailed')}
      card={(a) => (
        <>
          <span className="pf-row">
            <strong style={{ flex: 1 }}>{String(a.code)}</strong>
            <Tag>{(a.apply_type as { name?: string } | null)?.name}</Tag>
          </span>
          <span>
            {refName(a.warehouse_id)} · {refName(a.department_id)}
          </span>
          <span className="pf-muted">{t('warehouse.app.issue.figures', { qty: String(a.total_qty ?? ''), issued: String(a.issued_total ?? '0'), date: String(a.need_date ?? '').slice(0, 10) || '—' })}</span>
        </>
      )}
    />
  );
}

/** the delivery being made per apply: a second mount (StrictMode, a double tap) waits for it instead of making another */
const making = new Map<number, Promise<number>>();

async function deliveryFor(applyId: number): Promise<number> {
  const open = (await DeliveryRawApi.summaryPage([{ page: 1, pageSize: 1, filterMap: { apply_id: applyId, status_dict: 'Saved' } }], quiet)).itemList[0];
  if (open) return open.id as number;
  const draft = await DeliveryRawApi.applyToRawDelivery([{ applyId }], quiet);
  const saved = await DeliveryRawApi.create([draft], quiet);
  await DeliveryRawApi.suggestPicking([{ ids: [saved.id] }], quiet);
  return saved.id;
}

/** The apply's delivery to pick: its open one, else a new one with the stock suggested. */
function DeliveryOf({ applyId, onReady }: { applyId: number; onReady: (deliveryId: number) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: made once per apply opened
  useEffect(() => {
    let alive = true;
    let made = making.get(applyId);
    if (!made) {
      made = deliveryFor(applyId).finally(() => making.delete(applyId));
      making.set(applyId, made);
    }
    made.then(
      (id) => alive && onReady(id),
      (e: unknown) => alive && setError(errorMessage(e, t('warehouse.app.loadFailed'))),
    );
    return () => {
      alive = false;
    };
  }, [applyId]);
  return error ? <Alert type="error" showIcon message={error} data-testid="issue-notice" /> : <Spin size="large" />;
}
