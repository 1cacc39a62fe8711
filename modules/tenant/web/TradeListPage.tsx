// tenant/tradelist (行业管理): industries and the party-type label each gives; 新增 / 编辑 in the
// list's form, 删除 only of an industry no tenant has.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { TradeView } from '../contracts';
import { defineServiceList } from '../../../src/templates/service-list/types';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { TradeApi } from './api';
import { PartyTypeTag } from './TenantTags';
import { tradeForm } from './tradeForm';

export const tradeList = defineServiceList<TradeView, { text?: string }>({
  testId: 'trade-list',
  load: (q) => TradeApi.summaryPage([q], { ignoreError: true }),
  search: { placeholder: 'tenantAdmin.trade.searchPlaceholder', toFilters: (text) => (text ? { text } : {}) },
  columns: [
    { title: 'tenantAdmin.trade.code', field: 'code', width: 200 },
    { title: 'tenantAdmin.trade.name', field: 'name' },
    { title: 'tenantAdmin.trade.nameEn', field: 'nameEn' },
    { title: 'tenantAdmin.partyType', field: 'partyType', width: 150, render: (r) => <PartyTypeTag partyType={r.partyType} /> },
    { title: 'tenantAdmin.trade.tenantCount', field: 'tenantCount', width: 90, align: 'right' },
  ],
  toolbar: [{ label: 'templates.add', fn: 'tenant.tradelist.create', icon: <PlusOutlined />, add: true }],
  rowActions: [
    { label: 'tenantAdmin.view', open: (r) => `tenant/TradeDetail?id=${r.id}` },
    { label: 'templates.edit', fn: 'tenant.tradelist.update', edit: true },
    {
      label: 'templates.delete',
      fn: 'tenant.tradelist.delete',
      danger: true,
      disabled: (r) => r.tenantCount > 0,
      confirm: (r, t) => t('tenantAdmin.trade.removeConfirm', { name: r.name }),
      run: (r) => TradeApi.remove([[r.id]], { ignoreError: true }),
      done: 'templates.deleted',
    },
  ],
  actionsWidth: 200,
  form: tradeForm,
  totalText: 'tenantAdmin.total',
  failedText: 'tenantAdmin.failed',
});

export default function TradeListPage() {
  return <ServiceListPage def={tradeList} />;
}
