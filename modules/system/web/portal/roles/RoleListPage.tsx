// system/Role (角色管理): the tenant's roles, paged and searchable (code or name, category), with
// 新增 / 编辑 (system/RoleDetail), 删除 (confirmed; a role some user holds is refused with the
// server's message) and 分配权限 (system/RoleAllocation) — each shown to a role holding its function.
// A second tab holds the permission definition tree (权限定义), which roles get values of.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Form, Input, Space, Table, type TableColumnsType, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleQuery, RoleView } from '../../../contracts/roles';
import { errorMessage } from '../../../../../src/api/errors';
import { usePermission } from '../../../../../src/engine/PermissionContext';
import { compact, usePaged } from '../../../../../src/templates/shared/usePaged';
import { useOpenPage } from '../../../../../src/templates/shared/useOpenPage';
import { RoleApi, ROLE_FUNCTIONS } from '../api';
import { RightsTreePanel } from '../rights/RightsTreePanel';

type Filters = Pick<RoleQuery, 'name' | 'category'>;

function RoleList() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const list = usePaged<RoleView, Filters>((q) => RoleApi.summaryPage([q], { ignoreError: true }), {});
  const [form] = Form.useForm<Filters>();

  const remove = (r: RoleView) =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('roles.deleteConfirm', { name: r.name }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await RoleApi.deleteById([r.id], { ignoreError: true });
          void message.success(t('roles.deleted'));
          list.reload();
        } catch (e) {
          void message.error(errorMessage(e, t('roles.failed')));
        }
      },
    });

  const columns: TableColumnsType<RoleView> = [
    { title: t('roles.code'), dataIndex: 'code', width: 140 },
    { title: t('roles.name'), dataIndex: 'name', width: 160 },
    { title: t('roles.category'), dataIndex: 'category', width: 120 },
    { title: t('roles.level'), dataIndex: 'level', width: 70 },
    { title: t('roles.dataScope'), dataIndex: 'dataScope', width: 150, render: (s: string) => t(`roles.scopes.${s}`) },
    { title: t('roles.defaultTag'), dataIndex: 'defaultTag', width: 90, render: (d: boolean) => (d ? <Tag color="blue">{t('roles.default')}</Tag> : null) },
    {
      title: t('roles.status'),
      dataIndex: 'statusDict',
      width: 80,
      render: (s: number) => (s === 1 ? <Tag color="red">{t('roles.disabled')}</Tag> : <Tag color="green">{t('roles.enabled')}</Tag>),
    },
    { title: t('roles.userCount'), dataIndex: 'userCount', width: 80 },
    {
      title: t('roles.actions'),
      key: 'actions',
      width: 220,
      render: (_, r) => (
        <Space size={0}>
          {can(ROLE_FUNCTIONS.update) ? (
            <Button type="link" size="small" onClick={() => open(`system/RoleDetail?id=${r.id}`)}>
              {t('templates.edit')}
            </Button>
          ) : null}
          {can(ROLE_FUNCTIONS.allocate) ? (
            <Button type="link" size="small" onClick={() => open(`system/RoleAllocation?roleId=${r.id}`)} data-testid={`allocate-${r.code}`}>
              {t('roles.allocate')}
            </Button>
          ) : null}
          {can(ROLE_FUNCTIONS.delete) ? (
            <Button type="link" size="small" danger onClick={() => remove(r)} data-testid={`delete-${r.code}`}>
              {t('roles.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <>
      <Form form={form} layout="inline" onFinish={(v) => list.search(compact(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="name" label={t('roles.keyword')}>
          <Input allowClear style={{ width: 180 }} data-testid="role-keyword" />
        </Form.Item>
        <Form.Item name="category" label={t('roles.category')}>
          <Input allowClear style={{ width: 140 }} />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            {t('roles.search')}
          </Button>
          <Button onClick={() => (form.resetFields(), list.search({}))}>{t('roles.reset')}</Button>
          {can(ROLE_FUNCTIONS.create) ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => open('system/RoleDetail')} data-testid="add-role">
              {t('templates.add')}
            </Button>
          ) : null}
        </Space>
      </Form>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<RoleView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        data-testid="role-table"
        scroll={{ x: 'max-content' }}
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: true, showTotal: (total) => t('roles.total', { total }), onChange: list.setPage }}
      />
    </>
  );
}

export default function RoleListPage() {
  const { t } = useTranslation();
  const [tab, setTab] = useState('roles');
  return (
    <Card variant="borderless" data-testid="role-list-page">
      <Tabs
        activeKey={tab}
        onChange={setTab}
        destroyOnHidden
        items={[
          { key: 'roles', label: t('roles.listTab'), children: <RoleList /> },
          { key: 'rights', label: t('rights.title'), children: <RightsTreePanel /> },
        ]}
      />
    </Card>
  );
}
