// tenant/datashare (数据共享): read-only grants between tenants, 授权 (its own dialog) and 撤销授权.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DataShareView } from '../contracts';
import { defineServiceList } from '../../../src/templates/service-list/types';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { DataShareApi } from './api';
import { GrantShareModal } from './GrantShareModal';
import { TenantSelect, tenantLabel } from './TenantSelect';

function ReadOnlyTag({ readOnly }: { readOnly: boolean }) {
  const { t } = useTranslation();
  return readOnly ? <Tag color="blue">{t('tenantAdmin.share.readOnly')}</Tag> : null;
}

export const dataShareList = defineServiceList<DataShareView, { sourceTenantId?: string; targetTenantId?: string }>({
  testId: 'data-share',
  load: (q) => DataShareApi.list([q], { ignoreError: true }),
  filters: [
    { name: 'sourceTenantId', label: 'tenantAdmin.share.source', kind: 'custom', render: () => <TenantSelect /> },
    { name: 'targetTenantId', label: 'tenantAdmin.share.target', kind: 'custom', render: () => <TenantSelect /> },
  ],
  columns: [
    { title: 'tenantAdmin.share.source', key: 'source', render: (s) => tenantLabel({ code: s.sourceTenantCode, name: s.sourceTenantName }) },
    { title: 'tenantAdmin.share.target', key: 'target', render: (s) => tenantLabel({ code: s.targetTenantCode, name: s.targetTenantName }) },
    { title: 'tenantAdmin.share.entity', key: 'entity', width: 200, render: (s) => `${s.entityName}（${s.entityCode}）` },
    { title: 'tenantAdmin.share.readOnly', field: 'readOnly', width: 80, render: (s) => <ReadOnlyTag readOnly={s.readOnly} /> },
    { title: 'tenantAdmin.share.remark', field: 'remark' },
    { title: 'tenantAdmin.share.grantedBy', field: 'createName', width: 120 },
    { title: 'tenantAdmin.share.grantedAt', field: 'createDt', width: 180, render: 'time' },
  ],
  toolbar: [
    {
      label: 'tenantAdmin.share.grant',
      fn: 'tenant.datashare.create',
      icon: <PlusOutlined />,
      primary: true,
      modal: ({ open, onClose, onDone }) => <GrantShareModal open={open} onClose={onClose} onGranted={onDone} />,
      done: 'tenantAdmin.done',
    },
  ],
  rowActions: [
    {
      label: 'tenantAdmin.share.revoke',
      fn: 'tenant.datashare.delete',
      danger: true,
      confirm: (s, t) => t('tenantAdmin.share.revokeConfirm', { entity: s.entityName, source: s.sourceTenantName, target: s.targetTenantName }),
      run: (s) => DataShareApi.revoke([[s.id]], { ignoreError: true }),
      done: 'tenantAdmin.done',
    },
  ],
  actionsWidth: 110,
  totalText: 'tenantAdmin.total',
  failedText: 'tenantAdmin.failed',
});

export default function DataSharePage() {
  return <ServiceListPage def={dataShareList} />;
}
