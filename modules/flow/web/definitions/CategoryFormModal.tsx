// 新增分类 / 编辑分类: code, name, order, remark (flow.FlowableCategory/save; a code in use is a 409
// shown in the dialog).
import { Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveModal } from '../../../../src/templates/shared/SaveModal';
import type { FlowCategoryView } from '../../contracts';
import { FlowCategoryApi, quiet } from './api';

const CODE_RULE = /^[A-Za-z0-9_.-]+$/;

interface Values {
  code: string;
  name: string;
  sn?: number | null;
  remark?: string | null;
}

interface Props {
  open: boolean;
  /** null: a new category */
  editing: FlowCategoryView | null;
  onClose: () => void;
  onSaved: (saved: FlowCategoryView) => void;
}

export function CategoryFormModal({ open, editing, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) form.setFieldsValue({ code: editing.code, name: editing.name, sn: editing.sn, remark: editing.remark });
  }, [open, editing, form]);

  const save = async (v: Values) =>
    onSaved(await FlowCategoryApi.save([{ id: editing?.id, code: v.code.trim(), name: v.name.trim(), sn: v.sn ?? 0, remark: v.remark?.trim() || null }], quiet));

  return (
    <SaveModal open={open} title={t(editing ? 'flowDefs.editCategory' : 'flowDefs.addCategory')} form={form} testId="flow-category-form" name="flowCategory" width={520} failed={t('flowDefs.failed')} onClose={onClose} save={save}>
      <Form.Item name="code" label={t('flowDefs.categoryCode')} rules={[{ required: true, whitespace: true, message: t('flowDefs.required') }, { pattern: CODE_RULE, message: t('flowDefs.categoryCodeRule') }]}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="name" label={t('flowDefs.categoryName')} rules={[{ required: true, whitespace: true, message: t('flowDefs.required') }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="sn" label={t('flowDefs.sn')}>
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('flowDefs.remark')}>
        <Input.TextArea maxLength={512} rows={3} />
      </Form.Item>
    </SaveModal>
  );
}
