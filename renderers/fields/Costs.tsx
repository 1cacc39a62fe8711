// Costs: a money amount: 2 decimals (truncated, like the number helper), thousands separators.
// At most 2 decimals whatever the attribute says: the field type's limits (schemas/fieldTypes).
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { formatMoney } from './shared/number';
import { NumberInput } from './shared/NumberInput';
import { numberRulesOf, validateNumber } from './shared/numberRules';
import { EMPTY } from './shared/text';

function CostsEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  return <NumberInput value={value} onChange={onChange} rules={numberRulesOf(field)} disabled={disabled} placeholder={t('fields.pleaseInput')} />;
}

function CostsRead({ value }: ReadProps) {
  return <span>{formatMoney(value) || EMPTY}</span>;
}

export const CostsRenderer: FieldRenderer = {
  dataType: 'Costs',
  valueType: 'number',
  Edit: CostsEdit,
  Read: CostsRead,
  Cell: ({ value }) => <div style={{ textAlign: 'right' }}>{formatMoney(value) || EMPTY}</div>,
  text: (value) => formatMoney(value),
  validate: (value, field) => validateNumber(value, numberRulesOf(field)),
};
