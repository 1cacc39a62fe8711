// DictType: the code of a dictionary (e.g. for a Dict attribute being designed): free text, with
// suggestions from field.props.dictCodes (codes, or {value, label} pairs).
import { AutoComplete } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { normalizeOptions } from './shared/options';
import { maxLengthOf, validateText } from './shared/stringRules';
import { displayText, localLabel, plainText } from './shared/text';

function DictTypeEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  const text = plainText(value);
  const suggestions = normalizeOptions(field.props?.dictCodes)
    .filter((option) => !text || `${option.value} ${localLabel(option)}`.toLowerCase().includes(text.toLowerCase()))
    .map((option) => ({ value: String(option.value), label: String(option.value) === localLabel(option) ? String(option.value) : `${option.value} ${localLabel(option)}` }));
  return (
    <AutoComplete
      style={{ width: '100%' }}
      value={text}
      options={suggestions}
      disabled={disabled}
      maxLength={maxLengthOf(field) ?? undefined}
      placeholder={t('fields.dictCodePlaceholder')}
      onChange={(next: string) => onChange?.(next)}
    />
  );
}

function DictTypeRead({ value }: ReadProps) {
  return <span>{displayText(value)}</span>;
}

export const DictTypeRenderer: FieldRenderer = {
  dataType: 'DictType',
  valueType: 'string',
  Edit: DictTypeEdit,
  Read: DictTypeRead,
  Cell: ({ value }) => displayText(value),
  text: (value) => plainText(value),
  // dictionary codes are codes: no white space (its field type's limits)
  validate: (value, field) => validateText(value, field),
};
