// The report's filter bar: the date field's range (pre-set to the declared default), a reference
// picker for each reference filter (the same searchable picker as every form: ReferencePicker),
// options for enum and dictionary filters, a text box for contains. Values are kept here until
// 查询; 重置 goes back to the declared defaults.
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../renderers/fields/shared/dictCache';
import { ReferencePicker } from '../../../renderers/fields/shared/ReferencePicker';
import { FUZZY_PAGE_SIZE } from '../../../renderers/fields/shared/referenceRenderer';
import { localLabel } from '../../../renderers/fields/shared/text';
import type { ReportFilterMeta, ReportMeta } from '../../../schemas/reports/columns';
import type { Language } from '../../app/session/loginInfo';
import { barFilters, type DateRange } from './reportQuery';

export interface ReportFilterValues {
  values: Record<string, unknown>;
  dates: DateRange;
}

interface Props {
  meta: ReportMeta;
  language: Language;
  initial: ReportFilterValues;
  onSearch: (v: ReportFilterValues) => void;
}

const labelOf = (f: { name: string; nameEn: string }, language: Language) => (language === 'en_US' ? f.nameEn : f.name);

/** A select of fixed choices (one, or several for an `in` filter); cleared means no filter. */
function ChoiceSelect({ multiple, value, onChange, options }: { multiple: boolean; value: unknown; onChange: (v: unknown) => void; options: { value: string; label: string }[] }) {
  const { t } = useTranslation();
  return (
    <Select
      style={{ minWidth: 160 }}
      mode={multiple ? 'multiple' : undefined}
      allowClear
      placeholder={t('fields.pleaseSelect')}
      value={value ?? undefined}
      options={options}
      onChange={(v) => onChange(v ?? null)}
    />
  );
}

function DictSelect({ dict, multiple, value, onChange }: { dict: string; multiple: boolean; value: unknown; onChange: (v: unknown) => void }) {
  const { items } = useDict(dict);
  return <ChoiceSelect multiple={multiple} value={value} onChange={onChange} options={items.map((i) => ({ value: i.code, label: localLabel(i) }))} />;
}

function FilterInput({ f, language, value, onChange }: { f: ReportFilterMeta; language: Language; value: unknown; onChange: (v: unknown) => void }) {
  const { t } = useTranslation();
  const multiple = f.kind === 'in';
  if (f.kind === 'dateRange') return <DatePicker.RangePicker value={(value as DateRange) ?? null} onChange={(v) => onChange(v)} />;
  if (f.kind !== 'fuzzy' && f.quote) {
    return (
      <div style={{ minWidth: 200 }}>
        <ReferencePicker entityCode={f.quote} pageSize={FUZZY_PAGE_SIZE} multiple={multiple} value={value} onChange={onChange} />
      </div>
    );
  }
  if (f.kind !== 'fuzzy' && f.options) {
    const options = f.options.map((o) => ({ value: o.value, label: language === 'en_US' ? o.labelEn : o.label }));
    return <ChoiceSelect multiple={multiple} value={value} onChange={onChange} options={options} />;
  }
  if (f.kind !== 'fuzzy' && f.dict) return <DictSelect dict={f.dict} multiple={multiple} value={value} onChange={onChange} />;
  return <Input allowClear placeholder={t('fields.pleaseInput')} value={(value as string) ?? ''} onChange={(e) => onChange(e.target.value)} />;
}

export function ReportFilters({ meta, language, initial, onSearch }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Record<string, unknown>>(initial.values);
  const [dates, setDates] = useState<DateRange>(initial.dates);
  const dateFilter = meta.filters.find((f) => f.field === meta.dateField);
  const dateColumn = meta.columns.find((c) => c.key === meta.dateField);
  const dateLabel = meta.defaultRange === 'asOf' ? t('reportPage.asOf') : dateFilter ? labelOf(dateFilter, language) : dateColumn ? labelOf(dateColumn, language) : t('reportPage.dates');
  return (
    <Form
      layout="inline"
      data-testid="report-filters"
      style={{ marginBottom: 12, rowGap: 8 }}
      onFinish={() => onSearch({ values, dates })}
    >
      {meta.dateField ? (
        <Form.Item label={dateLabel}>
          {meta.defaultRange === 'asOf' ? (
            // a snapshot: everything up to one day
            <DatePicker data-testid="report-as-of" value={dates?.[1] ?? null} onChange={(d) => setDates([null, d])} />
          ) : (
            <DatePicker.RangePicker data-testid="report-dates" allowEmpty={[true, true]} value={dates} onChange={(v) => setDates(v as DateRange)} />
          )}
        </Form.Item>
      ) : null}
      {barFilters(meta).map((f) => (
        <Form.Item key={f.field} label={labelOf(f, language)}>
          <FilterInput f={f} language={language} value={values[f.field]} onChange={(v) => setValues((old) => ({ ...old, [f.field]: v }))} />
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit">
            {t('templates.search')}
          </Button>
          <Button
            onClick={() => {
              setValues(initial.values);
              setDates(initial.dates);
              onSearch({ values: initial.values, dates: initial.dates });
            }}
          >
            {t('templates.reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
