// system/Dict (数据字典): the tenant's dictionaries — the product's and its own — with filters,
// 新增 / 编辑 / 启用 / 停用 / 删除 (a product dictionary is never deletable), import of entries from
// the dictionary data template, its download, and export of every entry.
//
// Hand-written, not the list template: dictionaries are not records of an entity table (their
// entries live in the `dict` table that datax.Dict serves, product ones declared in code, names
// in dict_type), and the page is the master of a master/detail pair (system/DictDetail). Built from
// the templates' shared parts: usePaged, the list template's ImportButton.
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Form, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DictQuery, DictTypeView } from '../../contracts/dicts';
import { errorMessage } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { ImportButton } from '../../../../src/templates/list/ImportButton';
import { compact, usePaged } from '../../../../src/templates/shared/usePaged';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { clearDictCache } from '../../../../renderers/fields/shared/dictCache';
import { DictAdminApi, downloadDictTemplate, exportDicts } from './api';
import { DictFormModal } from './DictFormModal';

type Filters = Pick<DictQuery, 'keyword' | 'status' | 'builtin'>;

export function StatusTag({ status }: { status: 0 | 1 }) {
  const { t } = useTranslation();
  return status === 1 ? <Tag color="red">{t('dicts.disabled')}</Tag> : <Tag color="green">{t('dicts.enabled')}</Tag>;
}

export default function DictListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const list = usePaged<DictTypeView, Filters>((q) => DictAdminApi.summary([q], { ignoreError: true }), {});
  const [filters] = Form.useForm<Filters>();
  const [form, setForm] = useState<{ editing: DictTypeView | null } | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      clearDictCache();
      void message.success(done);
      list.reload();
    } catch (e) {
      void message.error(errorMessage(e, t('dicts.failed')));
    }
  };
  const setStatus = (d: DictTypeView, status: 0 | 1) =>
    act(() => DictAdminApi.update([d.code, { code: d.code, name: d.name, nameEn: d.nameEn, remark: d.remark, status }], { ignoreError: true }), t('dicts.saved'));
  const download = (work: () => Promise<void>) => work().catch((e: unknown) => void message.error(errorMessage(e, t('dicts.failed'))));

  const columns: TableColumnsType<DictTypeView> = [
    { title: t('dicts.code'), dataIndex: 'code', width: 200 },
    {
      title: t('dicts.name'),
      dataIndex: 'name',
      render: (name: string, d) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(`system/DictDetail?code=${encodeURIComponent(d.code)}`)}>
          {name}
        </Button>
      ),
    },
    { title: t('dicts.nameEn'), dataIndex: 'nameEn' },
    { title: t('dicts.source'), dataIndex: 'builtin', width: 90, render: (b: boolean) => (b ? <Tag color="blue">{t('dicts.builtin')}</Tag> : <Tag>{t('dicts.own')}</Tag>) },
    { title: t('dicts.status'), dataIndex: 'status', width: 80, render: (s: 0 | 1) => <StatusTag status={s} /> },
    { title: t('dicts.entryCount'), dataIndex: 'entryCount', width: 100, align: 'right' },
    { title: t('dicts.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('dicts.actions'),
      key: 'actions',
      width: 260,
      render: (_, d) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => open(`system/DictDetail?code=${encodeURIComponent(d.code)}`)}>
            {t('dicts.entries')}
          </Button>
          {can('system.dict.update') ? (
            <Button type="link" size="small" onClick={() => setForm({ editing: d })}>
              {t('dicts.edit')}
            </Button>
          ) : null}
          {can('system.dict.update') ? (
            <Button type="link" size="small" danger={d.status === 0} onClick={() => void setStatus(d, d.status === 0 ? 1 : 0)}>
              {t(d.status === 0 ? 'dicts.disable' : 'dicts.enable')}
            </Button>
          ) : null}
          {can('system.dict.delete') && !d.builtin ? (
            <Button
              type="link"
              size="small"
              danger
              onClick={() =>
                modal.confirm({
                  title: t('templates.confirmTitle'),
                  content: t('dicts.deleteConfirm', { name: d.name }),
                  okText: t('common.ok'),
                  okButtonProps: { danger: true },
                  cancelText: t('common.cancel'),
                  onOk: () => act(() => DictAdminApi.delete([d.code], { ignoreError: true }), t('dicts.deleted')),
                })
              }
            >
              {t('dicts.delete')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="dict-page">
      <Form form={filters} layout="inline" onFinish={(v) => list.search(compact(v))} style={{ marginBottom: 16, rowGap: 8 }}>
        <Form.Item name="keyword" label={t('dicts.keyword')}>
          <Input allowClear maxLength={128} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item name="status" label={t('dicts.status')}>
          <Select allowClear style={{ width: 110 }} placeholder={t('dicts.all')} options={[{ value: 0, label: t('dicts.enabled') }, { value: 1, label: t('dicts.disabled') }]} />
        </Form.Item>
        <Form.Item name="builtin" label={t('dicts.source')}>
          <Select allowClear style={{ width: 110 }} placeholder={t('dicts.all')} options={[{ value: true, label: t('dicts.builtin') }, { value: false, label: t('dicts.own') }]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('dicts.search')}
          </Button>
          <Button onClick={() => (filters.resetFields(), list.search({}))}>{t('dicts.reset')}</Button>
        </Space>
      </Form>
      <Space wrap style={{ marginBottom: 16 }}>
        {can('system.dict.create') ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })}>
            {t('dicts.add')}
          </Button>
        ) : null}
        {can('system.dict.import') ? (
          <>
            <ImportButton leadIn={(fileId) => DictAdminApi.leadIn([fileId, null], { ignoreError: true })} onImported={() => (clearDictCache(), list.reload())} />
            <Button onClick={() => void download(() => downloadDictTemplate(t('dicts.template')))}>{t('dicts.template')}</Button>
          </>
        ) : null}
        {can('system.dict.export') ? <Button onClick={() => void download(() => exportDicts(null, t('dicts.entries')))}>{t('dicts.export')}</Button> : null}
      </Space>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<DictTypeView>
        rowKey="code"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showSizeChanger: true, showTotal: (total) => t('dicts.total', { total }), onChange: list.setPage }}
      />
      <DictFormModal
        open={!!form}
        editing={form?.editing ?? null}
        onClose={() => setForm(null)}
        onSaved={(saved) => {
          const created = !form?.editing;
          setForm(null);
          clearDictCache();
          void message.success(t('dicts.saved'));
          if (created) open(`system/DictDetail?code=${encodeURIComponent(saved.code)}`);
          else list.reload();
        }}
      />
    </Card>
  );
}
