// The Report template: a page whose menu params name a report declaration
// ({"class":"Report","report":"sale.RankReport"}). Filter bar (the date range pre-set to the
// declared default), the declared chart above the table (loaded lazily), the rows with server-side
// sorting and paging, the totals row, the rank type switch, the .xlsx export (with the page's
// export function), and loading / empty / error states.
import { DownloadOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Result, Segmented, Space, Table, Typography } from 'antd';
import type { SorterResult } from 'antd/es/table/interface';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { ReportMeta } from '../../../schemas/reports/columns';
import { parseReportParams } from '../../../schemas/pages/types';
import type { ReportRow } from '../../../schemas/rpc/report';
import { errorMessage } from '../../api/errors';
import { usePageRoute } from '../../app/routes/PageMetaContext';
import type { Language } from '../../app/session/loginInfo';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '../../engine/query';
import { currentLanguage, localName } from '../../i18n';
import { ListPager } from '../list/ListPager';
import { useOperations } from '../shared/functionCodes';
import { exportReport } from './api';
import { ReportChartSlot } from './ReportChartSlot';
import { CellValue, reportTableColumns } from './reportColumns';
import { type ReportFilterValues, ReportFilters } from './ReportFilters';
import { buildReportQuery, defaultDates, openedWith, openPath, type ReportState } from './reportQuery';
import { useReportMeta, useReportPage } from './useReport';
import { PageHeading } from '../shared/PageHeading';
import { useOpenPage } from '../shared/useOpenPage';

const ROW_KEY = '__row';

export default function ReportPage() {
  const { t } = useTranslation();
  const route = usePageRoute();
  const language = currentLanguage();
  const node = route?.meta.node ?? null;
  const code = parseReportParams(node?.params)?.report ?? null;
  const can = useOperations([node]);
  const { meta, error } = useReportMeta(code);
  const opened = useSearchParams()[0].get('open');
  const title = route ? localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, language) : '';
  if (!code) return <Result status="warning" title={t('reportPage.noReport')} />;
  if (error) return <Result status="error" title={t('templates.loadFailed')} subTitle={errorMessage(error, t('rpc.serviceException'))} />;
  if (!meta) return <Card loading variant="borderless" />;
  return <ReportView key={`${meta.code}:${opened ?? ''}`} meta={meta} opened={opened} title={title || (language === 'en_US' ? meta.nameEn : meta.name)} language={language} canExport={can('export')} />;
}

export interface ViewProps {
  meta: ReportMeta;
  /** the row values it was opened with (another report's row: `?open=`) */
  opened: string | null;
  title: string;
  language: Language;
  canExport: boolean;
}

export function ReportView({ meta, opened, title, language, canExport }: ViewProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  // a page opened from another report's row starts with that row's values
  const initial = useMemo<ReportFilterValues>(
    () => openedWith(meta, opened, { values: Object.fromEntries(meta.filters.filter((f) => f.initial !== undefined).map((f) => [f.field, f.initial])), dates: defaultDates(meta.defaultRange) }),
    [meta, opened],
  );
  const [state, setState] = useState<ReportState>(() => ({
    page: 1,
    pageSize: DEFAULT_PAGE_SIZE,
    values: initial.values,
    dates: initial.dates,
    sortField: null,
    sortOrder: null,
    rankType: meta.rank?.types[0]?.code ?? null,
  }));
  const [exporting, setExporting] = useState(false);
  const query = useMemo(() => buildReportQuery(meta, state), [meta, state]);
  const data = useReportPage(meta.code, query, 0);
  const columns = useMemo(() => meta.rank?.types.find((x) => x.code === state.rankType)?.columns ?? meta.columns, [meta, state.rankType]);
  const tableColumns = useMemo(
    () => reportTableColumns(columns, { language, sortField: state.sortField, sortOrder: state.sortOrder }),
    [columns, language, state.sortField, state.sortOrder],
  );
  // report rows have no id: a row is its position in the answer
  const rows = useMemo(() => (data.page?.itemList ?? []).map((r, i) => ({ ...r, [ROW_KEY]: i })), [data.page]);
  const totals = data.page?.totals;

  const applyFilters = useCallback((v: ReportFilterValues) => setState((s) => ({ ...s, ...v, page: 1 })), []);
  const openPage = useOpenPage();
  const open = (row: ReportRow) => {
    const path = openPath(meta, row);
    if (path) openPage(path);
  };
  const onSort = (sorter: SorterResult<ReportRow> | SorterResult<ReportRow>[]) => {
    const one = Array.isArray(sorter) ? sorter[0] : sorter;
    const order = one?.order ?? null;
    setState((s) => ({ ...s, page: 1, sortField: order ? String(one.columnKey) : null, sortOrder: order }));
  };
  const doExport = async () => {
    setExporting(true);
    const hide = message.loading(t('templates.exporting'), 0);
    try {
      await exportReport(meta.code, { ...query, page: 1 }, title);
    } catch (error) {
      void message.error(errorMessage(error, t('rpc.serviceException')));
    } finally {
      hide();
      setExporting(false);
    }
  };

  const summary = () =>
    totals && rows.length ? (
      <Table.Summary fixed>
        <Table.Summary.Row data-testid="report-totals">
          {columns.map((c, i) => (
            <Table.Summary.Cell key={c.key} index={i} align={c.role === 'measure' ? 'right' : 'left'}>
              {i === 0 ? <Typography.Text strong>{t('reportPage.total')}</Typography.Text> : c.role === 'measure' ? <CellValue column={c} value={totals[c.key]} language={language} /> : null}
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      </Table.Summary>
    ) : null;

  return (
    <Card variant="borderless" data-testid="report-page">
      <PageHeading title={title}>
        <Space wrap>
          {meta.rank && meta.rank.types.length > 1 ? (
            <Segmented
              aria-label={t('reportPage.rankBy')}
              value={state.rankType ?? undefined}
              options={meta.rank.types.map((x) => ({ value: x.code, label: language === 'en_US' ? x.nameEn : x.name }))}
              onChange={(v) => setState((s) => ({ ...s, rankType: String(v), page: 1, sortField: null, sortOrder: null }))}
            />
          ) : null}
          {canExport ? (
            <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void doExport()}>
              {t('templates.export')}
            </Button>
          ) : null}
        </Space>
      </PageHeading>
      <ReportFilters meta={meta} language={language} initial={initial} onSearch={applyFilters} />
      {data.error ? <Alert type="error" showIcon role="alert" style={{ marginBottom: 12 }} message={t('templates.queryFailed')} description={errorMessage(data.error, t('rpc.serviceException'))} /> : null}
      {meta.chart && rows.length ? <ReportChartSlot chart={meta.chart} columns={columns} rows={rows} language={language} /> : null}
      <Table<ReportRow>
        size="middle"
        rowKey={ROW_KEY}
        columns={tableColumns}
        dataSource={rows}
        loading={data.loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        summary={summary}
        onChange={(_p, _f, sorter) => onSort(sorter)}
        onRow={meta.open ? (row) => ({ onDoubleClick: () => open(row), onKeyDown: (e) => e.key === 'Enter' && open(row), tabIndex: 0, style: { cursor: 'pointer' } }) : undefined}
      />
      <ListPager
        page={state.page}
        pageSize={state.pageSize}
        total={data.page?.total ?? 0}
        totalCapped={false}
        pagingTotal={data.page?.total ?? 0}
        pageSizeOptions={PAGE_SIZE_OPTIONS}
        onChange={(page, pageSize) => setState((s) => ({ ...s, page: pageSize === s.pageSize ? page : 1, pageSize }))}
      />
    </Card>
  );
}
