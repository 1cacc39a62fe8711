import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Input, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TradeView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { TradeApi } from './api';
import { PartyTypeTag } from './TenantTags';
import { TradeFormModal } from './TradeFormModal';
import { usePaged } from '../../../src/templates/shared/usePaged';

/** tenant/tradelist (行业管理): industries and the party-type label each gives. */
export default function TradeListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const list = usePaged<TradeView, { text?: string }>((q) => TradeApi.summaryPage([q], { ignoreError: true }), {});
  const [editing, setEditing] = useState<TradeView | null>(null);
  const [formOpen, setFormOpen] = useState(false);

  const remove = (trade: TradeView) =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('tenantAdmin.trade.removeConfirm', { name: trade.name }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await TradeApi.remove([[trade.id]], { ignoreError: true });
          void message.success(t('templates.deleted'));
          list.reload();
        } catch (e) {
          void message.error(errorMessage(e, t('tenantAdmin.failed')));
        }
      },
    });

  const columns: TableColumnsType<TradeView> = [
    { title: t('tenantAdmin.trade.code'), dataIndex: 'code', width: 200 },
    { title: t('tenantAdmin.trade.name'), dataIndex: 'name' },
    { title: t('tenantAdmin.trade.nameEn'), dataIndex: 'nameEn' },
    { title: t('tenantAdmin.partyType'), dataIndex: 'partyType', width: 150, render: (p: TradeView['partyType']) => <PartyTypeTag partyType={p} /> },
    { title: t('tenantAdmin.trade.tenantCount'), dataIndex: 'tenantCount', width: 90, align: 'right' },
    {
      title: t('tenantAdmin.actions'),
      key: 'actions',
      width: 200,
      render: (_, r) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(`tenant/TradeDetail?id=${r.id}`)}>
            {t('tenantAdmin.view')}
          </Button>
          {can('tenant.tradelist.update') ? (
            <Button type="link" size="small" onClick={() => (setEditing(r), setFormOpen(true))}>
              {t('templates.edit')}
            </Button>
          ) : null}
          {can('tenant.tradelist.delete') ? (
            <Button type="link" size="small" danger disabled={r.tenantCount > 0} onClick={() => remove(r)}>
              {t('templates.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="trade-list-page">
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search allowClear placeholder={t('tenantAdmin.trade.searchPlaceholder')} onSearch={(text) => list.search(text.trim() ? { text } : {})} style={{ width: 260 }} />
        {can('tenant.tradelist.create') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => (setEditing(null), setFormOpen(true))}>
            {t('templates.add')}
          </Button>
        ) : null}
      </Space>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<TradeView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showTotal: (total) => t('tenantAdmin.total', { total }), onChange: list.setPage }}
      />
      <TradeFormModal
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onSaved={() => {
          setFormOpen(false);
          void message.success(t('tenantAdmin.saved'));
          list.reload();
        }}
      />
    </Card>
  );
}
