// The first rows of the widget's report with the columns it names; says how many there are in all.
import { Table, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetMeta } from '../../../../schemas/rpc/dashboard';
import type { ReportRow } from '../../../../schemas/rpc/report';
import type { Language } from '../../../app/session/loginInfo';
import { reportTableColumns } from '../../report/reportColumns';

const ROW_KEY = '__row';

export function TableWidget({ meta, rows, total, language }: { meta: WidgetMeta; rows: readonly ReportRow[]; total: number; language: Language }) {
  const { t } = useTranslation();
  // a widget's table is sorted by its declaration, not by clicks
  const columns = useMemo(() => reportTableColumns(meta.columns, { language, sortField: null, sortOrder: null }).map((c) => ({ ...c, sorter: false })), [meta, language]);
  const keyed = useMemo(() => rows.map((r, i) => ({ ...r, [ROW_KEY]: i })), [rows]);
  return (
    <>
      <Table size="small" rowKey={ROW_KEY} columns={columns} dataSource={keyed} pagination={false} scroll={{ x: 'max-content' }} locale={{ emptyText: t('dashboardPage.noData') }} />
      {total > rows.length ? (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8 }}>
          {t('dashboardPage.rowsShown', { shown: rows.length, total })}
        </Typography.Text>
      ) : null}
    </>
  );
}
