import SettingOutlined from '@ant-design/icons/SettingOutlined';
import { Button, Checkbox, Popover, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../../renderers/fields/types';

interface ColumnChooserProps {
  /** the page's columns (visible by metadata) */
  fields: readonly FieldMeta[];
  hidden: readonly string[];
  onChange: (hidden: string[]) => void;
}

/** A popover of checkboxes: which of the page's columns the table shows. */
export function ColumnChooser({ fields, hidden, onChange }: ColumnChooserProps) {
  const { t } = useTranslation();
  const toggle = (code: string, show: boolean) => onChange(show ? hidden.filter((c) => c !== code) : [...hidden, code]);
  // built when the popover opens, not on every render of the list
  const content = () => {
    const hiddenSet = new Set(hidden);
    return (
      <Space direction="vertical" size={4} style={{ maxHeight: 360, overflow: 'auto' }}>
        {fields.filter((f) => f.visible).map((f) => (
          <Checkbox key={f.code} checked={!hiddenSet.has(f.code)} onChange={(e) => toggle(f.code, e.target.checked)}>
            {f.name}
          </Checkbox>
        ))}
        <Button size="small" type="link" onClick={() => onChange([])} style={{ padding: 0 }}>
          {t('engine.showAllColumns')}
        </Button>
      </Space>
    );
  };
  return (
    <Popover trigger="click" placement="bottomRight" title={t('engine.columns')} content={content}>
      <Button icon={<SettingOutlined />} aria-label={t('engine.columns')} />
    </Popover>
  );
}
