import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Button, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldMeta } from '../../../renderers/fields/types';
import { useSchemaField } from '../../engine/components';
import { useRenderers } from '../../engine/RendererContext';
import { filterSchema } from '../../engine/schema';

interface FilterBarProps {
  filters: readonly FieldMeta[];
  onSearch: (values: Record<string, unknown>) => void;
  /** values the form opens with (a page's default date range) */
  initialValues?: Record<string, unknown>;
}

/** The filter form of a list, generated from the attributes flagged queryDisplay. */
export function FilterBar({ filters, onSearch, initialValues }: FilterBarProps) {
  const { t } = useTranslation();
  const registry = useRenderers();
  const SchemaField = useSchemaField(registry);
  const initialKey = JSON.stringify(initialValues ?? {});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the form is made again only when the initial values change: their JSON, not the object, which is new on every render
  const form = useMemo(() => createForm({ initialValues: initialValues ? structuredClone(initialValues) : undefined }), [initialKey]);
  const schema = useMemo(() => filterSchema(filters, registry), [filters, registry]);
  if (!filters.length) return null;
  const search = () => onSearch(JSON.parse(JSON.stringify(form.values)) as Record<string, unknown>);
  return (
    <FormProvider form={form}>
      <form
        data-testid="filter-bar"
        onSubmit={(e) => {
          e.preventDefault();
          search();
        }}
      >
        <SchemaField schema={schema} />
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" htmlType="submit">
            {t('templates.search')}
          </Button>
          <Button
            onClick={() => {
              void form.reset('*', { forceClear: true });
              onSearch({});
            }}
          >
            {t('templates.reset')}
          </Button>
        </Space>
      </form>
    </FormProvider>
  );
}
