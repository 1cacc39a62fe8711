// Select: a fixed choice. Options from field.props.options, else attr.options, else limitValue
// (each a list of {value, label, labelEn?}); several values when field.multiple.
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldMeta, FieldRenderer, ReadProps } from './types';
import { OptionSelect } from './shared/OptionSelect';
import { firstOptions, optionText } from './shared/options';
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

function SelectEdit(props: EditProps) {
  return <OptionSelect {...props} options={optionsOf(props.field)} searchable />;
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
