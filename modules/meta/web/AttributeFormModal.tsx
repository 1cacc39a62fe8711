import { Alert, Checkbox, Col, Divider, Form, Input, InputNumber, Row, Select } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityAttrMeta } from '../../../schemas/rpc/datax';
import { MetadataApi } from './api';
import { formValuesOf, NEW_ATTRIBUTE, shownFields, toAttrInput, type AttributeFormValues } from './attributeForm';
import { ATTRIBUTE_TYPES, groupOf } from './attributeTypes';
import { AttributeTypeFields } from './AttributeTypeFields';
import { MetaFormModal } from './MetaFormModal';
import { useMetaForm } from './useMetaForm';

interface AttributeFormModalProps {
  open: boolean;
  entityCode: string;
  /** the tenant attribute being edited; null for a new one */
  editing: EntityAttrMeta | null;
  onClose: () => void;
  onSaved: (attr: EntityAttrMeta) => void;
}

/** 新增字段 / 编辑字段 of an entity: the settings follow the data type; the server's refusals show on the fields. */
export function AttributeFormModal({ open, entityCode, editing, onClose, onSaved }: AttributeFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AttributeFormValues>();
  const dataType = Form.useWatch('dataType', form);
  const group = groupOf(dataType);
  const initial = useMemo(() => (editing ? formValuesOf(editing) : NEW_ATTRIBUTE), [editing]);
  const { saving, problem, submit } = useMetaForm(form, {
    open,
    initial,
    argument: 'attribute',
    shown: (values) => shownFields(values.dataType),
    save: async (values) => onSaved(await MetadataApi.saveAttribute([entityCode, toAttrInput(values, editing)], { ignoreError: true })),
  });

  const required = [{ required: true, whitespace: true, message: t('meta.required') }];
  const check = (name: string, label: string) => (
    <Form.Item name={name} valuePropName="checked" style={{ marginBottom: 8 }}>
      <Checkbox>{label}</Checkbox>
    </Form.Item>
  );
  return (
    <MetaFormModal
      open={open}
      width={760}
      title={editing ? t('meta.attr.edit') : t('meta.attr.add')}
      saving={saving}
      problem={problem}
      problemTestId="attribute-form-error"
      onSubmit={submit}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" name="attribute" initialValues={NEW_ATTRIBUTE}>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item name="code" label={t('meta.attr.code')} extra={editing ? null : t('meta.attr.codeHint')} rules={required}>
              <Input disabled={!!editing} maxLength={63} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="dataType" label={t('meta.attr.dataType')} rules={[{ required: true, message: t('meta.required') }]}>
              <Select showSearch virtual={false} optionFilterProp="label" options={ATTRIBUTE_TYPES.map((type) => ({ value: type, label: `${t(`meta.dataTypes.${type}`)} (${type})` }))} data-testid="attr-data-type" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="name" label={t('meta.attr.name')} rules={required}>
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="nameEn" label={t('meta.nameEn')}>
              <Input maxLength={64} autoComplete="off" />
            </Form.Item>
          </Col>
        </Row>
        {group === 'files' || group === 'reference' ? <Alert type="info" showIcon message={t(`meta.attr.${group}Note`)} style={{ marginBottom: 16 }} /> : null}
        <AttributeTypeFields group={group} />
        <Divider orientation="left" plain style={{ margin: '8px 0 16px' }}>
          {t('meta.attr.display')}
        </Divider>
        <Row gutter={16} align="middle">
          <Col xs={24} sm={12}>
            <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24 }}>
              {check('required', t('meta.attr.required'))}
              {check('queryDisplay', t('meta.attr.queryDisplay'))}
              {check('tableDisplay', t('meta.attr.tableDisplay'))}
            </div>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item name="tableWidth" label={t('meta.attr.tableWidth')}>
              <InputNumber min={0} max={2000} precision={0} suffix="px" style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </MetaFormModal>
  );
}
