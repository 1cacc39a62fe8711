// flowable/Form (流程表单): the forms deployed processes show — add, edit, remove (confirmed; a form
// a deployment uses is refused by the server, its message shown) and 设计, which opens
// flowable/FormDesigner?formId= (function codes flowable.form.*).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Input, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { usePaged } from '../../../../src/templates/shared/usePaged';
import type { FlowFormView } from '../../contracts';
import { FlowFormApi, FORM_DESIGNER, quiet } from './api';
import { FlowFormModal } from './FlowFormModal';
import { useChoices } from './useChoices';

const FN = 'flowable.form';

export default function FormListPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const has = usePermission();
  const open = useOpenPage();
  const choices = useChoices();
  const list = usePaged<FlowFormView, { keyword?: string }>((q) => FlowFormApi.list([q], quiet), {});
  const [form, setForm] = useState<{ editing: FlowFormView | null } | null>(null);

  const remove = (f: FlowFormView) =>
    modal.confirm({
      title: t('flowDefs.attention'),
      content: t('flowDefs.removeFormConfirm', { name: f.formName }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await FlowFormApi.remove([[f.formId]], quiet);
          void message.success(t('flowDefs.deleted'));
          list.reload();
        } catch (e) {
          void message.error(errorMessage(e, t('flowDefs.failed')));
        }
      },
    });

  const columns: TableColumnsType<FlowFormView> = [
    { title: t('flowDefs.formName'), dataIndex: 'formName' },
    { title: t('flowDefs.formKey'), dataIndex: 'formKey', width: 220, render: (k: string) => <Typography.Text code>{k}</Typography.Text> },
    { title: t('flowDefs.entityCode'), dataIndex: 'entityCode', width: 200, render: (e: string | null) => (e ? choices.receiptName(e) : '') },
    { title: t('flowDefs.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('flowDefs.actions'),
      key: 'actions',
      width: 200,
      render: (_, f) => (
        <Space size={0}>
          {has(`${FN}.design`) ? (
            <Button type="link" size="small" onClick={() => open(`${FORM_DESIGNER}?formId=${f.formId}`)}>
              {t('flowDefs.design')}
            </Button>
          ) : null}
          {has(`${FN}.update`) ? (
            <Button type="link" size="small" onClick={() => setForm({ editing: f })}>
              {t('flowDefs.edit')}
            </Button>
          ) : null}
          {has(`${FN}.delete`) ? (
            <Button type="link" size="small" danger onClick={() => remove(f)}>
              {t('flowDefs.remove')}
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless" data-testid="flow-form-page">
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search allowClear placeholder={t('flowDefs.formKeyword')} onSearch={(text) => list.search(text.trim() ? { keyword: text.trim() } : {})} style={{ width: 240 }} />
        {has(`${FN}.create`) ? (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setForm({ editing: null })}>
            {t('flowDefs.addForm')}
          </Button>
        ) : null}
      </Space>
      {list.error ? <Alert type="error" showIcon message={list.error} style={{ marginBottom: 12 }} /> : null}
      <Table<FlowFormView>
        rowKey="formId"
        size="middle"
        columns={columns}
        dataSource={list.items}
        loading={list.loading}
        locale={{ emptyText: t('flowDefs.emptyForms') }}
        pagination={{ current: list.page, pageSize: list.pageSize, total: list.total, showTotal: (total) => t('flowDefs.total', { total }), onChange: list.setPage }}
      />
      <FlowFormModal
        open={!!form}
        editing={form?.editing ?? null}
        receipts={choices.receipts}
        onClose={() => setForm(null)}
        onSaved={() => {
          setForm(null);
          void message.success(t('flowDefs.saved'));
          list.reload();
        }}
      />
    </Card>
  );
}
