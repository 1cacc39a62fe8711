// Select: a fixed choice. Options from field.props.options, else attr.options, else limitValue
// (each a list of {value, label, labelEn?}); several values when field.multiple.
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldMeta, FieldRenderer, ReadProps } from './types';
import { firstOptions, optionText, selectValue, toSelectOptions } from './shared/options';
import { EMPTY } from './shared/text';

const optionsOf = (field: FieldMeta) => firstOptions(field.props?.options, field.attr?.options, field.limitValue);

function selectText(value: unknown, field: FieldMeta): string {
  const options = optionsOf(field);
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((v) => optionText(options, v))
    .filter(Boolean)
    .join(', ');
}

function SelectEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  return (
    <Select
      style={{ width: '100%' }}
      mode={field.multiple ? 'multiple' : undefined}
      value={selectValue(value, field.multiple)}
      options={toSelectOptions(optionsOf(field))}
      disabled={disabled}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={t('fields.pleaseSelect')}
      onChange={(next: unknown) => onChange?.(next ?? (field.multiple ? [] : null))}
    />
  );
}

function SelectRead({ value, field }: ReadProps) {
  useTranslation(); // re-render on language change
  return <span>{selectText(value, field) || EMPTY}</span>;
}

export const SelectRenderer: FieldRenderer = {
  dataType: 'Select',
  valueType: 'string',
  Edit: SelectEdit,
  Read: SelectRead,
  Cell: ({ value, field }) => selectText(value, field) || EMPTY,
  text: (value, field) => selectText(value, field),
};
