// flowable/Form (流程表单): the forms deployed processes show — add, edit, remove (confirmed; a form
// a deployment uses is refused by the server, its message shown) and 设计, which opens
// flowable/FormDesigner?formId= (function codes flowable.form.*).
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Typography } from 'antd';
import { useMemo } from 'react';
import { ServiceListPage } from '../../../../src/templates/service-list/ServiceListPage';
import { defineServiceList, type ModalProps } from '../../../../src/templates/service-list/types';
import type { FlowFormView } from '../../contracts';
import { FlowFormApi, FORM_DESIGNER, quiet } from './api';
import { FlowFormModal } from './FlowFormModal';
import { type Choices, useChoices } from './useChoices';

const FN = 'flowable.form';

/** The list, its document-type names and the form's choices taken from the designer's choices. */
function formList(choices: Pick<Choices, 'receipts' | 'receiptName'>) {
  const dialog = (editing: FlowFormView | null, p: ModalProps) => <FlowFormModal open editing={editing} receipts={choices.receipts} onClose={p.onClose} onSaved={p.onDone} />;
  return defineServiceList<FlowFormView, { keyword?: string }>({
    testId: 'flow-form',
    load: (q) => FlowFormApi.list([q], quiet),
    rowKey: 'formId',
    search: { placeholder: 'flowDefs.formKeyword', toFilters: (text) => (text ? { keyword: text } : {}), width: 240 },
    columns: [
      { title: 'flowDefs.formName', field: 'formName' },
      { title: 'flowDefs.formKey', field: 'formKey', width: 220, render: (f) => <Typography.Text code>{f.formKey}</Typography.Text> },
      { title: 'flowDefs.entityCode', field: 'entityCode', width: 200, render: (f) => (f.entityCode ? choices.receiptName(f.entityCode) : '') },
      { title: 'flowDefs.remark', field: 'remark', ellipsis: true },
    ],
    toolbar: [{ label: 'flowDefs.addForm', fn: `${FN}.create`, icon: <PlusOutlined />, primary: true, modal: (p) => dialog(null, p), done: 'flowDefs.saved' }],
    rowActions: [
      { label: 'flowDefs.design', fn: `${FN}.design`, open: (f) => `${FORM_DESIGNER}?formId=${f.formId}` },
      { label: 'flowDefs.edit', fn: `${FN}.update`, modal: dialog, done: 'flowDefs.saved' },
      {
        label: 'flowDefs.remove',
        fn: `${FN}.delete`,
        danger: true,
        confirm: (f, t) => t('flowDefs.removeFormConfirm', { name: f.formName }),
        run: (f) => FlowFormApi.remove([[f.formId]], quiet),
        done: 'flowDefs.deleted',
      },
    ],
    actionsWidth: 200,
    table: { emptyText: 'flowDefs.emptyForms', sizeChanger: false },
    confirmTitle: 'flowDefs.attention',
    totalText: 'flowDefs.total',
    failedText: 'flowDefs.failed',
  });
}

export default function FormListPage() {
  const { receipts, receiptName } = useChoices();
  const def = useMemo(() => formList({ receipts, receiptName }), [receipts, receiptName]);
  return <ServiceListPage def={def} />;
}
