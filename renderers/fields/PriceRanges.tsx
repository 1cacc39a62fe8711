// PriceRanges: price tiers, a list of {min, max, price}: a quantity from min (inclusive) up to
// max (exclusive) costs price. Ranges may touch (0–100, 100–200) but not overlap; min < max;
// price ≥ 0. Read: one "min–max: price" line per range.
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, InputNumber, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EditProps, FieldRenderer, ReadProps } from './types';
import { formatMoney, formatNumber, toNumber } from './shared/number';
import { EMPTY, tf } from './shared/text';

export interface PriceRange {
  min: number | null;
  max: number | null;
  price: number | null;
}

function rangesOf(value: unknown): PriceRange[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((row) => row && typeof row === 'object')
    .map((row: Record<string, unknown>) => ({ min: toNumber(row.min), max: toNumber(row.max), price: toNumber(row.price) }));
}

function lineOf(range: PriceRange): string {
  return `${formatNumber(range.min)}–${formatNumber(range.max)}: ${formatMoney(range.price)}`;
}

export function validateRanges(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (!Array.isArray(value)) return tf('notRanges');
  const ranges = rangesOf(value);
  for (const [i, r] of ranges.entries()) {
    const row = i + 1;
    if (r.min === null || r.max === null || r.price === null) return tf('rangeIncomplete', { row });
    if (r.min >= r.max) return tf('rangeMinMax', { row });
    if (r.price < 0) return tf('rangeNegativePrice', { row });
  }
  const sorted = ranges.map((r, i) => ({ ...r, row: i + 1 })).sort((a, b) => (a.min as number) - (b.min as number));
  for (let i = 1; i < sorted.length; i++) {
    const previous = sorted[i - 1];
    const current = sorted[i];
    if ((current.min as number) < (previous.max as number)) {
      const [row, other] = [previous.row, current.row].sort((a, b) => a - b);
      return tf('rangeOverlap', { row: other, other: row });
    }
  }
  return undefined;
}

function PriceRangesEdit({ value, onChange, disabled }: EditProps) {
  const { t } = useTranslation();
  const ranges = rangesOf(value);
  const update = (index: number, patch: Partial<PriceRange>) => onChange?.(ranges.map((r, i) => (i === index ? { ...r, ...patch } : r)));
  const remove = (index: number) => onChange?.(ranges.filter((_, i) => i !== index));
  // a new tier starts where the last one ends
  const add = () => onChange?.([...ranges, { min: ranges.length ? ranges[ranges.length - 1].max : 0, max: null, price: null }]);
  const number = (index: number, key: keyof PriceRange, label: string, min?: number) => (
    <InputNumber<number>
      aria-label={`${label} ${index + 1}`}
      placeholder={label}
      value={ranges[index][key]}
      min={min}
      disabled={disabled}
      onChange={(next) => update(index, { [key]: toNumber(next) })}
    />
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {ranges.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a range has no identity of its own; its inputs show the value at its index
        <Space key={index} align="center" wrap>
          {number(index, 'min', t('fields.priceMin'))}
          <span>–</span>
          {number(index, 'max', t('fields.priceMax'))}
          <span>:</span>
          {number(index, 'price', t('fields.price'), 0)}
          <Button aria-label={`${t('fields.removeRange')} ${index + 1}`} icon={<DeleteOutlined />} type="text" danger disabled={disabled} onClick={() => remove(index)} />
        </Space>
      ))}
      <Button icon={<PlusOutlined />} type="dashed" disabled={disabled} onClick={add}>
        {t('fields.addRange')}
      </Button>
    </Space>
  );
}

function RangeLines({ value }: { value: unknown }) {
  const ranges = rangesOf(value);
  if (!ranges.length) return <span>{EMPTY}</span>;
  return (
    <div>
      {ranges.map((range, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a range has no identity of its own, and this list is read-only
        <div key={index}>{lineOf(range)}</div>
      ))}
    </div>
  );
}

export const PriceRangesRenderer: FieldRenderer = {
  dataType: 'PriceRanges',
  valueType: 'array',
  Edit: PriceRangesEdit,
  Read: ({ value }: ReadProps) => <RangeLines value={value} />,
  Cell: ({ value }) => <RangeLines value={value} />,
  text: (value) => rangesOf(value).map(lineOf).join('; '),
  validate: validateRanges,
};
