import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganView, OrgTreeNode } from '../../contracts/organisation';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { OrganApi } from '../api';
import { OrganFormModal } from './OrganFormModal';

type Row = OrganView & { key: string; children?: Row[] };

const rowsOf = (nodes: OrgTreeNode[]): Row[] =>
  nodes.map((n) => {
    const children = rowsOf(n.children.filter((c) => c.type === 1));
    return { ...(n.item as OrganView), key: n.key, ...(children.length ? { children } : {}) };
  });

/** system/Organ (组织机构): the organisations as a tree table; add (also below one), edit, enable, disable, delete. */
export default function OrganPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const [tree, setTree] = useState<OrgTreeNode[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [form, setForm] = useState<{ editing: OrganView | null; parentId: number | null } | null>(null);

  const load = useCallback(() => {
    setLoading(true);
    OrganApi.getAll([], { ignoreError: true }).then(
      (nodes) => {
        setTree(nodes);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (isCancelled(e)) return;
        setError(errorMessage(e, t('systemAdmin.loadFailed')));
        setLoading(false);
      },
    );
  }, [t]);
  useEffect(load, [load]);

  const act = async (work: () => Promise<unknown>, done = t('systemAdmin.done')) => {
    try {
      await work();
      void message.success(done);
      load();
    } catch (e) {
      void message.error(errorMessage(e, t('systemAdmin.failed')));
    }
  };

  const columns: TableColumnsType<Row> = [
    { title: t('systemAdmin.organName'), dataIndex: 'name' },
    { title: t('systemAdmin.organCode'), dataIndex: 'code', width: 160 },
    { title: t('systemAdmin.functions'), key: 'functions', render: (_, r) => r.functions.map((f) => <Tag key={f}>{t(`systemAdmin.${f}`)}</Tag>) },
    {
      title: t('systemAdmin.state'),
      dataIndex: 'statusDict',
      width: 90,
      render: (s: number) => (s === 1 ? <Tag color="red">{t('systemAdmin.disabled')}</Tag> : <Tag color="green">{t('systemAdmin.started')}</Tag>),
    },
    {
      title: t('systemAdmin.actions'),
      key: 'actions',
      width: 300,
      render: (_, r) => (
        <Space size={0}>
          {can('system.organ.update') ? (
            <Button type="link" size="small" onClick={() => setForm({ editing: r, parentId: r.parentId })}>
              {t('templates.edit')}
            </Button>
          ) : null}
          {can('system.organ.create') ? (
            <Button type="link" size="small" onClick={() => setForm({ editing: null, parentId: r.id })}>
              {t('systemAdmin.addChildOrgan')}
            </Button>
          ) : null}
          {r.statusDict === 1 && can('system.organ.enable') ? (
            <Button type="link" size="small" onClick={() => void act(() => OrganApi.updateStatus([r.id, 0], { ignoreError: true }))}>
              {t('systemAdmin.enable')}
            </Button>
          ) : null}
          {r.statusDict === 0 && can('system.organ.disable') ? (
            <Button type="link" size="small" danger onClick={() => void act(() => OrganApi.updateStatus([r.id, 1], { ignoreError: true }))}>
              {t('systemAdmin.disable')}
            </Button>
          ) : null}
          {can('system.organ.delete') ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                modal.confirm({
                  title: t('templates.confirmTitle'),
                  content: t('systemAdmin.deleteOneConfirm', { name: r.name }),
                  okText: t('common.ok'),
                  okButtonProps: { danger: true },
                  cancelText: t('common.cancel'),
                  onOk: () => act(() => OrganApi.delete([r.id], { ignoreError: true }), t('systemAdmin.deleted')),
                })
              }
            >
              {t('systemAdmin.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="organ-page">
      {can('system.organ.create') ? (
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setForm({ editing: null, parentId: null })}>
          {t('templates.add')}
        </Button>
      ) : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Table<Row>
        key={loading ? 'loading' : 'ready'}
        rowKey="key"
        size="middle" columns={columns} dataSource={rowsOf(tree)} loading={loading} pagination={false} expandable={{ defaultExpandAllRows: true }} />
      <OrganFormModal
        open={!!form}
        editing={form?.editing ?? null}
        parentId={form?.parentId ?? null}
        tree={tree}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          void message.success(t('systemAdmin.saved'));
          load();
        }}
      />
    </Card>
  );
}
