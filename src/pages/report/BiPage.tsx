import BarChartOutlined from '@ant-design/icons/BarChartOutlined';
import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';

/** report/react: a placeholder until the BI designer is built. */
export default function BiPage() {
  const { t } = useTranslation();
  return (
    <Card variant="borderless" title={t('report.title')}>
      <Result icon={<BarChartOutlined />} title={t('report.placeholder')} subTitle={t('report.detail')} />
    </Card>
  );
}
