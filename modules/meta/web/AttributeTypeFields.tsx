import { Checkbox, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TypeGroup } from './attributeTypes';
import type { OptionValue } from './attributeForm';
import { OptionListField } from './OptionListField';
import { QuoteEntitySelect } from './QuoteEntitySelect';

const half = { xs: 24, sm: 12 };
const third = { xs: 24, sm: 8 };

/** The settings of one kind of data type (text, number, date, options, dictionary, reference). */
export function AttributeTypeFields({ group }: { group: TypeGroup | null }) {
  const { t } = useTranslation();
  const options = (Form.useWatch('options') as OptionValue[] | undefined) ?? [];
  const check = (name: string, label: string) => (
    <Form.Item name={name} valuePropName="checked" style={{ marginBottom: 8 }}>
      <Checkbox>{label}</Checkbox>
    </Form.Item>
  );
  switch (group) {
    case 'text':
      return (
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="max" label={t('meta.attr.max')}>
              <InputNumber min={1} max={4000} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="defaultValue" label={t('meta.attr.defaultValue')}>
              <Input maxLength={4000} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <ChecksRow>
              {check('noSpaces', t('meta.attr.noSpaces'))}
              {check('fuzzy', t('meta.attr.fuzzy'))}
              {check('unique', t('meta.attr.unique'))}
            </ChecksRow>
          </Col>
        </Row>
      );
    case 'number':
      return (
        <Row gutter={16}>
          <Col {...third}>
            <Form.Item name="digitsInt" label={t('meta.attr.digitsInt')}>
              <InputNumber min={1} max={18} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="digitsScale" label={t('meta.attr.digitsScale')}>
              <InputNumber min={0} max={6} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...third}>
            <Form.Item name="min" label={t('meta.attr.min')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="defaultValue" label={t('meta.attr.defaultValue')}>
              <InputNumber style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <ChecksRow>
              {check('positive', t('meta.attr.positive'))}
              {check('integer', t('meta.attr.integer'))}
              {check('unique', t('meta.attr.unique'))}
            </ChecksRow>
          </Col>
        </Row>
      );
    case 'date':
      return (
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="when" label={t('meta.attr.when')}>
              <Select allowClear placeholder={t('meta.attr.whenAny')} options={[{ value: 'past', label: t('meta.attr.past') }, { value: 'future', label: t('meta.attr.future') }]} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item label=" " colon={false}>
              {check('dateOnly', t('meta.attr.dateOnly'))}
            </Form.Item>
          </Col>
        </Row>
      );
    case 'bool':
      return (
        <Form.Item name="defaultValue" label={t('meta.attr.defaultValue')}>
          <Select allowClear placeholder={t('meta.attr.noDefault')} options={[{ value: 'true', label: t('fields.yes') }, { value: 'false', label: t('fields.no') }]} />
        </Form.Item>
      );
    case 'options':
      return (
        <>
          <OptionListField />
          <Form.Item name="defaultValue" label={t('meta.attr.defaultValue')}>
            <Select allowClear placeholder={t('meta.attr.noDefault')} options={options.filter((o) => o?.value).map((o) => ({ value: o.value, label: o.label || o.value }))} />
          </Form.Item>
        </>
      );
    case 'dict':
      return (
        <Row gutter={16}>
          <Col {...half}>
            <Form.Item name="dictCode" label={t('meta.attr.dictCode')} rules={[{ required: true, whitespace: true, message: t('meta.required') }]}>
              <Input maxLength={128} placeholder={t('fields.dictCodePlaceholder')} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="defaultValue" label={t('meta.attr.defaultValue')}>
              <Input maxLength={128} />
            </Form.Item>
          </Col>
        </Row>
      );
    case 'quote':
      return (
        <Form.Item name="quoteEntityCode" label={t('meta.attr.quoteEntity')} rules={[{ required: true, message: t('meta.required') }]}>
          <QuoteEntitySelect placeholder={t('fields.pleaseSelect')} />
        </Form.Item>
      );
    default:
      return null;
  }
}

function ChecksRow({ children }: { children: ReactNode }) {
  return <div style={{ display: 'flex', flexWrap: 'wrap', columnGap: 24 }}>{children}</div>;
}
