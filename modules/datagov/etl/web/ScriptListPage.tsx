// etldesigner/ScriptList (ETL脚本): SQL scripts a job runs on a writable source (another PostgreSQL
// database or a SQLite file — never the product database, the server refuses it); edited in the
// list's form, its repository and source chosen from what the caller may use.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Skeleton } from 'antd';
import { useMemo } from 'react';
import type { ScriptView } from '../contracts';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../../src/templates/service-list/types';
import { type Option, repoOptions, ScriptApi, sourceOptions, useOptions } from './api';

const FN = 'etldesigner.scriptList';
const E = 'datagov.etl';
const loadChoices = () => Promise.all([repoOptions(), sourceOptions()]);

function scriptList(repos: Option[], sources: Option[]) {
  const str = (o: Option[]) => () => o.map((x) => ({ value: String(x.value), label: x.label }));
  return defineServiceList<ScriptView, { text?: string }>({
    testId: 'etl-scripts',
    load: (q) => ScriptApi.summaryPage([q], { ignoreError: true }),
    search: { placeholder: `${E}.searchCode`, toFilters: (text) => (text ? { text } : {}) },
    columns: [
      { title: 'datagov.code', field: 'code', width: 140 },
      { title: 'datagov.name', field: 'name', width: 180 },
      { title: `${E}.repo`, field: 'repoName', width: 150 },
      { title: `${E}.source`, field: 'sourceName', width: 150 },
      { title: 'SQL', field: 'sql', ellipsis: true },
    ],
    toolbar: [{ label: 'templates.add', fn: `${FN}.create`, icon: <PlusOutlined />, add: true, testId: 'etl-script-add' }],
    rowActions: [
      { label: 'templates.edit', fn: `${FN}.update`, edit: true },
      { label: 'templates.delete', fn: `${FN}.delete`, danger: true, confirm: (r, t) => t(`${E}.removeConfirm`, { name: r.name }), run: (r) => ScriptApi.remove([[r.id]], { ignoreError: true }), done: 'datagov.deleted' },
    ],
    form: {
      addTitle: `${E}.addScript`,
      editTitle: `${E}.editScript`,
      fields: [
        { name: 'repoId', label: `${E}.repo`, kind: 'select', required: true, options: str(repos) },
        { name: 'code', label: 'datagov.code', kind: 'text', required: true, maxLength: 64 },
        { name: 'name', label: 'datagov.name', kind: 'text', required: true, maxLength: 100 },
        { name: 'sourceId', label: `${E}.source`, kind: 'select', required: true, options: str(sources) },
        { name: 'sql', label: 'SQL', kind: 'textarea', rows: 6, maxLength: 20000 },
        { name: 'remark', label: `${E}.remark`, kind: 'textarea', maxLength: 500 },
      ],
      fromRow: (r) => ({ repoId: String(r.repoId), code: r.code, name: r.name, sourceId: String(r.sourceId), sql: r.sql, remark: r.remark }),
      save: (v, editing) =>
        ScriptApi.save([{ id: editing?.id, repoId: Number(v.repoId), code: String(v.code ?? ''), name: String(v.name ?? ''), sourceId: Number(v.sourceId), sql: String(v.sql ?? ''), remark: (v.remark as string) ?? null }], { ignoreError: true }),
      saved: 'datagov.saved',
    },
    totalText: 'datagov.total',
    failedText: 'datagov.failed',
  });
}

export default function ScriptListPage() {
  const choices = useOptions(loadChoices);
  const def = useMemo(() => (choices ? scriptList(choices[0], choices[1]) : null), [choices]);
  return def ? <ServiceListPage def={def} /> : <Skeleton active />;
}
