// The list's pager, outside the table: antd hides a table's own pager at total 0, and a failed
// query shows page 1 of 0. A capped total (the server stopped counting) reads "共 10,000+ 条" and
// the pager pages through `pagingTotal`, which grows past the cap while pages come back full.
import { Pagination } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ListPagerProps {
  page: number;
  pageSize: number;
  /** the answer's total: the number of records, or the cap when `totalCapped` */
  total: number;
  totalCapped: boolean;
  /** what antd pages through (useListData's pagerTotal) */
  pagingTotal: number;
  pageSizeOptions: readonly number[];
  onChange: (page: number, pageSize: number) => void;
}

export function ListPager({ page, pageSize, total, totalCapped, pagingTotal, pageSizeOptions, onChange }: ListPagerProps) {
  const { t } = useTranslation();
  // exact totals are shown as before; the capped one with its digits grouped (10,000+)
  const showTotal = () => (totalCapped ? t('templates.totalCapped', { total: total.toLocaleString('en-US') }) : t('templates.total', { total }));
  return (
    <Pagination
      style={{ marginTop: 16, justifyContent: 'flex-end' }}
      current={page}
      pageSize={pageSize}
      total={pagingTotal}
      showSizeChanger
      pageSizeOptions={pageSizeOptions.map(String)}
      showTotal={showTotal}
      onChange={onChange}
    />
  );
}
