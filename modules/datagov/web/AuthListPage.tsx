// meta/DataAuth (数据权限): per role and source, the tables it may see (none listed: all) and the
// columns it sees masked. A source no rule names is open to every role holding its pages; once a
// source has rules, only the roles they name see it. The server enforces them for the SQL console
// and every metadata read.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import type { AuthView } from '../contracts';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type FormDef } from '../../../src/templates/service-list/types';
import { AuthApi, sourceOptions } from './api';

const FN = 'meta.dataAuth';
let roles: Array<{ value: string; label: string }> = [];
let sources: Array<{ value: string; label: string }> = [];

const lines = (v: unknown) =>
  String(v ?? '')
    .split(/\r?\n/)
    .map((s) => s.trim())
    .filter(Boolean);

const authForm: FormDef<AuthView> = {
  addTitle: 'datagov.addAuth',
  editTitle: 'datagov.editAuth',
  fields: [
    { name: 'roleId', label: 'datagov.role', kind: 'select', required: true, options: () => roles },
    { name: 'sourceId', label: 'datagov.source', kind: 'select', required: true, options: () => sources },
    { name: 'tables', label: 'datagov.authTables', kind: 'textarea', rows: 3 },
    { name: 'masked', label: 'datagov.authMasked', kind: 'textarea', rows: 3 },
  ],
  fromRow: (r) => ({ roleId: String(r.roleId), sourceId: String(r.sourceId), tables: r.tables.join('\n'), masked: r.masked.join('\n') }),
  save: (v, editing) => AuthApi.save([{ id: editing?.id, roleId: Number(v.roleId), sourceId: Number(v.sourceId), tables: lines(v.tables), masked: lines(v.masked) }], { ignoreError: true }),
  saved: 'datagov.saved',
};

const auths = defineServiceList<AuthView>({
  testId: 'dg-auth',
  load: async (q) => {
    // the form's choices are read with the list
    const [page, roleList, sourceList] = await Promise.all([
      AuthApi.summaryPage([q], { ignoreError: true }),
      AuthApi.roles([], { ignoreError: true }).catch(() => []),
      sourceOptions().catch(() => []),
    ]);
    roles = roleList.map((r) => ({ value: String(r.id), label: r.name }));
    sources = sourceList.map((s) => ({ value: String(s.value), label: s.label }));
    return page;
  },
  columns: [
    { title: 'datagov.role', field: 'roleName', width: 160 },
    { title: 'datagov.source', field: 'sourceName', width: 200 },
    { title: 'datagov.tableName', field: 'tables', render: (r, t) => (r.tables.length ? r.tables.map((x) => <Tag key={x}>{x}</Tag>) : t('datagov.allTables')) },
    { title: 'datagov.masked', field: 'masked', render: (r) => r.masked.map((x) => <Tag color="orange" key={x}>{x}</Tag>) },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true }],
  rowActions: [
    { label: 'templates.edit', fn: `${FN}.update`, edit: true },
    { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (_r, t) => t('datagov.authRemoveConfirm'), run: (r) => AuthApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  form: authForm,
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function AuthListPage() {
  return <ServiceListPage def={auths} />;
}
