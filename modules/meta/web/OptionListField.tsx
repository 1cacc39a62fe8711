import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';

/** The options of a Select / EnumType attribute: value, label and English label per row. */
export function OptionListField() {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('meta.attr.options')} required>
      <Form.List
        name="options"
        rules={[
          {
            validator: async (_, rows?: unknown[]) => {
              if (!rows?.length) throw new Error(t('meta.attr.optionsRequired'));
            },
          },
        ]}
      >
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map((row) => (
              <Space key={row.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item name={[row.name, 'value']} rules={[{ required: true, whitespace: true, message: t('meta.required') }]}>
                  <Input placeholder={t('meta.attr.optionValue')} maxLength={64} />
                </Form.Item>
                <Form.Item name={[row.name, 'label']} rules={[{ required: true, whitespace: true, message: t('meta.required') }]}>
                  <Input placeholder={t('meta.attr.optionLabel')} maxLength={64} />
                </Form.Item>
                <Form.Item name={[row.name, 'labelEn']}>
                  <Input placeholder={t('meta.attr.optionLabelEn')} maxLength={64} />
                </Form.Item>
                <Button type="text" icon={<DeleteOutlined />} aria-label={t('meta.attr.removeOption')} onClick={() => remove(row.name)} />
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ value: '', label: '', labelEn: '' })}>
              {t('meta.attr.addOption')}
            </Button>
            <Form.ErrorList errors={errors} />
          </>
        )}
      </Form.List>
    </Form.Item>
  );
}
