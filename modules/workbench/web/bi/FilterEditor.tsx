// The designer's filters, one line each: a field, how it is filtered (filterOps: a range for dates
// and numbers, picked values for references, options and text, a text's part) and its value. The
// values to pick from come from the server (workbench.Bi/values: the field's values in the
// source, through the caller's visibility, under the other filters), loaded when the list opens
// and for a line that already holds values (a saved analysis), so they read as names.
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Button, DatePicker, Input, InputNumber, Select, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { Language } from '../../../../src/app/session/loginInfo';
import { categoryOf } from '../../../../src/templates/report/ReportChartSlot';
import { BI_LIMITS, type BiField, type BiFilter, type BiSource } from '../../contracts';
import { BiApi } from '../api';
import { emptyFilter, type FilterChoice, type FilterOp, filterOf, filterOps } from './designer';

const quiet = { ignoreError: true, cancelPrevious: false } as const;

interface Props {
  source: BiSource;
  filters: FilterChoice[];
  onChange: (filters: FilterChoice[]) => void;
  language: Language;
}

export function FilterEditor({ source, filters, onChange, language }: Props) {
  const { t } = useTranslation();
  const label = (f: { name: string; nameEn: string }) => (language === 'en_US' ? f.nameEn : f.name);
  const fieldOf = (code: string) => source.fields.find((f) => f.code === code);
  const used = new Set(filters.map((f) => f.field));
  const free = source.fields.filter((f) => !used.has(f.code));
  const put = (i: number, f: FilterChoice) => onChange(filters.map((x, j) => (j === i ? f : x)));
  const others = (i: number) => filters.filter((_, j) => j !== i).map(filterOf).filter((f): f is BiFilter => f !== null);

  return (
    <Space direction="vertical" size={6} style={{ width: '100%' }} data-testid="bi-filters">
      {filters.map((f, i) => {
        const field = fieldOf(f.field);
        return (
          <Space.Compact key={f.field} style={{ width: '100%' }} data-testid={`bi-filter-${f.field}`}>
            <Select
              style={{ width: '28%' }}
              value={f.field}
              aria-label={t('workbench.bi.filterField')}
              showSearch
              optionFilterProp="label"
              options={[field, ...free].filter((x): x is BiField => !!x).map((x) => ({ value: x.code, label: label(x) }))}
              onChange={(code) => put(i, emptyFilter(code, filterOps(fieldOf(code))[0]))}
            />
            <Select
              style={{ width: '18%' }}
              value={f.op}
              aria-label={t('workbench.bi.filterOp')}
              data-testid="bi-filter-op"
              options={filterOps(field).map((op) => ({ value: op, label: t(`workbench.bi.ops.${op}`) }))}
              onChange={(op: FilterOp) => put(i, emptyFilter(f.field, op))}
            />
            <div style={{ width: '54%', display: 'flex' }}>
              {field && <FilterValue source={source.code} field={field} filter={f} others={() => others(i)} language={language} onChange={(x) => put(i, x)} />}
            </div>
            <Button icon={<DeleteOutlined />} aria-label={t('workbench.bi.removeFilter')} onClick={() => onChange(filters.filter((_, j) => j !== i))} />
          </Space.Compact>
        );
      })}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        disabled={!free.length || filters.length >= BI_LIMITS.filters}
        onClick={() => onChange([...filters, emptyFilter(free[0].code, filterOps(free[0])[0])])}
        data-testid="bi-add-filter"
      >
        {t('workbench.bi.addFilter')}
      </Button>
    </Space>
  );
}

interface ValueProps {
  source: string;
  field: BiField;
  filter: FilterChoice;
  others: () => BiFilter[];
  language: Language;
  onChange: (f: FilterChoice) => void;
}

function FilterValue({ source, field, filter, others, language, onChange }: ValueProps) {
  const { t } = useTranslation();
  if (filter.op === 'between' && field.date) {
    const [from, to] = filter.value;
    return (
      <DatePicker.RangePicker
        style={{ width: '100%' }}
        allowEmpty={[true, true]}
        value={[from ? dayjs(from) : null, to ? dayjs(to) : null]}
        onChange={(v) => onChange({ ...filter, value: [v?.[0]?.format('YYYY-MM-DD') ?? null, v?.[1]?.format('YYYY-MM-DD') ?? null] })}
      />
    );
  }
  if (filter.op === 'between') {
    // string mode: the bounds travel as decimal text, never through a binary float
    const end = (at: 0 | 1) => (v: string | null) => onChange({ ...filter, value: at === 0 ? [v || null, filter.value[1]] : [filter.value[0], v || null] });
    return (
      <>
        <InputNumber<string> stringMode style={{ width: '50%' }} placeholder={t('workbench.bi.least')} value={filter.value[0]} onChange={end(0)} aria-label={t('workbench.bi.least')} />
        <InputNumber<string> stringMode style={{ width: '50%' }} placeholder={t('workbench.bi.most')} value={filter.value[1]} onChange={end(1)} aria-label={t('workbench.bi.most')} />
      </>
    );
  }
  if (filter.op === 'contains') return <Input value={filter.value} onChange={(e) => onChange({ ...filter, value: e.target.value })} aria-label={t('workbench.bi.filterValue')} />;
  if (filter.op === 'eq' && field.numeric) {
    return <InputNumber<string> stringMode style={{ width: '100%' }} value={filter.value === null ? null : String(filter.value)} onChange={(v) => onChange({ ...filter, value: v || null })} aria-label={t('workbench.bi.filterValue')} />;
  }
  return <ValuePicker source={source} field={field} filter={filter as Extract<FilterChoice, { op: 'in' | 'eq' }>} others={others} language={language} onChange={onChange} />;
}

// a Select holds strings and numbers: a yes/no field's values go as 'true' / 'false' (the server reads both)
type Key = string | number;
type Option = { value: Key; label: string };
const keyOf = (v: string | number | boolean): Key => (typeof v === 'boolean' ? String(v) : v);

function ValuePicker({ source, field, filter, others, language, onChange }: ValueProps & { filter: Extract<FilterChoice, { op: 'in' | 'eq' }> }) {
  const { t } = useTranslation();
  const [options, setOptions] = useState<Option[] | null>(null);
  const [more, setMore] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    setError(null);
    BiApi.values([{ source, field: field.code, filters: others() }], quiet).then(
      (r) => {
        setOptions(r.values.map((v) => ({ value: keyOf(v.value), label: categoryOf(v.row, r.column, language) })));
        setMore(r.more);
        setLoading(false);
      },
      (e) => {
        setError(errorMessage(e, t('workbench.bi.valuesFailed')));
        setLoading(false);
      },
    );
  }, [source, field.code, others, language, t]);
  // a saved filter's values read as names at once
  const held = filter.op === 'in' ? filter.value.length > 0 : filter.value !== null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once for the field a line holds, not again on every edit of the others
  useEffect(() => {
    if (held && options === null) load();
  }, [field.code]);
  const picked = (filter.op === 'in' ? filter.value : filter.value === null ? [] : [filter.value]).map(keyOf);
  return (
    <Select<Key[]>
      mode="multiple"
      maxCount={filter.op === 'eq' ? 1 : BI_LIMITS.values}
      style={{ width: '100%' }}
      data-testid="bi-filter-values"
      aria-label={t('workbench.bi.filterValue')}
      showSearch
      optionFilterProp="label"
      loading={loading}
      value={picked}
      options={options ?? picked.map((v) => ({ value: v, label: String(v) }))}
      onOpenChange={(open) => open && options === null && !loading && load()}
      notFoundContent={error ? <Typography.Text type="danger">{error}</Typography.Text> : loading ? t('workbench.bi.loadingValues') : undefined}
      popupRender={(menu) => (
        <>
          {menu}
          {more && <Typography.Text type="secondary" style={{ display: 'block', padding: '4px 8px', fontSize: 12 }}>{t('workbench.bi.moreValues', { n: BI_LIMITS.values })}</Typography.Text>}
        </>
      )}
      onChange={(v) => onChange(filter.op === 'in' ? { ...filter, value: v } : { ...filter, value: v[0] ?? null })}
    />
  );
}
