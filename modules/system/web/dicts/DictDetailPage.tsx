// system/DictDetail (字典详情, ?code=): one dictionary and its entries — 新增 / 编辑 (name, order,
// colour, status) / 启用 / 停用 / 删除 (a product entry is never deletable: no box, no button; the
// server refuses it too), import into this dictionary, export of its entries.
// Hand-written as the detail of the system/Dict master (see DictListPage.tsx for why).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Descriptions, Space, Spin, Table, type TableColumnsType, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { DictEntryView, DictTypeView } from '../../contracts/dicts';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { ImportButton } from '../../../../src/templates/list/ImportButton';
import { NoRecordPrompt } from '../../../../src/templates/shared/NoRecordPrompt';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { clearDictCache } from '../../../../renderers/fields/shared/dictCache';
import { DictAdminApi, downloadDictTemplate, exportDicts } from './api';
import { DictFormModal } from './DictFormModal';
import { StatusTag } from './DictListPage';
import { EntryFormModal } from './EntryFormModal';

export default function DictDetailPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const [params] = useSearchParams();
  const code = params.get('code') ?? '';
  const [dict, setDict] = useState<DictTypeView | null>(null);
  const [entries, setEntries] = useState<DictEntryView[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [selected, setSelected] = useState<number[]>([]);
  const [entryForm, setEntryForm] = useState<{ editing: DictEntryView | null } | null>(null);
  const [dictForm, setDictForm] = useState(false);

  const load = useCallback(() => {
    if (!code) return;
    setLoading(true);
    Promise.all([DictAdminApi.info([code], { ignoreError: true }), DictAdminApi.entries([code], { ignoreError: true })]).then(
      ([d, e]) => {
        setDict(d);
        setEntries(e);
        setSelected([]);
        setError(null);
        setLoading(false);
      },
      (e: unknown) => {
        if (isCancelled(e)) return;
        setError(errorMessage(e, t('dicts.loadFailed')));
        setLoading(false);
      },
    );
  }, [code, t]);
  useEffect(load, [load]);

  const changed = (done: string) => {
    clearDictCache();
    void message.success(done);
    load();
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      changed(done);
    } catch (e) {
      void message.error(errorMessage(e, t('dicts.failed')));
    }
  };
  const confirmDelete = (content: string, ids: number[]) =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content,
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => act(() => DictAdminApi.removeEntries([code, ids], { ignoreError: true }), t('dicts.deleted')),
    });
  const setStatus = (e: DictEntryView, status: 0 | 1) =>
    act(() => DictAdminApi.saveEntry([code, { id: e.id, code: e.code, name: e.name, nameEn: e.nameEn, status }], { ignoreError: true }), t('dicts.saved'));
  const download = (work: () => Promise<void>) => work().catch((e: unknown) => void message.error(errorMessage(e, t('dicts.failed'))));

  // no dictionary in the address: the dictionary list to choose one from
  if (!code) return <NoRecordPrompt />;
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!dict) return <Spin />;

  const columns: TableColumnsType<DictEntryView> = [
    { title: t('dicts.sn'), dataIndex: 'sn', width: 80, align: 'right' },
    { title: t('dicts.entryCode'), dataIndex: 'code', width: 160 },
    { title: t('dicts.entryName'), dataIndex: 'name', render: (name: string, e) => <Tag color={e.tagColor ?? undefined}>{name}</Tag> },
    { title: t('dicts.nameEn'), dataIndex: 'nameEn' },
    { title: t('dicts.source'), dataIndex: 'builtin', width: 90, render: (b: boolean) => (b ? <Tag color="blue">{t('dicts.builtin')}</Tag> : <Tag>{t('dicts.own')}</Tag>) },
    { title: t('dicts.status'), dataIndex: 'status', width: 80, render: (s: 0 | 1) => <StatusTag status={s} /> },
    {
      title: t('dicts.actions'),
      key: 'actions',
      width: 220,
      render: (_, e) => (
        <Space size={0}>
          {can('system.dict.update') ? (
            <>
              <Button type="link" size="small" onClick={() => setEntryForm({ editing: e })}>
                {t('dicts.edit')}
              </Button>
              <Button type="link" size="small" danger={e.status === 0} onClick={() => void setStatus(e, e.status === 0 ? 1 : 0)}>
                {t(e.status === 0 ? 'dicts.disable' : 'dicts.enable')}
              </Button>
            </>
          ) : null}
          {can('system.dict.delete') && !e.builtin ? (
            <Button type="link" size="small" danger onClick={() => confirmDelete(t('dicts.deleteEntryConfirm', { name: e.name }), [e.id])}>
              {t('dicts.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="dict-detail-page">
      <Space style={{ marginBottom: 12 }}>
        <Button onClick={() => open('system/Dict')}>{t('dicts.back')}</Button>
        {can('system.dict.update') ? <Button onClick={() => setDictForm(true)}>{t('dicts.edit')}</Button> : null}
      </Space>
      <Descriptions size="small" column={3} style={{ marginBottom: 16 }} data-testid="dict-info">
        <Descriptions.Item label={t('dicts.name')}>{dict.name}</Descriptions.Item>
        <Descriptions.Item label={t('dicts.code')}>{dict.code}</Descriptions.Item>
        <Descriptions.Item label={t('dicts.status')}>
          <StatusTag status={dict.status} />
          {dict.builtin ? <Tag color="blue">{t('dicts.builtin')}</Tag> : <Tag>{t('dicts.own')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={t('dicts.nameEn')}>{dict.nameEn || '-'}</Descriptions.Item>
        <Descriptions.Item label={t('dicts.remark')} span={2}>
          {dict.remark || '-'}
        </Descriptions.Item>
      </Descriptions>
      {dict.builtin ? <Alert type="info" showIcon message={t('dicts.builtinHint')} style={{ marginBottom: 12 }} /> : null}
      <Space wrap style={{ marginBottom: 12 }}>
        {can('system.dict.update') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEntryForm({ editing: null })}>
            {t('dicts.addEntry')}
          </Button>
        ) : null}
        {can('system.dict.delete') ? (
          <Button danger disabled={!selected.length} onClick={() => confirmDelete(t('dicts.deleteEntriesConfirm', { count: selected.length }), selected)}>
            {t('dicts.deleteSelected')}
          </Button>
        ) : null}
        {can('system.dict.import') ? (
          <>
            <ImportButton leadIn={(fileId) => DictAdminApi.leadIn([fileId, code], { ignoreError: true })} onImported={() => {
                clearDictCache();
                load();
              }} />
            <Button onClick={() => void download(() => downloadDictTemplate(t('dicts.template')))}>{t('dicts.template')}</Button>
          </>
        ) : null}
        {can('system.dict.export') ? <Button onClick={() => void download(() => exportDicts(code, dict.name))}>{t('dicts.export')}</Button> : null}
      </Space>
      <Table<DictEntryView>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={entries}
        loading={loading}
        pagination={false}
        rowSelection={
          can('system.dict.delete')
            ? { selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]), getCheckboxProps: (e) => ({ disabled: e.builtin }) }
            : undefined
        }
      />
      <EntryFormModal
        dictCode={code}
        open={!!entryForm}
        editing={entryForm?.editing ?? null}
        onClose={() => setEntryForm(null)}
        onSaved={() => {
          setEntryForm(null);
          changed(t('dicts.saved'));
        }}
      />
      <DictFormModal
        open={dictForm}
        editing={dict}
        onClose={() => setDictForm(false)}
        onSaved={(saved) => {
          setDictForm(false);
          if (saved.code !== code) open(`system/DictDetail?code=${encodeURIComponent(saved.code)}`);
          else changed(t('dicts.saved'));
        }}
      />
    </Card>
  );
}
