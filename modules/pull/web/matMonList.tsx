// 物料监控's list as data: the released orders' material lines (pull.MatMon/page), shortages first and
// in red; the list page filters by order, line and material and opens an order's detail, the detail
// page shows one order's lines (its orderId is the call's filter).
import type { MatMonQuery, MatMonRow } from '../contracts';
import { type ColumnDef, defineServiceList, type FilterDef, type ServiceListDef } from '../../../src/templates/service-list/types';
import { MatMonApi } from './api';
import { MAT_MON_DETAIL_PAGE } from '../pages';

type Filters = Omit<MatMonQuery, 'page' | 'pageSize'>;

const qty = (field: keyof MatMonRow & string, width = 90): ColumnDef<MatMonRow> => ({ title: `pull.mon.${field}`, field, width, align: 'right' });

const detailOf = (row: MatMonRow) => `${MAT_MON_DETAIL_PAGE}?orderId=${row.orderId}`;

const ORDER_COLUMNS: ReadonlyArray<ColumnDef<MatMonRow>> = [
  { title: 'pull.mon.orderCode', field: 'orderCode', width: 150, link: detailOf },
  { title: 'pull.mon.orderState', field: 'orderState', width: 80 },
  { title: 'pull.mon.productName', field: 'productName', width: 140, ellipsis: true },
];

const LINE_COLUMNS: ReadonlyArray<ColumnDef<MatMonRow>> = [
  { title: 'pull.mon.processName', field: 'processName', width: 100 },
  { title: 'pull.mon.processUnitName', field: 'processUnitName', width: 130, ellipsis: true },
  { title: 'pull.mon.materialCode', field: 'materialCode', width: 110 },
  { title: 'pull.mon.materialName', field: 'materialName', width: 150, ellipsis: true },
  { title: 'pull.mon.unit', field: 'unit', width: 60 },
  qty('required'),
  qty('fed'),
  qty('returned'),
  qty('consumed'),
  qty('atLine'),
  qty('lineStock'),
  qty('onTheWay'),
  {
    title: 'pull.mon.shortage',
    key: 'shortage',
    width: 90,
    align: 'right',
    render: (r) => <span style={r.shortage !== '0' ? { color: '#cf1322', fontWeight: 600 } : undefined}>{r.shortage}</span>,
  },
];

const FILTERS: readonly FilterDef[] = [
  { name: 'orderCode', label: 'pull.mon.orderCode', kind: 'text' },
  { name: 'line', label: 'pull.mon.processUnitName', kind: 'text' },
  { name: 'material', label: 'pull.mon.material', kind: 'text' },
  { name: 'shortOnly', label: 'pull.mon.shortOnly', kind: 'switch' },
];

export const matMonList = defineServiceList<MatMonRow, Filters>({
  testId: 'mat-mon',
  load: (q) => MatMonApi.page([q], { ignoreError: true }),
  rowKey: 'key',
  notice: (a) => (Number(a.shortages) > 0 ? 'pull.mon.shortNotice' : null),
  filters: FILTERS,
  columns: [...ORDER_COLUMNS, ...LINE_COLUMNS],
  onOpen: detailOf,
  totalText: 'pull.mon.total',
  failedText: 'pull.mon.failed',
  table: { scroll: { x: 1700 } },
});

/** One order's lines (the detail page). */
export function orderLines(orderId: number): ServiceListDef<MatMonRow, Filters> {
  return defineServiceList<MatMonRow, Filters>({
    testId: 'mat-mon-detail',
    load: (q) => MatMonApi.page([{ ...q, orderId }], { ignoreError: true }),
    rowKey: 'key',
    filters: FILTERS.filter((f) => f.name === 'material' || f.name === 'shortOnly'),
    columns: LINE_COLUMNS,
    totalText: 'pull.mon.total',
    failedText: 'pull.mon.failed',
    table: { scroll: { x: 1300 } },
  });
}
