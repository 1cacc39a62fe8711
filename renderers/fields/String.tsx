// String: one line of text; max length from the attribute (or fieldLength), optional no-spaces rule.
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { maxLengthOf, validateText } from './shared/stringRules';
import { displayText, plainText } from './shared/text';

/** Long limits (descriptions, addresses) show a character count; short codes and names do not. */
const COUNT_FROM = 200;

function StringEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  const max = maxLengthOf(field);
  return (
    <Input
      value={plainText(value)}
      maxLength={max ?? undefined}
      showCount={max !== null && max >= COUNT_FROM}
      disabled={disabled}
      allowClear={!disabled}
      placeholder={t('fields.pleaseInput')}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

function StringRead({ value }: ReadProps) {
  return <span>{displayText(value)}</span>;
}

export const StringRenderer: FieldRenderer = {
  dataType: 'String',
  valueType: 'string',
  Edit: StringEdit,
  Read: StringRead,
  Cell: ({ value }) => displayText(value),
  text: (value) => plainText(value),
  validate: (value, field) => validateText(value, field),
};
