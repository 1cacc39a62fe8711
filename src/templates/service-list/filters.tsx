// The inline filter form of a declared list (or its one search box), and how its values become the
// call's filters: empty values left out, date ranges as two days.
import { Button, DatePicker, Form, Input, Select, Space, Switch } from 'antd';
import type { Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { compact } from '../shared/usePaged';
import type { FilterDef, ServiceListDef } from './types';

export function filtersOf(defs: readonly FilterDef[], values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const d of defs) {
    const v = values[d.name];
    if (d.kind === 'dateRange') {
      const [from, to] = (v as [Dayjs | null, Dayjs | null] | null | undefined) ?? [null, null];
      out[d.from ?? `${d.name}From`] = from?.format('YYYY-MM-DD');
      out[d.to ?? `${d.name}To`] = to?.format('YYYY-MM-DD');
    } else out[d.name] = typeof v === 'string' ? v.trim() : v;
  }
  return compact(out);
}

function control(d: FilterDef, t: (key: string) => string, submit: () => void): ReactNode {
  switch (d.kind) {
    case 'text':
      return <Input allowClear maxLength={d.maxLength} placeholder={d.placeholder ? t(d.placeholder) : undefined} style={{ width: d.width ?? 140 }} data-testid={d.testId} />;
    case 'select':
      return <Select allowClear style={{ width: d.width ?? 120 }} placeholder={d.placeholder ? t(d.placeholder) : undefined} options={d.options.map((o) => ({ value: o.value, label: t(o.label) }))} />;
    case 'dateRange':
      return <DatePicker.RangePicker allowEmpty={[true, true]} />;
    case 'switch':
      return <Switch onChange={submit} />;
    case 'custom':
      return d.render();
  }
}

export function FilterBar<Row, F extends object>({ def, onSearch, extra }: { def: ServiceListDef<Row, F>; onSearch: (filters: F) => void; extra: ReactNode }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  if (def.search) {
    const { placeholder, toFilters, width = 260 } = def.search;
    return (
      <Space style={{ marginBottom: 16 }} wrap>
        <Input.Search allowClear placeholder={t(placeholder)} onSearch={(text) => onSearch(toFilters(text.trim()))} style={{ width }} />
        {extra}
      </Space>
    );
  }
  const defs = def.filters ?? [];
  return (
    <Form form={form} name={`${def.testId}-filter`} layout="inline" onFinish={(v) => onSearch((def.mapFilters ?? ((x) => x as F))(filtersOf(defs, v)))} style={{ marginBottom: 16, rowGap: 8 }}>
      {defs.map((d) => (
        <Form.Item key={d.name} name={d.name} label={d.label ? t(d.label) : undefined} valuePropName={d.kind === 'switch' ? 'checked' : undefined}>
          {control(d, t, () => form.submit())}
        </Form.Item>
      ))}
      <Space>
        {defs.length ? (
          <>
            <Button type="primary" htmlType="submit">
              {t('templates.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                onSearch({} as F);
              }}
            >
              {t('templates.reset')}
            </Button>
          </>
        ) : null}
        {extra}
      </Space>
    </Form>
  );
}
