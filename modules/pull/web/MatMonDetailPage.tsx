// pull/matMonDetail (物料监控详情): one work order's material lines (?orderId=…).
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { orderLines } from './matMonList';

export default function MatMonDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const orderId = Number(params.get('orderId'));
  const def = useMemo(() => (Number.isInteger(orderId) && orderId > 0 ? orderLines(orderId) : null), [orderId]);
  if (!def) return <div data-testid="mat-mon-detail-missing">{t('pull.mon.noOrder')}</div>;
  return <ServiceListPage def={def} />;
}
