// Number: a numeric input with the attribute's rules; cells right-aligned, truncated to 3 decimals.
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { formatNumber } from './shared/number';
import { NumberInput } from './shared/NumberInput';
import { numberRulesOf, validateNumber } from './shared/numberRules';
import { EMPTY } from './shared/text';

function NumberEdit({ value, onChange, field, disabled }: EditProps) {
  const { t } = useTranslation();
  return <NumberInput value={value} onChange={onChange} rules={numberRulesOf(field)} disabled={disabled} placeholder={t('fields.pleaseInput')} />;
}

function NumberRead({ value }: ReadProps) {
  return <span>{formatNumber(value) || EMPTY}</span>;
}

export const NumberRenderer: FieldRenderer = {
  dataType: 'Number',
  valueType: 'number',
  Edit: NumberEdit,
  Read: NumberRead,
  Cell: ({ value }) => <div style={{ textAlign: 'right' }}>{formatNumber(value) || EMPTY}</div>,
  text: (value) => formatNumber(value),
  validate: (value, field) => validateNumber(value, numberRulesOf(field)),
};
