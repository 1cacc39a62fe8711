// Progress: a percentage 0–100, shown as a bar; edited as a number.
import { Progress } from 'antd';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { formatNumber, toNumber } from './shared/number';
import { NumberInput } from './shared/NumberInput';
import { EMPTY, tf } from './shared/text';

const RULES = { integer: false, positive: false, min: 0, max: 100, digits: { int: 3, scale: 2 } };

function percentOf(value: unknown): number | null {
  const n = toNumber(value);
  return n === null ? null : Math.min(100, Math.max(0, n));
}

function Bar({ value, compact }: { value: unknown; compact?: boolean }) {
  const percent = percentOf(value);
  if (percent === null) return <span>{EMPTY}</span>;
  return <Progress percent={percent} size={compact ? 'small' : 'default'} format={(p) => `${formatNumber(p, 2)}%`} style={{ margin: 0, minWidth: 80 }} />;
}

function ProgressEdit({ value, onChange, disabled }: EditProps) {
  return <NumberInput value={value} onChange={onChange} rules={RULES} disabled={disabled} suffix="%" />;
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
  validate: (value) => {
    if (value === null || value === undefined || value === '') return undefined;
    const n = toNumber(value);
    if (n === null) return tf('notNumber');
    return n < 0 || n > 100 ? tf('progressRange') : undefined;
  },
};
