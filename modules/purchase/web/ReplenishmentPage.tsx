// purchase/Replenishment (采购补货): the server's suggestions of what to buy, from whom and by when, as a
// declared call-backed list; ticked rows become draft purchase orders (one per supplier), listed in a
// dialog that opens each of them. A row whose order-by date has passed is late already: shown red.
import { Button, Modal, Typography } from 'antd';
import { client } from '../../../src/api/services';
import { useTranslation } from 'react-i18next';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type ModalProps } from '../../../src/templates/service-list/types';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import type { erpReplenishment, ReplenishmentOrders, ReplenishmentQuery, ReplenishmentRow } from '../replenishment';

const Api = client<typeof erpReplenishment>('erp.Replenishment');
const ORDER_DETAIL = 'purchase/PurchaseDetail';

type Filters = Omit<ReplenishmentQuery, 'page' | 'pageSize'>;
const today = () => new Date().toLocaleDateString('sv');
const qty = (v: string | null) => v ?? '—';

function MadeOrders({ answer, props }: { answer: ReplenishmentOrders; props: ModalProps }) {
  const { t } = useTranslation();
  const open = useOpenPage();
  return (
    <Modal open={props.open} title={t('purchase.replenish.madeTitle')} onCancel={props.onClose} footer={<Button onClick={props.onClose}>{t('common.ok')}</Button>}>
      {answer.orders.length ? (
        <ul data-testid="replenish-orders">
          {answer.orders.map((o) => (
            <li key={o.id}>
              {/* a button, not an anchor without href: reachable with the keyboard */}
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(`${ORDER_DETAIL}?id=${o.id}`)}>
                {o.code}
              </Button>{' '}
              {t('purchase.replenish.orderLine', { supplier: o.supplierName, lines: o.lines })}
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Paragraph>{t('purchase.replenish.noOrder')}</Typography.Paragraph>
      )}
      {answer.skipped.length ? (
        <>
          <Typography.Text type="secondary">{t('purchase.replenish.skipped')}</Typography.Text>
          <ul data-testid="replenish-skipped">
            {answer.skipped.map((s) => (
              <li key={s.materialId}>
                {s.code || `#${s.materialId}`}：{s.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Modal>
  );
}

export const replenishmentList = defineServiceList<ReplenishmentRow, Filters>({
  testId: 'replenishment',
  load: (q) => Api.page([q], { ignoreError: true }),
  rowKey: 'materialId',
  filters: [
    { name: 'material', label: 'purchase.replenish.material', kind: 'text', width: 180 },
    { name: 'showAll', label: 'purchase.replenish.showAll', kind: 'switch' },
  ],
  mapFilters: ({ showAll, ...rest }) => ({ ...rest, onlyShort: !showAll }) as Filters,
  columns: [
    { title: 'purchase.replenish.code', field: 'code', width: 130 },
    { title: 'purchase.replenish.name', field: 'name', width: 150, ellipsis: true },
    { title: 'purchase.replenish.spec', field: 'spec', width: 110, ellipsis: true },
    { title: 'purchase.replenish.safeStock', field: 'safeStock', width: 100, align: 'right', render: (r) => qty(r.safeStock) },
    { title: 'purchase.replenish.available', field: 'available', width: 100, align: 'right' },
    { title: 'purchase.replenish.onOrder', field: 'onOrder', width: 100, align: 'right' },
    { title: 'purchase.replenish.demand', field: 'demand', width: 100, align: 'right' },
    { title: 'purchase.replenish.suggested', field: 'suggested', width: 110, align: 'right', render: (r) => <strong>{r.suggested}</strong> },
    { title: 'purchase.replenish.supplier', field: 'supplierName', width: 160, ellipsis: true, render: (r, t) => r.supplierName ?? <Typography.Text type="secondary">{t('purchase.replenish.noSupplier')}</Typography.Text> },
    { title: 'purchase.replenish.price', field: 'price', width: 90, align: 'right', render: (r) => qty(r.price) },
    { title: 'purchase.replenish.leadDays', field: 'leadDays', width: 80, align: 'right' },
    { title: 'purchase.replenish.needBy', field: 'needBy', width: 110 },
    {
      title: 'purchase.replenish.orderBy',
      field: 'orderBy',
      width: 110,
      render: (r, t) => (r.orderBy < today() ? <Typography.Text type="danger" title={t('purchase.replenish.late')}>{r.orderBy}</Typography.Text> : r.orderBy),
    },
  ],
  selection: { fn: 'purchase.replenishment.createOrders', disabled: (r) => r.suggested === '0' },
  toolbar: [
    {
      label: 'purchase.replenish.createOrders',
      fn: 'purchase.replenishment.createOrders',
      primary: true,
      confirm: (keys, t) => t('purchase.replenish.createAsk', { count: keys.length }),
      selected: (keys) => Api.createOrders([keys.map(Number)], { ignoreError: true }),
      showAnswer: (answer) => (props) => <MadeOrders answer={answer as ReplenishmentOrders} props={props} />,
      testId: 'replenishment-create',
    },
  ],
  table: { size: 'small', scroll: { x: 'max-content' } },
  totalText: 'purchase.replenish.total',
  failedText: 'purchase.replenish.failed',
});

export default function ReplenishmentPage() {
  return <ServiceListPage def={replenishmentList} />;
}
