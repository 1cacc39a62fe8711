import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TenantCreated, TenantQuery, TenantView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { currentLanguage } from '../../../src/i18n';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { TenantApi } from './api';
import { CreatedTenantModal } from './CreatedTenantModal';
import { TenantFormModal } from './TenantFormModal';
import { formatTime, PartyTypeTag, StatusTag } from './TenantTags';
import { compact, usePaged } from '../../../src/templates/shared/usePaged';
import { tradeName, useTrades } from './useTrades';

type Filters = Omit<TenantQuery, 'page' | 'pageSize'>;

/** tenant/tenant (租户列表): the tenants with filters, 新增 (the admin password shown once), 编辑, 锁定 / 解锁. */
export default function TenantListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const trades = useTrades();
  const en = currentLanguage() === 'en_US';
  const list = usePaged<TenantView, Filters>((q) => TenantApi.summaryPage([q], { ignoreError: true }), {});
  const [form] = Form.useForm<Filters>();
  const [editing, setEditing] = useState<TenantView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [created, setCreated] = useState<TenantCreated | null>(null);

  const setLocked = (tenant: TenantView, lock: boolean) =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t(lock ? 'tenantAdmin.lockConfirm' : 'tenantAdmin.unlockConfirm', { name: tenant.name }),
      okText: t('common.ok'),
      okButtonProps: { danger: lock },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await (lock ? TenantApi.lock : TenantApi.unlock)([[tenant.id]], { ignoreError: true });
          void message.success(t('tenantAdmin.done'));
          list.reload();
        } catch (e) {
          void message.error(errorMessage(e, t('tenantAdmin.failed')));
        }
      },
    });

  const columns: TableColumnsType<TenantView> = [
    { title: t('tenantAdmin.tenantCode'), dataIndex: 'code', width: 160 },
    { title: t('tenantAdmin.tenantName'), dataIndex: 'name' },
    { title: t('tenantAdmin.industry'), key: 'industry', width: 160, render: (_, r) => r.industryName ?? r.industryCode ?? '' },
    { title: t('tenantAdmin.partyType'), dataIndex: 'partyType', width: 130, render: (p: TenantView['partyType']) => <PartyTypeTag partyType={p} /> },
    { title: t('tenantAdmin.status'), dataIndex: 'status', width: 100, render: (s: number) => <StatusTag status={s} /> },
    { title: t('tenantAdmin.userCount'), dataIndex: 'userCount', width: 90, align: 'right' },
    { title: t('tenantAdmin.createDt'), dataIndex: 'createDt', width: 180, render: formatTime },
    {
      title: t('tenantAdmin.actions'),
      key: 'actions',
      width: 220,
      render: (_, r) => (
        <Space size={0}>
          {can('tenant.tenant.view') ? (
            <Button type="link" size="small" onClick={() => open(`tenant/Detail?id=${r.id}`)}>
              {t('tenantAdmin.view')}
            </Button>
          ) : null}
          {can('tenant.tenant.update') ? (
            <Button type="link" size="small" onClick={() => (setEditing(r), setFormOpen(true))}>
              {t('templates.edit')}
            </Button>
          ) : null}
          {r.status === 0 && can('tenant.tenant.lock') && r.id !== '00000001' ? (
            <Button type="link" size="small" danger onClick={() => setLocked(r, true)}>
              {t('tenantAdmin.lock')}
            </Button>
          ) : null}
          {r.status !== 0 && can('tenant.tenant.unlock') ? (
            <Button type="link" size="small" onClick={() => setLocked(r, false)}>
              {t('tenantAdmin.unlock')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="tenant-list-page">
      <Form form={form} name="tenantFilter" layout="inline" onFinish={(v) => list.search(compact(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="code" label={t('tenantAdmin.tenantCode')}>
          <Input allowClear style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="name" label={t('tenantAdmin.tenantName')}>
          <Input allowClear style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="industryCode" label={t('tenantAdmin.industry')}>
          <Select allowClear style={{ width: 160 }} options={trades.map((tr) => ({ value: tr.code, label: tradeName(tr, en) }))} />
        </Form.Item>
        <Form.Item name="status" label={t('tenantAdmin.status')}>
          <Select allowClear style={{ width: 120 }} options={[{ value: 0, label: t('tenantAdmin.normal') }, { value: 1, label: t('tenantAdmin.locked') }]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('tenantAdmin.search')}
          </Button>
          <Button onClick={() => (form.resetFields(), list.search({}))}>{t('tenantAdmin.reset')}</Button>
          {can('tenant.tenant.create') ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => (setEditing(null), setFormOpen(true))}>
              {t('templates.add')}
            </Button>
          ) : null}
        </Space>
      </Form>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<TenantView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        data-testid="tenant-table"
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: true, showTotal: (total) => t('tenantAdmin.total', { total }), onChange: list.setPage }}
      />
      <TenantFormModal
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onSaved={() => {
          setFormOpen(false);
          void message.success(t('tenantAdmin.saved'));
          list.reload();
        }}
        onCreated={(c) => {
          setFormOpen(false);
          setCreated(c);
          list.reload();
        }}
      />
      <CreatedTenantModal created={created} onClose={() => setCreated(null)} />
    </Card>
  );
}
