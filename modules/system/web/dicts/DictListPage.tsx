// system/Dict (数据字典): the tenant's dictionaries — the product's and its own — with filters,
// 新增 / 编辑 / 启用 / 停用 / 删除 (a product dictionary is never deletable), import of entries from
// the dictionary data template, its download, and export of every entry. A new dictionary opens
// its detail page (system/DictDetail) to add its entries; every change drops the cached entries
// the field renderers show.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictQuery, DictTypeView } from '../../contracts/dicts';
import { ImportButton } from '../../../../src/templates/list/ImportButton';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type ModalProps, type RowAction } from '../../../../src/templates/service-list/types';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { clearDictCache } from '../../../../renderers/fields/shared/dictCache';
import { DictAdminApi, downloadDictTemplate, exportDicts } from './api';
import { DictFormModal } from './DictFormModal';

type Filters = Pick<DictQuery, 'keyword' | 'status' | 'builtin'>;

const detailPath = (code: string) => `system/DictDetail?code=${encodeURIComponent(code)}`;

export function StatusTag({ status }: { status: 0 | 1 }) {
  const { t } = useTranslation();
  return status === 1 ? <Tag color="red">{t('dicts.disabled')}</Tag> : <Tag color="green">{t('dicts.enabled')}</Tag>;
}

/** 新增字典: once saved, the new dictionary's detail page opens for its entries. */
function AddDictDialog({ onClose, onDone }: ModalProps) {
  const open = useOpenPage();
  return (
    <DictFormModal
      open
      editing={null}
      onClose={onClose}
      onSaved={(saved) => {
        onDone();
        open(detailPath(saved.code));
      }}
    />
  );
}

/** 启用 on a disabled dictionary, 停用 on an enabled one. */
const setStatus = (status: 0 | 1): RowAction<DictTypeView> => ({
  label: status === 1 ? 'dicts.disable' : 'dicts.enable',
  fn: 'system.dict.update',
  danger: status === 1,
  visible: (d) => d.status !== status,
  run: (d) => DictAdminApi.update([d.code, { code: d.code, name: d.name, nameEn: d.nameEn, remark: d.remark, status }], { ignoreError: true }),
  done: 'dicts.saved',
});

export const dictList = defineServiceList<DictTypeView, Filters>({
  testId: 'dict',
  load: (q) => DictAdminApi.summary([q], { ignoreError: true }),
  rowKey: 'code',
  filters: [
    { name: 'keyword', label: 'dicts.keyword', kind: 'text', width: 180, maxLength: 128 },
    {
      name: 'status',
      label: 'dicts.status',
      kind: 'select',
      width: 110,
      placeholder: 'dicts.all',
      options: [
        { value: 0, label: 'dicts.enabled' },
        { value: 1, label: 'dicts.disabled' },
      ],
    },
    {
      name: 'builtin',
      label: 'dicts.source',
      kind: 'select',
      width: 110,
      placeholder: 'dicts.all',
      options: [
        { value: true, label: 'dicts.builtin' },
        { value: false, label: 'dicts.own' },
      ],
    },
  ],
  columns: [
    { title: 'dicts.code', field: 'code', width: 200 },
    { title: 'dicts.name', field: 'name', link: (d) => detailPath(d.code) },
    { title: 'dicts.nameEn', field: 'nameEn' },
    { title: 'dicts.source', field: 'builtin', width: 90, render: (d, t) => (d.builtin ? <Tag color="blue">{t('dicts.builtin')}</Tag> : <Tag>{t('dicts.own')}</Tag>) },
    { title: 'dicts.status', field: 'status', width: 80, render: (d) => <StatusTag status={d.status} /> },
    { title: 'dicts.entryCount', field: 'entryCount', width: 100, align: 'right' },
    { title: 'dicts.remark', field: 'remark', ellipsis: true },
  ],
  toolbar: [
    { label: 'dicts.add', fn: 'system.dict.create', icon: <PlusOutlined />, primary: true, modal: (p) => <AddDictDialog {...p} />, done: 'dicts.saved' },
    { label: 'dicts.import', fn: 'system.dict.import', render: ({ changed }) => <ImportButton leadIn={(fileId) => DictAdminApi.leadIn([fileId, null], { ignoreError: true })} onImported={changed} /> },
    { label: 'dicts.template', fn: 'system.dict.import', run: (_, t) => downloadDictTemplate(t('dicts.template')) },
    { label: 'dicts.export', fn: 'system.dict.export', run: (_, t) => exportDicts(null, t('dicts.entries')) },
  ],
  rowActions: [
    { label: 'dicts.entries', open: (d) => detailPath(d.code) },
    { label: 'dicts.edit', fn: 'system.dict.update', modal: (d, p) => <DictFormModal open editing={d} onClose={p.onClose} onSaved={p.onDone} />, done: 'dicts.saved' },
    setStatus(1),
    setStatus(0),
    {
      label: 'dicts.delete',
      fn: 'system.dict.delete',
      danger: true,
      visible: (d) => !d.builtin,
      confirm: (d, t) => t('dicts.deleteConfirm', { name: d.name }),
      run: (d) => DictAdminApi.delete([d.code], { ignoreError: true }),
      done: 'dicts.deleted',
    },
  ],
  actionsWidth: 260,
  changed: clearDictCache,
  totalText: 'dicts.total',
  failedText: 'dicts.failed',
});

export default function DictListPage() {
  return <ServiceListPage def={dictList} />;
}
