// system/Role (角色管理): the tenant's roles, paged and searchable (code or name, category), with
// 新增 / 编辑 (system/RoleDetail), 删除 (confirmed; a role some user holds is refused with the
// server's message) and 分配权限 (system/RoleAllocation) — each shown to a role holding its function.
// A second tab holds the permission definition tree (权限定义), which roles get values of.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Card, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleQuery, RoleView } from '../../../contracts/roles';
import { ServiceListPage } from '../../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../../src/templates/service-list/types';
import { RoleApi, ROLE_FUNCTIONS } from '../api';
import { RightsTreePanel } from '../rights/RightsTreePanel';

type Filters = Pick<RoleQuery, 'name' | 'category'>;

export const roleList = defineServiceList<RoleView, Filters>({
  testId: 'role',
  bare: true,
  load: (q) => RoleApi.summaryPage([q], { ignoreError: true }),
  filters: [
    { name: 'name', label: 'roles.keyword', kind: 'text', width: 180, testId: 'role-keyword' },
    { name: 'category', label: 'roles.category', kind: 'text' },
  ],
  columns: [
    { title: 'roles.code', field: 'code', width: 140 },
    { title: 'roles.name', field: 'name', width: 160 },
    { title: 'roles.category', field: 'category', width: 120 },
    { title: 'roles.level', field: 'level', width: 70 },
    { title: 'roles.dataScope', field: 'dataScope', width: 150, render: (r, t) => t(`roles.scopes.${r.dataScope}`) },
    { title: 'roles.defaultTag', field: 'defaultTag', width: 90, render: (r, t) => (r.defaultTag ? <Tag color="blue">{t('roles.default')}</Tag> : null) },
    { title: 'roles.status', field: 'statusDict', width: 80, render: (r, t) => (r.statusDict === 1 ? <Tag color="red">{t('roles.disabled')}</Tag> : <Tag color="green">{t('roles.enabled')}</Tag>) },
    { title: 'roles.userCount', field: 'userCount', width: 80 },
  ],
  toolbar: [{ label: 'templates.add', fn: ROLE_FUNCTIONS.create, icon: <PlusOutlined />, primary: true, open: 'system/RoleDetail', testId: 'add-role' }],
  rowActions: [
    { label: 'templates.edit', fn: ROLE_FUNCTIONS.update, open: (r) => `system/RoleDetail?id=${r.id}` },
    { label: 'roles.allocate', fn: ROLE_FUNCTIONS.allocate, open: (r) => `system/RoleAllocation?roleId=${r.id}`, testId: (r) => `allocate-${r.code}` },
    {
      label: 'roles.delete',
      fn: ROLE_FUNCTIONS.delete,
      danger: true,
      testId: (r) => `delete-${r.code}`,
      confirm: (r, t) => t('roles.deleteConfirm', { name: r.name }),
      run: (r) => RoleApi.deleteById([r.id], { ignoreError: true }),
      done: 'roles.deleted',
    },
  ],
  actionsWidth: 220,
  table: { scroll: { x: 'max-content' } },
  totalText: 'roles.total',
  failedText: 'roles.failed',
});

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
          { key: 'roles', label: t('roles.listTab'), children: <ServiceListPage def={roleList} /> },
          { key: 'rights', label: t('rights.title'), children: <RightsTreePanel /> },
        ]}
      />
    </Card>
  );
}
