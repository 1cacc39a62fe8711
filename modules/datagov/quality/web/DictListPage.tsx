// standard/Dict (标准字典): the tenant's standard code sets; a set and its codes are edited in one
// form (one code a line), 删除 confirmed (the server refuses a standard still in use).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import type { DictView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { StandardApi } from './api';

const FN = 'standard.dict';

/** "code name" or "code,name" per line */
const valuesOf = (text: unknown) =>
  String(text ?? '')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)
    .map((l) => {
      const m = /^(\S+?)\s*[,，\s]\s*(.+)$/.exec(l);
      return m ? { code: m[1]!, name: m[2]!.trim() } : { code: l, name: l };
    });

const dicts = defineServiceList<DictView, { text?: string }>({
  testId: 'dq-dicts',
  load: (q) => StandardApi.dictPage([q], { ignoreError: true }),
  search: { placeholder: 'datagov.quality.searchDict', toFilters: (text) => (text ? { text } : {}) },
  columns: [
    { title: 'datagov.quality.dictCode', field: 'code', width: 150 },
    { title: 'datagov.quality.dictName', field: 'name', width: 150 },
    { title: 'datagov.quality.values', field: 'values', render: (r) => r.values.slice(0, 12).map((v) => <Tag key={v.code}>{`${v.code} ${v.name}`}</Tag>) },
    { title: 'datagov.quality.valueCount', key: 'valueCount', width: 90, align: 'right', render: (r) => r.values.length },
    { title: 'datagov.quality.contrastCount', field: 'contrastCount', width: 100, align: 'right' },
    { title: 'datagov.quality.remark', field: 'remark', width: 200, ellipsis: true },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true, testId: 'dq-dict-add' }],
  rowActions: [
    { label: 'templates.edit', fn: `${FN}.update`, edit: true },
    { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t('datagov.quality.dictRemoveConfirm', { name: r.name }), run: (r) => StandardApi.removeDicts([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  form: {
    addTitle: 'datagov.quality.addDict',
    editTitle: 'datagov.quality.editDict',
    fields: [
      { name: 'code', label: 'datagov.quality.dictCode', kind: 'text', required: true, maxLength: 64 },
      { name: 'name', label: 'datagov.quality.dictName', kind: 'text', required: true, maxLength: 100 },
      { name: 'values', label: 'datagov.quality.valuesHint', kind: 'textarea', rows: 8 },
      { name: 'remark', label: 'datagov.quality.remark', kind: 'textarea', maxLength: 500, rows: 2 },
    ],
    fromRow: (r) => ({ code: r.code, name: r.name, remark: r.remark, values: r.values.map((v) => `${v.code} ${v.name}`).join('\n') }),
    save: (v, editing) => StandardApi.saveDict([{ id: editing?.id, code: String(v.code), name: String(v.name), remark: (v.remark as string) || null, values: valuesOf(v.values) }], { ignoreError: true }),
    saved: 'datagov.saved',
  },
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function DictListPage() {
  return <ServiceListPage def={dicts} />;
}
