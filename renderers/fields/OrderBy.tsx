// OrderBy: a sort order, a whole number of 0 or more (the field type's limits, schemas/fieldTypes).
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { formatNumber } from './shared/number';
import { NumberInput } from './shared/NumberInput';
import { numberRulesOf, validateNumber } from './shared/numberRules';
import { EMPTY } from './shared/text';

function OrderByEdit({ value, onChange, field, disabled }: EditProps) {
  return <NumberInput value={value} onChange={onChange} rules={numberRulesOf(field)} disabled={disabled} />;
}

function OrderByRead({ value }: ReadProps) {
  return <span>{formatNumber(value, 0) || EMPTY}</span>;
}

export const OrderByRenderer: FieldRenderer = {
  dataType: 'OrderBy',
  valueType: 'number',
  Edit: OrderByEdit,
  Read: OrderByRead,
  Cell: ({ value }) => formatNumber(value, 0) || EMPTY,
  text: (value) => formatNumber(value, 0),
  validate: (value, field) => validateNumber(value, numberRulesOf(field)),
};
