// The numeric edit control shared by Number, Costs, MaterialNum, OrderBy and Progress.
import { InputNumber } from 'antd';
import type { ReactNode } from 'react';
import { toNumber } from './number';
import { decimalsOf, limitDecimals, type NumberRules } from './numberRules';

interface Props {
  value?: unknown;
  onChange?: (value: number | null) => void;
  rules: NumberRules;
  disabled?: boolean;
  placeholder?: string;
  suffix?: ReactNode;
}

export function NumberInput({ value, onChange, rules, disabled, placeholder, suffix }: Props) {
  const decimals = decimalsOf(rules);
  const min = rules.min ?? (rules.positive ? 0 : undefined);
  return (
    <InputNumber<number>
      style={{ width: '100%' }}
      value={toNumber(value)}
      min={min}
      max={rules.max ?? undefined}
      precision={rules.integer ? 0 : undefined}
      disabled={disabled}
      placeholder={placeholder}
      suffix={suffix}
      onChange={(next) => onChange?.(limitDecimals(toNumber(next), decimals))}
    />
  );
}
