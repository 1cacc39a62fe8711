// The form of one node of the permission definition tree: a group (code, name) or a data item
// whose kind says what a role's value is — 是/否 (boolean), 单选 (single, with its options),
// 多选 (multi, with its options) or 数值 (number, with optional bounds).
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Select, Space, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { boundsProblem, duplicateOption, formValuesOf, ITEM_KINDS, type RightFormValues, type RightTarget } from './rightsForm';

export interface RightFormProps {
  target: RightTarget;
  disabled: boolean;
  saving: boolean;
  onSave: (values: RightFormValues) => void;
  onDelete: (() => void) | null;
}

export function RightForm({ target, disabled, saving, onSave, onDelete }: RightFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RightFormValues>();
  useEffect(() => form.setFieldsValue({ min: null, max: null, nameEn: undefined, description: undefined, ...formValuesOf(target) }), [form, target]);
  const kind = Form.useWatch('kind', form) ?? formValuesOf(target).kind;
  const isGroup = kind === 'group';
  const inUse = 'node' in target && target.node.roleCount > 0;
  return (
    <Form form={form} layout="vertical" disabled={disabled} onFinish={onSave} data-testid="right-form">
      {inUse ? <Alert type="info" showIcon style={{ marginBottom: 12 }} message={t('rights.inUse', { n: 'node' in target ? target.node.roleCount : 0 })} /> : null}
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="kind" label={t('rights.kind')}>
            <Select disabled={isGroup || inUse} options={(isGroup ? ['group'] : ITEM_KINDS).map((k) => ({ value: k, label: t(`rights.kinds.${k}`) }))} data-testid="right-kind" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="code" label={t('rights.code')} rules={[{ required: true, whitespace: true, message: t('roles.required') }, { pattern: /^\S+$/, message: t('roles.noSpaces') }, { max: 128 }]}>
            <Input data-testid="right-code" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t('rights.name')} rules={[{ required: true, whitespace: true, message: t('roles.required') }, { max: 128 }]}>
            <Input data-testid="right-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="nameEn" label={t('rights.nameEn')} rules={[{ max: 128 }]}>
            <Input />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name="sn" label={t('rights.sn')}>
            <InputNumber min={0} max={100000} precision={0} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={18}>
          <Form.Item name="description" label={t('rights.description')} rules={[{ max: 1024 }]}>
            <Input />
          </Form.Item>
        </Col>
      </Row>
      {kind === 'single' || kind === 'multi' ? (
        <Form.List
          name="options"
          rules={[
            {
              validator: async (_, list: RightFormValues['options']) => {
                if (!list?.length) throw new Error(t('rights.needOptions'));
                const dup = duplicateOption(list);
                if (dup) throw new Error(t('rights.duplicateOption', { value: dup }));
              },
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <div data-testid="right-options">
              <Typography.Text strong>{t('rights.options')}</Typography.Text>
              {fields.map((f, i) => (
                <Space key={f.key} align="baseline" style={{ display: 'flex', marginTop: 8 }} wrap>
                  <Form.Item name={[f.name, 'value']} rules={[{ required: true, whitespace: true, message: t('rights.optionValue') }, { max: 64 }]} noStyle>
                    <Input placeholder={t('rights.optionValue')} style={{ width: 140 }} aria-label={`${t('rights.optionValue')} ${i + 1}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'label']} rules={[{ required: true, whitespace: true, message: t('rights.optionLabel') }, { max: 128 }]} noStyle>
                    <Input placeholder={t('rights.optionLabel')} style={{ width: 160 }} aria-label={`${t('rights.optionLabel')} ${i + 1}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'labelEn']} rules={[{ max: 128 }]} noStyle>
                    <Input placeholder={t('rights.optionLabelEn')} style={{ width: 160 }} />
                  </Form.Item>
                  <Button icon={<DeleteOutlined />} aria-label={t('rights.removeOption', { n: i + 1 })} onClick={() => remove(f.name)} />
                </Space>
              ))}
              <Button type="dashed" icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => add({ value: '', label: '' })} data-testid="add-option">
                {t('rights.addOption')}
              </Button>
              <Form.ErrorList errors={errors} />
            </div>
          )}
        </Form.List>
      ) : null}
      {kind === 'number' ? (
        <Row gutter={12}>
          <Col xs={12} md={6}>
            <Form.Item name="min" label={t('rights.min')}>
              <InputNumber style={{ width: '100%' }} data-testid="right-min" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="max"
              label={t('rights.max')}
              dependencies={['min']}
              rules={[
                ({ getFieldValue }) => ({
                  validator: async (_, max: number | null) => {
                    if (boundsProblem({ min: getFieldValue('min') as number | null, max })) throw new Error(t('rights.badBounds'));
                  },
                }),
              ]}
            >
              <InputNumber style={{ width: '100%' }} data-testid="right-max" />
            </Form.Item>
          </Col>
        </Row>
      ) : null}
      <Space style={{ marginTop: 12 }}>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="save-right">
          {'node' in target ? t('templates.save') : t('rights.create')}
        </Button>
        {onDelete ? (
          <Button danger icon={<DeleteOutlined />} onClick={onDelete} data-testid="delete-right">
            {t('rights.delete')}
          </Button>
        ) : null}
      </Space>
    </Form>
  );
}
