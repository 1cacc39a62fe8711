import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Form, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataShareView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { DataShareApi } from './api';
import { GrantShareModal } from './GrantShareModal';
import { TenantSelect, tenantLabel } from './TenantSelect';
import { formatTime } from './TenantTags';
import { compact, usePaged } from '../../../src/templates/shared/usePaged';

type Filters = { sourceTenantId?: string; targetTenantId?: string };

/** tenant/datashare (数据共享): read-only grants between tenants, 授权 and 撤销授权. */
export default function DataSharePage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const list = usePaged<DataShareView, Filters>((q) => DataShareApi.list([q], { ignoreError: true }), {});
  const [form] = Form.useForm<Filters>();
  const [granting, setGranting] = useState(false);

  const revoke = (s: DataShareView) =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('tenantAdmin.share.revokeConfirm', { entity: s.entityName, source: s.sourceTenantName, target: s.targetTenantName }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await DataShareApi.revoke([[s.id]], { ignoreError: true });
          void message.success(t('tenantAdmin.done'));
          list.reload();
        } catch (e) {
          void message.error(errorMessage(e, t('tenantAdmin.failed')));
        }
      },
    });

  const columns: TableColumnsType<DataShareView> = [
    { title: t('tenantAdmin.share.source'), key: 'source', render: (_, s) => tenantLabel({ code: s.sourceTenantCode, name: s.sourceTenantName }) },
    { title: t('tenantAdmin.share.target'), key: 'target', render: (_, s) => tenantLabel({ code: s.targetTenantCode, name: s.targetTenantName }) },
    { title: t('tenantAdmin.share.entity'), key: 'entity', width: 200, render: (_, s) => `${s.entityName}（${s.entityCode}）` },
    { title: t('tenantAdmin.share.readOnly'), dataIndex: 'readOnly', width: 80, render: (r: boolean) => (r ? <Tag color="blue">{t('tenantAdmin.share.readOnly')}</Tag> : null) },
    { title: t('tenantAdmin.share.remark'), dataIndex: 'remark' },
    { title: t('tenantAdmin.share.grantedBy'), dataIndex: 'createName', width: 120 },
    { title: t('tenantAdmin.share.grantedAt'), dataIndex: 'createDt', width: 180, render: formatTime },
    {
      title: t('tenantAdmin.actions'),
      key: 'actions',
      width: 110,
      render: (_, s) =>
        can('tenant.datashare.delete') ? (
          <Button type="link" size="small" danger onClick={() => revoke(s)}>
            {t('tenantAdmin.share.revoke')}
          </Button>
        ) : null,
    },
  ];

  return (
    <Card variant="borderless" data-testid="data-share-page">
      <Form form={form} name="shareFilter" layout="inline" onFinish={(v) => list.search(compact(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="sourceTenantId" label={t('tenantAdmin.share.source')}>
          <TenantSelect />
        </Form.Item>
        <Form.Item name="targetTenantId" label={t('tenantAdmin.share.target')}>
          <TenantSelect />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('tenantAdmin.search')}
          </Button>
          <Button onClick={() => (form.resetFields(), list.search({}))}>{t('tenantAdmin.reset')}</Button>
          {can('tenant.datashare.create') ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setGranting(true)}>
              {t('tenantAdmin.share.grant')}
            </Button>
          ) : null}
        </Space>
      </Form>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<DataShareView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showTotal: (total) => t('tenantAdmin.total', { total }), onChange: list.setPage }}
      />
      <GrantShareModal
        open={granting}
        onClose={() => setGranting(false)}
        onGranted={() => {
          setGranting(false);
          void message.success(t('tenantAdmin.done'));
          list.reload();
        }}
      />
    </Card>
  );
}
