// The list core shared by DataList, EntityDataList, VformList and VformDsvList: title bar, filter
// form, paged/sorted table with row selection and row actions. The classes differ only in
// LIST_CONFIGS.
import { Alert, Card, Result } from 'antd';
import { errorMessage } from '../../api/errors';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptStatus } from '../../../schemas/entities/define';
import { type ActionDef, actionFunction, type ListClass } from '../../../schemas/pages/types';
import type { RecordQuery } from '../../../schemas/rpc/datax';
import { ColumnChooser } from '../../engine/ColumnChooser';
import { useHiddenColumns } from '../../engine/columnPrefs';
import { buildColumns, type RecordRow } from '../../engine/columns';
import { mergeFieldMeta, systemPageField } from '../../engine/fieldMeta';
import { PAGE_SIZE_OPTIONS, DEFAULT_PAGE_SIZE } from '../../engine/query';
import { useRenderers } from '../../engine/RendererContext';
import { detailHref, detailQueryOf } from '../shared/detailQuery';
import { useOperations } from '../shared/functionCodes';
import { savePager } from '../shared/pagerStore';
import { useLowcodePage } from '../shared/useLowcodePage';
import { useOpenPage } from '../shared/useOpenPage';
import { usePageModel } from '../shared/usePageModel';
import { dataSourceFetcher, fetchEntityPage } from './dataSources';
import { FilterBar } from './FilterBar';
import { LIST_CONFIGS } from './listConfig';
import { ListPager } from './ListPager';
import { ListTable, VIRTUAL_FROM_PAGE_SIZE } from './ListTable';
import { ListToolbar } from './ListToolbar';
import { usePrewarmListStyles } from './prewarm';
import { ActionButtons, actionLabel, applies } from '../actions/ActionButtons';
import { useRunAction } from '../actions/useRunAction';
import { rowActionsColumn } from './rowActions';
import { listStatusesOf, statusFilterMap, StatusFilter, type ListMode } from './StatusFilter';
import { defaultRangeValues } from './defaultRange';
import { useDeleteRecords } from './useDeleteRecords';
import { useFormDesign } from '../detail/useFormDesign';
import { designedTableFields } from './designColumns';
import { useListData } from './useListData';

const NO_ACTIONS: readonly ActionDef[] = [];

export function ListPage({ listClass }: { listClass: ListClass }) {
  const { t } = useTranslation();
  const config = LIST_CONFIGS[listClass];
  const page = useLowcodePage();
  const { lowcode, meta } = page;
  const { params } = lowcode;
  const entityCode = params.entityCode;
  const registry = useRenderers();
  const open = useOpenPage();
  const can = useOperations([meta.node, lowcode.listNode]);
  const { model, error } = usePageModel({
    entityCode,
    pages: [{ url: lowcode.listUrl, withPageDetail: !!meta.node?.functionControlTag }],
    overrideUrl: lowcode.listUrl,
    roleId: page.roleId,
    language: page.language,
  });
  usePrewarmListStyles();

  const [mode, setMode] = useState<ListMode>('workspace');
  const [statuses, setStatuses] = useState<ReceiptStatus[]>([]);
  const statusLists = useMemo(() => listStatusesOf(params.statusLists), [params.statusLists]);
  const extraFilterMap = useMemo(() => (config.statusFilter ? statusFilterMap(mode, statuses, statusLists) : undefined), [config.statusFilter, mode, statuses, statusLists]);
  // the date range a page opens with (sale lists: this month), shown in the filter bar and queried
  const initialValues = useMemo(() => defaultRangeValues(params.defaultRange, model?.filters ?? []), [params.defaultRange, model?.filters]);
  const fetchPage = useMemo(() => (config.dataSource && params.dataSource ? dataSourceFetcher(params.dataSource) : fetchEntityPage), [config.dataSource, params.dataSource]);
  const onLoaded = useCallback(
    (query: RecordQuery, items: Array<Record<string, unknown>>, total: number) =>
      savePager(lowcode.listUrl, { ids: items.map((r) => Number(r.id)).filter(Number.isFinite), query, total }),
    [lowcode.listUrl],
  );
  const list = useListData({
    entityCode,
    filters: model?.filters ?? [],
    fetchPage,
    defaultPageSize: params.defaultPageSize ?? DEFAULT_PAGE_SIZE,
    extraFilterMap,
    initialValues,
    ready: !!model,
    onLoaded,
  });
  const [selected, setSelected] = useState<RecordRow[]>([]);
  const listReload = list.reload;
  const reload = useCallback(() => {
    setSelected([]);
    listReload();
  }, [listReload]);
  const remove = useDeleteRecords(entityCode, config.deleteConfirm, reload);
  const [hidden, setHidden] = useHiddenColumns(page.userId, lowcode.listUrl);
  const declared = params.actions ?? NO_ACTIONS;
  const action = useRunAction({ entityCode, pageUrl: lowcode.listUrl, onDone: reload });

  const openDetail = useCallback((id?: number) => open(detailHref(detailQueryOf(lowcode, page.title, id))), [open, lowcode, page.title]);

  // a VformList without column metadata of its own shows its designed form's fields (meta/Designer)
  const listDesign = useFormDesign(listClass === 'VformList' ? (params.formId ?? entityCode) : null).design;
  // lists with a status filter always show the status (a page whose Table block lacks it gets it last)
  const tableFields = useMemo(() => {
    if (!model) return [];
    const table = designedTableFields(model, listDesign?.schema, page.language) ?? model.table;
    if (!config.statusFilter || table.some((f) => f.code === 'status_dict')) return table;
    return [...table, mergeFieldMeta(systemPageField('status_dict', 'Table', table.length + 1, page.language), null, { language: page.language })];
  }, [model, config.statusFilter, page.language, listDesign]);

  const columns = useMemo(() => {
    if (!model) return [];
    const fieldColumns = buildColumns(tableFields, registry, { fixedFirst: true, hidden, sortField: list.state.sortField, sortOrder: list.state.sortOrder });
    const actions = config.rowActions.filter((a) => a !== 'delete' || can('delete'));
    const extra = declared
      .filter((a) => a.place === 'row' && can(actionFunction(a)))
      .map((a) => ({ key: a.code, label: actionLabel(a), applies: (row: RecordRow) => applies(a, [row]), onRun: (row: RecordRow) => action.run(a, [row]) }));
    fieldColumns.push(rowActionsColumn({ actions, canEdit: can('update'), t, onOpen: openDetail, onDelete: (row) => remove([row]), extra }));
    return fieldColumns;
  }, [model, tableFields, registry, hidden, list.state.sortField, list.state.sortOrder, can, config.rowActions, remove, openDetail, t, declared, action.run]);
  const selectedKeys = useMemo(() => selected.map((r) => String(r.id)), [selected]);

  if (!entityCode) return <Result status="warning" title={t('templates.noEntity')} />;
  if (error) return <Result status="error" title={t('templates.loadFailed')} subTitle={error} />;
  if (!model) return <Card loading variant="borderless" />;

  const onStatusChange = (nextMode: ListMode, next: ReceiptStatus[]) => {
    setMode(nextMode);
    setStatuses(next);
    list.firstPage();
  };

  return (
    <Card variant="borderless" data-testid={`list-${listClass}`}>
      <ListToolbar
        title={page.title}
        tools={config.tools}
        can={can}
        entityCode={entityCode}
        listUrl={lowcode.listUrl}
        query={list.query}
        selectedCount={selected.length}
        selectedIds={selectedKeys}
        onAdd={() => openDetail()}
        onDeleteSelected={() => remove(selected)}
        onImported={reload}
        actions={<ActionButtons actions={declared.filter((a) => a.place === 'toolbar')} can={can} records={selected} running={action.running} onRun={action.run} />}
      >
        {config.statusFilter ? <StatusFilter mode={mode} chosen={statuses} onChange={onStatusChange} lists={statusLists} /> : null}
        <ColumnChooser fields={tableFields} hidden={hidden} onChange={setHidden} />
      </ListToolbar>
      <FilterBar filters={model.filters} onSearch={list.search} initialValues={initialValues} />
      {list.failure ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={t('templates.queryFailed')} description={errorMessage(list.failure, t('rpc.serviceException'))} /> : null}
      <ListTable
        columns={columns}
        rows={list.items as RecordRow[]}
        loading={list.loading}
        virtual={list.state.pageSize > VIRTUAL_FROM_PAGE_SIZE}
        selectedKeys={selectedKeys}
        onSelect={setSelected}
        onSort={list.setSort}
      />
      <ListPager
        page={list.state.page}
        pageSize={list.state.pageSize}
        total={list.total}
        totalCapped={list.totalCapped}
        pagingTotal={list.pagingTotal}
        pageSizeOptions={params.pageSizeOptions ?? PAGE_SIZE_OPTIONS}
        onChange={list.setPage}
      />
    </Card>
  );
}
