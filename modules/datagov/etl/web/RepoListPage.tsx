// etl/RepoList (资源库): repositories with how many transformations, scripts and jobs each holds;
// added and edited in the list's form, removed (confirmed) only when empty.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import type { RepoView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { RepoApi } from './api';

const FN = 'etl.repoList';
const E = 'datagov.etl';

export const repoList = defineServiceList<RepoView, { text?: string }>({
  testId: 'etl-repos',
  load: (q) => RepoApi.summaryPage([q], { ignoreError: true }),
  search: { placeholder: `${E}.searchCode`, toFilters: (text) => (text ? { text } : {}) },
  columns: [
    { title: 'datagov.code', field: 'code', width: 160 },
    { title: 'datagov.name', field: 'name' },
    { title: `${E}.trans`, field: 'trans', width: 90, align: 'right' },
    { title: `${E}.scripts`, field: 'scripts', width: 90, align: 'right' },
    { title: `${E}.jobs`, field: 'jobs', width: 90, align: 'right' },
    { title: `${E}.remark`, field: 'remark' },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true, testId: 'etl-repo-add' }],
  rowActions: [
    { label: 'templates.edit', fn: `${FN}.update`, edit: true },
    { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t(`${E}.removeConfirm`, { name: r.name }), run: (r) => RepoApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  form: {
    addTitle: `${E}.addRepo`,
    editTitle: `${E}.editRepo`,
    fields: [
      { name: 'code', label: 'datagov.code', kind: 'text', required: true, maxLength: 64 },
      { name: 'name', label: 'datagov.name', kind: 'text', required: true, maxLength: 100 },
      { name: 'remark', label: `${E}.remark`, kind: 'textarea', maxLength: 500 },
    ],
    fromRow: (r) => ({ code: r.code, name: r.name, remark: r.remark }),
    save: (v, editing) => RepoApi.save([{ id: editing?.id, code: String(v.code ?? ''), name: String(v.name ?? ''), remark: (v.remark as string) ?? null }], { ignoreError: true }),
    saved: 'datagov.saved',
  },
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function RepoListPage() {
  return <ServiceListPage def={repoList} />;
}
