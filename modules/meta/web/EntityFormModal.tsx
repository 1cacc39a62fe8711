import { Form, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityMeta } from '../../../schemas/rpc/datax';
import type { EntityInput, EntitySummary } from '../contracts';
import { MetadataApi } from './api';
import { MetaFormModal } from './MetaFormModal';
import { useMetaForm } from './useMetaForm';

interface EntityFormModalProps {
  open: boolean;
  /** the tenant entity being renamed; null for a new one */
  editing: EntitySummary | null;
  onClose: () => void;
  onSaved: (entity: EntityMeta) => void;
}

interface EntityFormValues {
  code: string;
  name: string;
  nameEn?: string;
}

/** 新增实体 / 编辑实体: code, name and English name; the server's refusals show on the fields. */
export function EntityFormModal({ open, editing, onClose, onSaved }: EntityFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EntityFormValues>();
  const initial = useMemo(
    () => (editing ? { code: editing.code, name: editing.nameIntl.zh_CN ?? editing.name, nameEn: editing.nameIntl.en_US ?? '' } : null),
    [editing],
  );
  const { saving, problem, submit } = useMetaForm(form, {
    open,
    initial,
    argument: 'entity',
    shown: () => ['code', 'name', 'nameEn'],
    save: async (values) => {
      const input: EntityInput = { code: values.code.trim(), name: values.name.trim() };
      if (values.nameEn?.trim()) input.nameEn = values.nameEn.trim();
      onSaved(await MetadataApi.saveEntity([input], { ignoreError: true }));
    },
  });

  return (
    <MetaFormModal
      open={open}
      title={editing ? t('meta.editEntity') : t('meta.addEntity')}
      saving={saving}
      problem={problem}
      problemTestId="entity-form-error"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" name="entity">
        <Form.Item name="code" label={t('meta.entityCode')} extra={editing ? null : t('meta.entityCodeHint')} rules={[{ required: true, whitespace: true, message: t('meta.required') }]}>
          <Input disabled={!!editing} maxLength={63} autoComplete="off" />
        </Form.Item>
        <Form.Item name="name" label={t('meta.entityName')} rules={[{ required: true, whitespace: true, message: t('meta.required') }]}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
        <Form.Item name="nameEn" label={t('meta.nameEn')}>
          <Input maxLength={64} autoComplete="off" />
        </Form.Item>
      </Form>
    </MetaFormModal>
  );
}
