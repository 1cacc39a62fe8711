// system/User (用户管理): the tenant's users with their roles; 新增 / 编辑 (roles and the default one),
// 锁定 / 解锁, 重置密码 (the generated password shown once), 删除 (also of the ticked users), 导入 and a
// role tag that makes that role the default — each shown only to a role holding its operation code
// (portal.user.*).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { App, Select, Tag } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleView } from '../../contracts/roles';
import type { UserQuery, UserView } from '../../contracts/users';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type ModalProps, type RowAction } from '../../../../src/templates/service-list/types';
import { RoleApi, UserApi } from '../api';
import { ImportUsersButton } from './ImportUsersButton';
import { PasswordModal, type ShownPasswords } from './PasswordModal';
import { UserFormModal } from './UserFormModal';

type Filters = Pick<UserQuery, 'value' | 'state' | 'roleId'>;
type Password = { code: string; password: string };

/** 新增 / 编辑: a password the server generated for a new user is shown once, over the reloaded list. */
function UserDialog({ editing, roles, onClose, onDone, reload }: ModalProps & { editing: UserView | null; roles: RoleView[] }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [shown, setShown] = useState<ShownPasswords | null>(null);
  return (
    <>
      <UserFormModal
        open={!shown}
        editing={editing}
        roles={roles}
        onClose={onClose}
        onSaved={(saved) => {
          if (!saved.password) return onDone();
          void message.success(t('systemAdmin.saved'));
          setShown({ one: { code: saved.code, password: saved.password } });
          reload();
        }}
      />
      <PasswordModal shown={shown} onClose={onClose} />
    </>
  );
}

/** 导入, then the passwords generated for imported users, shown once. */
function ImportUsers({ changed }: { changed: () => void }) {
  const [many, setMany] = useState<Password[] | null>(null);
  return (
    <>
      <ImportUsersButton onImported={changed} onPasswords={setMany} />
      <PasswordModal shown={many ? { many } : null} onClose={() => setMany(null)} />
    </>
  );
}

const locking = (lock: boolean): RowAction<UserView> => ({
  label: lock ? 'systemAdmin.lock' : 'systemAdmin.unlock',
  fn: lock ? 'portal.user.lock' : 'portal.user.unlock',
  danger: lock,
  visible: (u) => u.state === (lock ? 0 : 1),
  confirm: (u, t) => t(lock ? 'systemAdmin.lockConfirm' : 'systemAdmin.unlockConfirm', { name: u.name }),
  run: (u) => (lock ? UserApi.lock : UserApi.unlock)([[u.id]], { ignoreError: true }),
  done: 'systemAdmin.done',
});

const setDefault = (role: { id: number; name: string }): RowAction<UserView> => ({
  label: 'systemAdmin.setDefaultHint',
  confirm: (u, t) => t('systemAdmin.setDefaultConfirm', { role: role.name, name: u.name }),
  run: (u) => UserApi.setDefaultRole([u.id, role.id], { ignoreError: true }),
  done: 'systemAdmin.done',
});

/** The list over the tenant's roles (the role filter and the form pick from them); `canSetDefault`: a role tag makes that role the default. */
function userList(roles: RoleView[], canSetDefault: boolean) {
  const dialog = (editing: UserView | null, p: ModalProps) => <UserDialog {...p} editing={editing} roles={roles} />;
  return defineServiceList<UserView, Filters>({
    testId: 'user-list',
    load: (q) => UserApi.listPage([q], { ignoreError: true }),
    filters: [
      { name: 'value', label: 'systemAdmin.keyword', kind: 'text', width: 180 },
      { name: 'roleId', label: 'systemAdmin.roles', kind: 'custom', render: () => <Select allowClear style={{ width: 160 }} options={roles.map((r) => ({ value: r.id, label: r.name }))} /> },
      {
        name: 'state',
        label: 'systemAdmin.state',
        kind: 'select',
        options: [
          { value: 0, label: 'systemAdmin.normal' },
          { value: 1, label: 'systemAdmin.restricted' },
        ],
      },
    ],
    columns: [
      { title: 'systemAdmin.code', field: 'code', width: 140 },
      { title: 'systemAdmin.name', field: 'name', width: 140 },
      { title: 'systemAdmin.person', key: 'person', width: 160, render: (u) => (u.personName ? `${u.personName}（${u.personCode}）` : '') },
      { title: 'systemAdmin.organ', field: 'organName', width: 200 },
      {
        title: 'systemAdmin.roles',
        key: 'roles',
        // the default role is blue; with 设为默认角色, another role's tag makes it the default
        render: (u, t, act) =>
          u.roles.map((r) =>
            r.id !== u.defaultRoleId && canSetDefault ? (
              <Tag key={r.id} title={t('systemAdmin.setDefaultHint')} style={{ cursor: 'pointer' }} onClick={() => act(setDefault(r))} data-testid={`set-default-${u.code}-${r.id}`}>
                {r.name}
              </Tag>
            ) : (
              <Tag key={r.id} color={r.id === u.defaultRoleId ? 'blue' : undefined}>
                {r.name}
              </Tag>
            ),
          ),
      },
      { title: 'systemAdmin.kind', field: 'kind', width: 110, render: (u, t) => t(u.kind === 1 ? 'systemAdmin.administrator' : 'systemAdmin.normalUser') },
      { title: 'systemAdmin.state', field: 'state', width: 90, render: (u, t) => (u.state === 1 ? <Tag color="red">{t('systemAdmin.restricted')}</Tag> : <Tag color="green">{t('systemAdmin.normal')}</Tag>) },
    ],
    selection: { fn: 'portal.user.delete' },
    toolbar: [
      { label: 'templates.add', fn: 'portal.user.create', icon: <PlusOutlined />, primary: true, modal: (p) => dialog(null, p), done: 'systemAdmin.saved' },
      {
        label: 'systemAdmin.deleteSelected',
        fn: 'portal.user.delete',
        danger: true,
        confirm: (ids, t) => t('systemAdmin.deleteConfirm', { count: ids.length }),
        selected: (ids) => UserApi.batchRemove([ids.map(Number)], { ignoreError: true }),
        done: 'systemAdmin.deleted',
      },
      { label: 'templates.import', fn: 'portal.user.create', render: ({ changed }) => <ImportUsers changed={changed} /> },
    ],
    rowActions: [
      { label: 'templates.edit', fn: 'portal.user.update', modal: dialog, done: 'systemAdmin.saved' },
      locking(true),
      locking(false),
      {
        label: 'systemAdmin.resetPwd',
        fn: 'portal.user.resetPwd',
        confirmDanger: true,
        confirm: (u, t) => t('systemAdmin.resetConfirm', { name: u.name }),
        run: (u) => UserApi.resetPassword([u.id], { ignoreError: true }),
        showAnswer: (answer, u) => {
          const { password } = answer as { password?: string };
          return password ? (p) => <PasswordModal shown={{ one: { code: u.code, password } }} onClose={p.onClose} /> : null;
        },
      },
      {
        label: 'systemAdmin.delete',
        fn: 'portal.user.delete',
        danger: true,
        confirm: (u, t) => t('systemAdmin.deleteOneConfirm', { name: u.name }),
        run: (u) => UserApi.batchRemove([[u.id]], { ignoreError: true }),
        done: 'systemAdmin.deleted',
      },
    ],
    actionsWidth: 260,
    totalText: 'systemAdmin.total',
    failedText: 'systemAdmin.failed',
  });
}

export default function UserListPage() {
  const can = usePermission();
  const canSetDefault = can('portal.user.setDefault');
  const [roles, setRoles] = useState<RoleView[]>([]);
  useEffect(() => {
    RoleApi.getList([], { ignoreError: true }).then(setRoles, () => setRoles([]));
  }, []);
  const def = useMemo(() => userList(roles, canSetDefault), [roles, canSetDefault]);
  return <ServiceListPage def={def} />;
}
