// Costs: a money amount: 2 decimals (truncated, like the number helper), thousands separators.
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldRenderer, FieldMeta, ReadProps } from './types';
import { formatMoney } from './shared/number';
import { NumberInput } from './shared/NumberInput';
import { numberRulesOf, validateNumber } from './shared/numberRules';
import { EMPTY } from './shared/text';

/** Money keeps at most 2 decimals whatever the attribute says; its integer digits come from the attribute. */
function moneyRules(field: FieldMeta) {
  const rules = numberRulesOf(field);
  const scale = Math.min(rules.digits?.scale ?? 2, 2);
  return { ...rules, digits: { int: rules.digits?.int ?? 16, scale } };
}

function CostsEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  return <NumberInput value={value} onChange={onChange} rules={moneyRules(field)} disabled={disabled} placeholder={t('fields.pleaseInput')} />;
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
  validate: (value, field) => validateNumber(value, moneyRules(field)),
};
