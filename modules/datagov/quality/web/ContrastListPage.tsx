// standard/Contrast (标准对照): which harvested source column follows which standard, with the codes
// read from it, how many are mapped and the coverage; 读取源编码 reads them again from the source,
// 字典对照 opens the column's code mapping.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Progress } from 'antd';
import type { ContrastView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { i18n } from '../../../../src/i18n';
import { dictOptions, type Option, placeOf, StandardApi, sourceChoices } from './api';

const FN = 'standard.contrast';
let dicts: Option[] = [];
let sources: Option[] = [];

const contrasts = defineServiceList<ContrastView>({
  testId: 'dq-contrasts',
  load: async (q) => {
    const [page, d, t] = await Promise.all([StandardApi.contrastPage([q], { ignoreError: true }), dictOptions().catch(() => []), sourceChoices().catch(() => [])]);
    dicts = d;
    sources = t;
    return page;
  },
  columns: [
    { title: 'datagov.quality.dict', field: 'dictName', width: 140 },
    { title: 'datagov.quality.source', field: 'sourceName', width: 160 },
    { title: 'datagov.quality.column', key: 'column', render: (r) => `${r.schema}.${r.table}.${r.column}` },
    { title: 'datagov.quality.codes', field: 'codes', width: 90, align: 'right' },
    { title: 'datagov.quality.mapped', field: 'mapped', width: 90, align: 'right' },
    { title: 'datagov.quality.coverage', field: 'coverage', width: 160, render: (r) => <Progress percent={Number(r.coverage)} size="small" format={() => `${r.coverage}%`} /> },
    { title: 'datagov.quality.readAt', field: 'readAt', width: 170, render: 'time' },
  ],
  toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true, testId: 'dq-contrast-add' }],
  rowActions: [
    { label: 'datagov.quality.openMapping', open: (r) => `standard/DictContrast?contrast=${r.id}` },
    {
      label: 'datagov.quality.readCodes',
      fn: 'standard.dictContrast.update',
      run: (r) => StandardApi.readCodes([r.id], { ignoreError: true }),
      said: (a) => i18n.t('datagov.quality.codesRead', { codes: (a as ContrastView).codes }),
    },
    { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t('datagov.quality.contrastRemoveConfirm', { column: r.column }), run: (r) => StandardApi.removeContrasts([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
  ],
  actionsWidth: 240,
  form: {
    addTitle: 'datagov.quality.addContrast',
    editTitle: 'datagov.quality.addContrast',
    fields: [
      { name: 'dictId', label: 'datagov.quality.dict', kind: 'select', required: true, options: () => dicts },
      { name: 'sourceId', label: 'datagov.quality.source', kind: 'select', required: true, options: () => sources },
      { name: 'table', label: 'datagov.quality.tableHint', kind: 'text', required: true, maxLength: 260 },
      { name: 'column', label: 'datagov.quality.columnHint', kind: 'text', required: true, maxLength: 128 },
    ],
    save: (v) => StandardApi.saveContrast([{ dictId: Number(v.dictId), ...placeOf(v.sourceId, v.table), column: String(v.column) }], { ignoreError: true }),
    saved: 'datagov.saved',
  },
  totalText: 'datagov.total',
  failedText: 'datagov.failed',
});

export default function ContrastListPage() {
  return <ServiceListPage def={contrasts} />;
}
