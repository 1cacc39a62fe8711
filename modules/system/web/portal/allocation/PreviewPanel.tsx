// Right: the page as the role would get it with the settings as they stand (saved or not): the
// generated form (Header/Form blocks, child tables of the Item block) and the table (Table block),
// built by the schema engine from a PageDetail-shaped object (engine/pageModel, templates/detail).
import { FormLayout } from '@formily/antd-v5';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import { Alert, Card, Empty, Spin, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityMeta } from '../../../../../schemas/rpc/datax';
import type { PageDetail } from '../../../../../schemas/rpc/portal';
import { errorMessage } from '../../../../../src/api/errors';
import { EntityApi, MetaDynamicApi } from '../../../../../src/api/services';
import { buildColumns, columnsWidth, type RecordRow } from '../../../../../src/engine/columns';
import { useSchemaField } from '../../../../../src/engine/components';
import { buildPageModel } from '../../../../../src/engine/pageModel';
import { useRenderers } from '../../../../../src/engine/RendererContext';
import { currentLanguage } from '../../../../../src/i18n';
import { detailSchema } from '../../../../../src/templates/detail/detailSchema';
import { type FieldRow, previewFields } from './fieldSettings';

export interface PreviewPanelProps {
  entityCode: string | null;
  url: string;
  rows: readonly FieldRow[];
  plates: PageDetail['fieldPlates'];
}

function useEntity(entityCode: string | null) {
  const [state, setState] = useState<{ code: string; entity: EntityMeta | null; rows: RecordRow[]; error: string | null } | null>(null);
  useEffect(() => {
    if (!entityCode) return;
    let live = true;
    const opts = { ignoreError: true, cancelPrevious: false };
    Promise.all([EntityApi.detail([entityCode], opts), MetaDynamicApi.summaryPage([{ entityCode, page: 1, pageSize: 3 }], opts).catch(() => ({ itemList: [] }))]).then(
      ([entity, page]) => live && setState({ code: entityCode, entity, rows: page.itemList as RecordRow[], error: null }),
      (e: unknown) => live && setState({ code: entityCode, entity: null, rows: [], error: errorMessage(e, 'error') }),
    );
    return () => {
      live = false;
    };
  }, [entityCode]);
  return state?.code === entityCode ? state : null;
}

export function PreviewPanel({ entityCode, url, rows, plates }: PreviewPanelProps) {
  const { t } = useTranslation();
  const registry = useRenderers();
  const SchemaField = useSchemaField(registry);
  const loaded = useEntity(entityCode);
  const language = currentLanguage();
  const fields = useMemo(() => previewFields(rows, plates), [rows, plates]);
  const built = useMemo(() => {
    if (!loaded?.entity) return null;
    const detail: PageDetail = { id: 0, code: '', name: '', url, buttons: [], fields, fieldPlates: plates, uniqueKeys: [], functionControlTag: true, needCopy: false };
    try {
      const model = buildPageModel(loaded.entity, detail, { language, url });
      const hasForm = fields.some((f) => f.block === 'Form' || f.block === 'Header' || f.block === 'Item');
      const hasTable = fields.some((f) => f.block === 'Table');
      return {
        schema: hasForm ? detailSchema(model, registry, url, { add: t('templates.addRow'), operations: t('templates.operations') }) : null,
        columns: hasTable ? buildColumns(model.table, registry) : null,
        error: null,
      };
    } catch (e) {
      return { schema: null, columns: null, error: errorMessage(e, 'error') };
    }
  }, [loaded, fields, plates, url, language, registry, t]);
  // a fresh form per schema: the defaults of the settings show as they are typed
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new schema (changed settings) shows on a fresh form
  const form = useMemo(() => createForm(), [built?.schema]);

  if (!entityCode) return <Empty description={t('alloc.noPreview')} />;
  if (loaded?.error) return <Alert type="error" showIcon message={t('alloc.previewFailed')} description={loaded.error} />;
  if (!built) return <Spin style={{ display: 'block', margin: 24 }} />;
  if (built.error) return <Alert type="error" showIcon message={t('alloc.previewFailed')} description={built.error} />;
  return (
    <div data-testid="alloc-preview">
      {built.columns ? (
        <Card size="small" title={t('alloc.previewTable')} style={{ marginBottom: 12 }}>
          <Table<RecordRow> size="small" data-testid="preview-table" rowKey={(r) => String(r.id)} columns={built.columns} dataSource={loaded?.rows ?? []} pagination={false} scroll={{ x: columnsWidth(built.columns) }} />
        </Card>
      ) : null}
      {built.schema ? (
        <Card size="small" title={t('alloc.previewForm')}>
          <div data-testid="preview-form">
            <FormProvider form={form} key={JSON.stringify(fields)}>
              <FormLayout layout="vertical">
                <SchemaField schema={built.schema} />
              </FormLayout>
            </FormProvider>
          </div>
        </Card>
      ) : null}
      {!built.columns && !built.schema ? <Empty description={t('alloc.nothingShown')} /> : null}
    </div>
  );
}
