// 库存明细 (warehouse/StockDetail), opened from a row of 库存查询: two report views one above the other —
// the material's stock by warehouse, position, batch and barcode, and its recent moves — each opened
// with the row's material (`?open=`), each with its own filters, paging and totals.
import { Card, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../src/api/errors';
import { currentLanguage } from '../../../src/i18n';
import { ReportView } from '../../../src/templates/report/ReportPage';
import { useReportMeta } from '../../../src/templates/report/useReport';
import { stockDetailReports } from '../stock-detail/report';

function Part({ code, opened }: { code: string; opened: string | null }) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { meta, error } = useReportMeta(code);
  if (error) return <Result status="error" title={t('templates.loadFailed')} subTitle={errorMessage(error, t('rpc.serviceException'))} />;
  if (!meta) return <Card loading variant="borderless" />;
  return <ReportView key={`${code}:${opened ?? ''}`} meta={meta} opened={opened} title={language === 'en_US' ? meta.nameEn : meta.name} language={language} canExport={false} />;
}

export default function StockDetailPage() {
  const opened = useSearchParams()[0].get('open');
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="stock-detail">
      <Part code={stockDetailReports.Places.code} opened={opened} />
      <Part code={stockDetailReports.Moves.code} opened={opened} />
    </Space>
  );
}
