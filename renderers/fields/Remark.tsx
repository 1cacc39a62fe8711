// Remark: multi-line text (descriptions, notes); read mode keeps the line breaks, cells one line.
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { maxLengthOf, validateText } from './shared/stringRules';
import { displayText, plainText } from './shared/text';

function RemarkEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  const max = maxLengthOf(field);
  return (
    <Input.TextArea
      value={plainText(value)}
      autoSize={{ minRows: 2, maxRows: 8 }}
      maxLength={max ?? undefined}
      showCount={max !== null}
      disabled={disabled}
      placeholder={t('fields.pleaseInput')}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

function RemarkRead({ value }: ReadProps) {
  return <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{displayText(value)}</div>;
}

export const RemarkRenderer: FieldRenderer = {
  dataType: 'Remark',
  valueType: 'string',
  Edit: RemarkEdit,
  Read: RemarkRead,
  Cell: ({ value }) => {
    const text = displayText(value);
    return (
      <span title={text} style={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {text.replace(/\s*\n\s*/g, ' ')}
      </span>
    );
  },
  text: (value) => plainText(value),
  // a remark may hold spaces whatever the attribute says (its field type's limits)
  validate: (value, field) => validateText(value, field),
};
