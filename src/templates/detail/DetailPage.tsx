// The detail core shared by DataDetail and VformDetail: loads the record, builds the form (Form
// block on the grid, child tables from the Item block), and offers the status actions (detailActions.ts).
import { createForm } from '@formily/core';
import { FormLayout } from '@formily/antd-v5';
import { FormProvider } from '@formily/react';
import { App, Card, Result, Tag } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { DetailClass } from '../../../schemas/pages/types';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { drawableFormGroups, formGroupComponents } from '../../../renderers/groups';
import { useSchemaField } from '../../engine/components';
import { mergeFieldMeta, systemPageField } from '../../engine/fieldMeta';
import { useRenderers } from '../../engine/RendererContext';
import { rendererFor } from '../../engine/renderers';
import { watchLines } from '../lines/watchLines';
import { detailHref, readDetailQuery, type DetailQuery } from '../shared/detailQuery';
import { useOperations } from '../shared/functionCodes';
import { useLowcodePage, type LowcodePage } from '../shared/useLowcodePage';
import { useOpenPage } from '../shared/useOpenPage';
import { usePageModel } from '../shared/usePageModel';
import { detailActions, isEditable, operationOf } from './detailActions';
import { DETAIL_CONFIGS } from './detailConfig';
import { detailSchema } from './detailSchema';
import { DetailShell } from './DetailShell';
import { DraftNotice } from './DraftNotice';
import { useModuleFormGroups } from './moduleFormGroups';
import { DRAFT_PARAM, dropDraft, readDraft } from './draftStore';
import { TenantScriptButtons } from './TenantScriptButtons';
import { useDetailActions } from './useDetailActions';
import { useDetailRecord } from './useDetailRecord';
import { useFormDesign } from './useFormDesign';
import { useLeaveGuard } from './useLeaveGuard';
import { useRecordPager } from './useRecordPager';
import { useTenantScript } from './useTenantScript';
import { useReceiptFlow } from './useReceiptFlow';
import { useRecordExtras } from './RecordExtras';

export function DetailPage({ detailClass }: { detailClass: DetailClass }) {
  const { t } = useTranslation();
  const page = useLowcodePage();
  const [search] = useSearchParams();
  const query = readDetailQuery(search, page.lowcode, page.title);
  if (DETAIL_CONFIGS[detailClass].requiresFormId && !query.formId) return <Result status="error" title={t('templates.formIdRequired')} />;
  if (!query.entityCode) return <Result status="warning" title={t('templates.noEntity')} />;
  return <DetailBody page={page} query={query} detailClass={detailClass} draftToken={search.get(DRAFT_PARAM)} />;
}

const searchOf = (query: DetailQuery) => detailHref(query).slice(detailHref(query).indexOf('?'));
const clone = (record: RecordValue | null) => (record ? (JSON.parse(JSON.stringify(record)) as Record<string, unknown>) : {});

function DetailBody({ page, query, detailClass, draftToken }: { page: LowcodePage; query: DetailQuery; detailClass: DetailClass; draftToken: string | null }) {
  const { t } = useTranslation();
  const { lowcode, meta } = page;
  const registry = useRenderers();
  const SchemaField = useSchemaField(registry);
  // the page's form groups (PageDef.formGroups), drawn by their components (renderers/groups, or
  // a module's: loaded first, the form waits for them)
  const groupsReady = useModuleFormGroups(lowcode.params.formGroups);
  const groupComponents = useMemo(() => (groupsReady ? formGroupComponents() : {}), [groupsReady]);
  const groups = useMemo(() => (groupsReady ? drawableFormGroups(lowcode.params.formGroups) : []), [groupsReady, lowcode.params.formGroups]);
  const navigate = useNavigate();
  const open = useOpenPage();
  const can = useOperations([meta.node, lowcode.listNode]);
  const detailNodeHasFields = !!meta.node?.functionControlTag && meta.node.url?.replace(/^\/+/, '') === lowcode.detailUrl;
  const { model, error } = usePageModel({
    entityCode: query.entityCode,
    pages: [
      { url: lowcode.detailUrl, withPageDetail: detailNodeHasFields },
      { url: lowcode.listUrl, withPageDetail: !!lowcode.listNode?.functionControlTag },
    ],
    overrideUrl: lowcode.detailUrl,
    roleId: page.roleId,
    language: page.language,
  });
  const loaded = useDetailRecord(query.entityCode, query.id);
  const { record } = loaded;

  const isNew = query.id === undefined;
  // a new record made from another document ("create from"): pre-filled, not saved yet
  const draft = useMemo(() => (isNew && draftToken ? readDraft(draftToken, query.entityCode) : null), [isNew, draftToken, query.entityCode]);
  // the tenant's binding decides (the entity only says it may have a flow)
  const flowId = useReceiptFlow(query.entityCode, !!model?.entity.hasFlow);
  const extras = useRecordExtras(model?.entity.receiptTypeCode ?? null);
  const state = { isNew, status: record?.status_dict?.dict ?? null, hasFlow: !!flowId } as Parameters<typeof detailActions>[0];
  const editable = isEditable(state, can(operationOf('save', isNew)));
  const actions = detailActions(state).filter((action) => can(operationOf(action, isNew)));

  const form = useMemo(
    () => createForm({ initialValues: record ? clone(record) : (draft?.values ?? {}), pattern: editable ? 'editable' : 'readPretty' }),
    [record, draft, editable],
  );
  // computed fields follow the values as they change; picked references fill their rows; row rules warn
  const { message } = App.useApp();
  const language = page.language;
  useEffect(
    () => (model ? watchLines(form, model.entity, undefined, (text) => void message.warning(language === 'en_US' ? text.en_US : text.zh_CN)) : undefined),
    [form, model, message, language],
  );
  const formDesign = useFormDesign(query.formId);
  const schema = useMemo(
    () => (model && !formDesign.loading && groupsReady ? detailSchema(model, registry, lowcode.detailUrl, { add: t('templates.addRow'), operations: t('templates.operations') }, groups, formDesign.design) : null),
    [model, registry, lowcode.detailUrl, t, groups, formDesign, groupsReady],
  );

  // navigation the page itself starts after a save must not ask about unsaved changes
  const bypass = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: another record (a new id in the address) starts with the guard on again
  useEffect(() => {
    bypass.current = false;
  }, [query.id]);
  // an unsaved draft is work the user would lose by leaving, even untouched
  const isDirty = useCallback(() => form.modified || !!draft, [form, draft]);
  useLeaveGuard(isDirty, bypass);

  const goTo = useCallback((id: number, replace = false) => navigate({ search: searchOf({ ...query, id }) }, { replace }), [navigate, query]);
  const onRecord = useCallback(
    (next: RecordValue) => {
      loaded.setRecord(next);
      dropDraft(draftToken);
      if (query.id !== next.id) {
        bypass.current = true;
        goTo(next.id, true);
      }
    },
    [loaded, query.id, goTo, draftToken],
  );
  const script = useTenantScript(query.entityCode, form, record?.id ?? null);
  const run = useDetailActions({ entityCode: query.entityCode, form, record, url: lowcode.listUrl, appCode: lowcode.listNode?.code, onRecord, beforeSave: script.beforeSave, flowId });
  const step = useRecordPager(lowcode, query.id, goTo);

  if (error || loaded.error) return <Result status="error" title={t('templates.loadFailed')} subTitle={error ?? loaded.error} />;
  if (!model || !schema || loaded.loading || flowId === undefined || !extras) return <Card loading variant="borderless" />;

  const statusMeta = mergeFieldMeta(systemPageField('status_dict', 'Header', 0, page.language), null, { language: page.language });
  const StatusRead = rendererFor(registry, statusMeta).Read;
  return (
    <DetailShell
      testId={`detail-${detailClass}`}
      title={query.title}
      status={record ? <StatusRead value={record.status_dict} field={statusMeta} /> : <Tag color="blue">{t('templates.newRecord')}</Tag>}
      record={record}
      entityCode={query.entityCode}
      receiptTypeCode={model.entity.receiptTypeCode}
      extras={extras}
      listUrl={lowcode.listUrl}
      actions={actions}
      run={run}
      can={can}
      declared={lowcode.params.actions}
      pager={!isNew}
      onBack={() => open(lowcode.listUrl)}
      onStep={step}
      onChanged={loaded.reload}
      prepare={async () => (form.modified ? run.save() : record)}
    >
      {isNew && draftToken ? <DraftNotice draft={draft} /> : null}
      <TenantScriptButtons script={script} />
      <FormProvider form={form} key={`${record?.id ?? 'new'}:${record?.version ?? 0}:${editable}:${draft ? draftToken : ''}`}>
        <FormLayout layout="vertical">
          <SchemaField schema={schema} components={groupComponents} />
        </FormLayout>
      </FormProvider>
    </DetailShell>
  );
}
