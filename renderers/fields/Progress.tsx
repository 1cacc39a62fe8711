// Progress: a percentage 0–100 with 2 decimals (the field type's limits, schemas/fieldTypes),
// shown as a bar; edited as a number.
import { Progress } from 'antd';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { formatNumber, toNumber } from './shared/number';
import { NumberInput } from './shared/NumberInput';
import { numberRulesOf, validateNumber } from './shared/numberRules';
import { EMPTY, tf } from './shared/text';

function percentOf(value: unknown): number | null {
  const n = toNumber(value);
  return n === null ? null : Math.min(100, Math.max(0, n));
}

function Bar({ value, compact }: { value: unknown; compact?: boolean }) {
  const percent = percentOf(value);
  if (percent === null) return <span>{EMPTY}</span>;
  return <Progress percent={percent} size={compact ? 'small' : 'default'} format={(p) => `${formatNumber(p, 2)}%`} style={{ margin: 0, minWidth: 80 }} />;
}

function ProgressEdit({ value, onChange, field, disabled }: EditProps) {
  return <NumberInput value={value} onChange={onChange} rules={numberRulesOf(field)} disabled={disabled} suffix="%" />;
}

function ProgressRead({ value }: ReadProps) {
  return <Bar value={value} />;
}

export const ProgressRenderer: FieldRenderer = {
  dataType: 'Progress',
  valueType: 'number',
  Edit: ProgressEdit,
  Read: ProgressRead,
  Cell: ({ value }) => <Bar value={value} compact />,
  text: (value) => {
    const percent = percentOf(value);
    return percent === null ? '' : `${formatNumber(percent, 2)}%`;
  },
  validate: (value, field) => {
    const rules = numberRulesOf(field);
    const n = toNumber(value);
    // below or above the bounds: one message naming the range
    const outside = n !== null && ((rules.min !== null && n < rules.min) || (rules.max !== null && n > rules.max));
    return outside ? tf('progressRange') : validateNumber(value, rules);
  },
};
