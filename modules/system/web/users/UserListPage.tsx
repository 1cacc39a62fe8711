import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleView } from '../../contracts/roles';
import type { UserQuery, UserView } from '../../contracts/users';
import { errorMessage } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { UserApi, RoleApi } from '../api';
import { compact, usePaged } from '../../../../src/templates/shared/usePaged';
import { ImportUsersButton } from './ImportUsersButton';
import { PasswordModal, type ShownPasswords } from './PasswordModal';
import { UserFormModal } from './UserFormModal';

type Filters = Pick<UserQuery, 'value' | 'state' | 'roleId'>;

/**
 * system/User (用户管理): the tenant's users with their roles; 新增 / 编辑 (roles and the default one),
 * 锁定 / 解锁, 重置密码 (the generated password shown once), 删除 and 导入 — each shown only to a role
 * holding its operation code (portal.user.*).
 */
export default function UserListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const list = usePaged<UserView, Filters>((q) => UserApi.listPage([q], { ignoreError: true }), {});
  const [form] = Form.useForm<Filters>();
  const [roles, setRoles] = useState<RoleView[]>([]);
  const [editing, setEditing] = useState<UserView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [shown, setShown] = useState<ShownPasswords | null>(null);

  useEffect(() => {
    RoleApi.getList([], { ignoreError: true }).then(setRoles, () => setRoles([]));
  }, []);

  const confirmThen = (content: string, danger: boolean, work: () => Promise<void>) =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content,
      okText: t('common.ok'),
      okButtonProps: { danger },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await work();
          list.reload();
        } catch (e) {
          void message.error(errorMessage(e, t('systemAdmin.failed')));
        }
      },
    });

  const setLocked = (u: UserView, lock: boolean) =>
    confirmThen(t(lock ? 'systemAdmin.lockConfirm' : 'systemAdmin.unlockConfirm', { name: u.name }), lock, async () => {
      await (lock ? UserApi.lock : UserApi.unlock)([[u.id]], { ignoreError: true });
      void message.success(t('systemAdmin.done'));
    });

  const reset = (u: UserView) =>
    confirmThen(t('systemAdmin.resetConfirm', { name: u.name }), true, async () => {
      const answer = await UserApi.resetPassword([u.id], { ignoreError: true });
      if (answer.password) setShown({ one: { code: u.code, password: answer.password } });
    });

  const setDefault = (u: UserView, r: { id: number; name: string }) =>
    confirmThen(t('systemAdmin.setDefaultConfirm', { role: r.name, name: u.name }), false, async () => {
      await UserApi.setDefaultRole([u.id, r.id], { ignoreError: true });
      void message.success(t('systemAdmin.done'));
    });

  const remove = (ids: number[], content: string) =>
    confirmThen(content, true, async () => {
      await UserApi.batchRemove([ids], { ignoreError: true });
      setSelected([]);
      void message.success(t('systemAdmin.deleted'));
    });

  const columns: TableColumnsType<UserView> = [
    { title: t('systemAdmin.code'), dataIndex: 'code', width: 140 },
    { title: t('systemAdmin.name'), dataIndex: 'name', width: 140 },
    { title: t('systemAdmin.person'), key: 'person', width: 160, render: (_, u) => (u.personName ? `${u.personName}（${u.personCode}）` : '') },
    { title: t('systemAdmin.organ'), dataIndex: 'organName', width: 200 },
    {
      title: t('systemAdmin.roles'),
      key: 'roles',
      // the default role is blue; with 设为默认角色, another role's tag makes it the default
      render: (_, u) =>
        u.roles.map((r) =>
          r.id !== u.defaultRoleId && can('portal.user.setDefault') ? (
            <Tag key={r.id} title={t('systemAdmin.setDefaultHint')} style={{ cursor: 'pointer' }} onClick={() => setDefault(u, r)} data-testid={`set-default-${u.code}-${r.id}`}>
              {r.name}
            </Tag>
          ) : (
            <Tag key={r.id} color={r.id === u.defaultRoleId ? 'blue' : undefined}>
              {r.name}
            </Tag>
          ),
        ),
    },
    { title: t('systemAdmin.kind'), dataIndex: 'kind', width: 110, render: (k: number) => (k === 1 ? t('systemAdmin.administrator') : t('systemAdmin.normalUser')) },
    {
      title: t('systemAdmin.state'),
      dataIndex: 'state',
      width: 90,
      render: (s: number) => (s === 1 ? <Tag color="red">{t('systemAdmin.restricted')}</Tag> : <Tag color="green">{t('systemAdmin.normal')}</Tag>),
    },
    {
      title: t('systemAdmin.actions'),
      key: 'actions',
      width: 260,
      render: (_, u) => (
        <Space size={0}>
          {can('portal.user.update') ? (
            <Button type="link" size="small" onClick={() => (setEditing(u), setFormOpen(true))}>
              {t('templates.edit')}
            </Button>
          ) : null}
          {u.state === 0 && can('portal.user.lock') ? (
            <Button type="link" size="small" danger onClick={() => setLocked(u, true)}>
              {t('systemAdmin.lock')}
            </Button>
          ) : null}
          {u.state === 1 && can('portal.user.unlock') ? (
            <Button type="link" size="small" onClick={() => setLocked(u, false)}>
              {t('systemAdmin.unlock')}
            </Button>
          ) : null}
          {can('portal.user.resetPwd') ? (
            <Button type="link" size="small" onClick={() => reset(u)}>
              {t('systemAdmin.resetPwd')}
            </Button>
          ) : null}
          {can('portal.user.delete') ? (
            <Button type="link" size="small" danger onClick={() => remove([u.id], t('systemAdmin.deleteOneConfirm', { name: u.name }))}>
              {t('systemAdmin.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="user-list-page">
      <Form form={form} layout="inline" onFinish={(v) => list.search(compact(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="value" label={t('systemAdmin.keyword')}>
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="roleId" label={t('systemAdmin.roles')}>
          <Select allowClear style={{ width: 160 }} options={roles.map((r) => ({ value: r.id, label: r.name }))} />
        </Form.Item>
        <Form.Item name="state" label={t('systemAdmin.state')}>
          <Select
            allowClear
            style={{ width: 120 }}
            options={[
              { value: 0, label: t('systemAdmin.normal') },
              { value: 1, label: t('systemAdmin.restricted') },
            ]}
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit">
            {t('systemAdmin.search')}
          </Button>
          <Button onClick={() => (form.resetFields(), list.search({}))}>{t('systemAdmin.reset')}</Button>
          {can('portal.user.create') ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => (setEditing(null), setFormOpen(true))}>
              {t('templates.add')}
            </Button>
          ) : null}
          {can('portal.user.delete') ? (
            <Button danger disabled={!selected.length} onClick={() => remove(selected, t('systemAdmin.deleteConfirm', { count: selected.length }))}>
              {t('systemAdmin.deleteSelected')}
            </Button>
          ) : null}
          {can('portal.user.create') ? <ImportUsersButton onImported={list.reload} onPasswords={(many) => setShown({ many })} /> : null}
        </Space>
      </Form>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<UserView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        data-testid="user-table"
        rowSelection={can('portal.user.delete') ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(Number)) } : undefined}
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: true, showTotal: (total) => t('systemAdmin.total', { total }), onChange: list.setPage }}
      />
      <UserFormModal
        open={formOpen}
        editing={editing}
        roles={roles}
        onClose={() => setFormOpen(false)}
        onSaved={(saved) => {
          setFormOpen(false);
          void message.success(t('systemAdmin.saved'));
          if (saved.password) setShown({ one: { code: saved.code, password: saved.password } });
          list.reload();
        }}
      />
      <PasswordModal shown={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
