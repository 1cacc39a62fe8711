// tenant/tenant (租户列表): the tenants with filters, 新增 (the admin password shown once), 编辑,
// 锁定 / 解锁 (the platform tenant is never locked).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Select } from 'antd';
import { useState } from 'react';
import type { TenantCreated, TenantQuery, TenantView } from '../contracts';
import { currentLanguage } from '../../../src/i18n';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type ModalProps } from '../../../src/templates/service-list/types';
import { TenantApi } from './api';
import { CreatedTenantModal } from './CreatedTenantModal';
import { TenantFormModal } from './TenantFormModal';
import { PartyTypeTag, StatusTag } from './TenantTags';
import { tradeName, useTrades } from './useTrades';

type Filters = Omit<TenantQuery, 'page' | 'pageSize'>;
const PLATFORM_TENANT = '00000001';

/** The industries as a filter (antd passes value/onChange through). */
function IndustrySelect(props: { value?: string; onChange?: (v: string | undefined) => void }) {
  const trades = useTrades();
  const en = currentLanguage() === 'en_US';
  return <Select allowClear style={{ width: 160 }} options={trades.map((tr) => ({ value: tr.code, label: tradeName(tr, en) }))} {...props} />;
}

/** 新增 / 编辑: a new tenant's admin password is shown once after the save, over the reloaded list. */
function TenantDialog({ editing, onClose, onDone, reload }: ModalProps & { editing: TenantView | null }) {
  const [created, setCreated] = useState<TenantCreated | null>(null);
  return (
    <>
      <TenantFormModal
        open={!created}
        editing={editing}
        onClose={onClose}
        onSaved={onDone}
        onCreated={(c) => {
          setCreated(c);
          reload();
        }}
      />
      <CreatedTenantModal created={created} onClose={onClose} />
    </>
  );
}

const locking = (lock: boolean) => ({
  label: lock ? 'tenantAdmin.lock' : 'tenantAdmin.unlock',
  fn: lock ? 'tenant.tenant.lock' : 'tenant.tenant.unlock',
  danger: lock,
  visible: (r: TenantView) => (lock ? r.status === 0 && r.id !== PLATFORM_TENANT : r.status !== 0),
  confirm: (r: TenantView, t: (key: string, values?: Record<string, unknown>) => string) => t(lock ? 'tenantAdmin.lockConfirm' : 'tenantAdmin.unlockConfirm', { name: r.name }),
  run: (r: TenantView) => (lock ? TenantApi.lock : TenantApi.unlock)([[r.id]], { ignoreError: true }),
  done: 'tenantAdmin.done',
});

export const tenantList = defineServiceList<TenantView, Filters>({
  testId: 'tenant-list',
  load: (q) => TenantApi.summaryPage([q], { ignoreError: true }),
  filters: [
    { name: 'code', label: 'tenantAdmin.tenantCode', kind: 'text', width: 160 },
    { name: 'name', label: 'tenantAdmin.tenantName', kind: 'text', width: 200 },
    { name: 'industryCode', label: 'tenantAdmin.industry', kind: 'custom', render: () => <IndustrySelect /> },
    {
      name: 'status',
      label: 'tenantAdmin.status',
      kind: 'select',
      options: [
        { value: 0, label: 'tenantAdmin.normal' },
        { value: 1, label: 'tenantAdmin.locked' },
      ],
    },
  ],
  columns: [
    { title: 'tenantAdmin.tenantCode', field: 'code', width: 160 },
    { title: 'tenantAdmin.tenantName', field: 'name' },
    { title: 'tenantAdmin.industry', key: 'industry', width: 160, render: (r) => r.industryName ?? r.industryCode ?? '' },
    { title: 'tenantAdmin.partyType', field: 'partyType', width: 130, render: (r) => <PartyTypeTag partyType={r.partyType} /> },
    { title: 'tenantAdmin.status', field: 'status', width: 100, render: (r) => <StatusTag status={r.status} /> },
    { title: 'tenantAdmin.userCount', field: 'userCount', width: 90, align: 'right' },
    { title: 'tenantAdmin.createDt', field: 'createDt', width: 180, render: 'time' },
  ],
  toolbar: [{ label: 'templates.add', fn: 'tenant.tenant.create', icon: <PlusOutlined />, primary: true, modal: (p) => <TenantDialog {...p} editing={null} />, done: 'tenantAdmin.saved' }],
  rowActions: [
    { label: 'tenantAdmin.view', fn: 'tenant.tenant.view', open: (r) => `tenant/Detail?id=${r.id}` },
    { label: 'templates.edit', fn: 'tenant.tenant.update', modal: (r, p) => <TenantDialog {...p} editing={r} />, done: 'tenantAdmin.saved' },
    locking(true),
    locking(false),
  ],
  actionsWidth: 220,
  totalText: 'tenantAdmin.total',
  failedText: 'tenantAdmin.failed',
});

export default function TenantListPage() {
  return <ServiceListPage def={tenantList} />;
}
