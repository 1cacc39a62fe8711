// How an indicator's figures read: a value with its unit (a percentage with %), its status colour,
// and how a measure is said ("合计(金额)", "订单数÷…").
import type { IndicatorStatus, IndicatorView, MeasureInput } from '../contracts';

export const STATUS_COLOR: Record<IndicatorStatus, string> = { good: 'green', warn: 'orange', bad: 'red', none: 'default' };

export function valueText(v: string | null | undefined, i: Pick<IndicatorView, 'unit' | 'percent'>): string {
  if (v == null) return '—';
  const unit = i.unit ?? (i.percent ? '%' : '');
  return `${v}${unit ? ` ${unit}` : ''}`;
}

export function measureText(m: MeasureInput, columnLabel: (c: string) => string, t: (k: string) => string): string {
  return `${t(`datagov.indicator.aggs.${m.agg}`)}${m.column ? `(${columnLabel(m.column)})` : ''}`;
}
