import { Card, Col, Descriptions, Progress, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../app/session/loginInfo';
import { useShell } from '../../app/shell/ShellContext';
import { localName } from '../../i18n';
import { moduleSummaries, pageCount } from '../shellStats';

/** app/Dashboard: an overview of the tenant as the current role sees it. */
export default function DashboardPage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { session, tree, permissions, todo } = useShell();
  const modules = moduleSummaries(tree);
  const pages = pageCount(tree);
  const largest = Math.max(1, ...modules.map((m) => m.pages.length));

  const cards = [
    { key: 'modules', title: t('dashboard.modules'), value: modules.length },
    { key: 'pages', title: t('dashboard.pages'), value: pages },
    { key: 'functions', title: t('dashboard.functions'), value: Object.keys(permissions).length },
    { key: 'todo', title: t('dashboard.todo'), value: todo.todo },
    { key: 'messages', title: t('dashboard.messages'), value: todo.message },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col span={24}>
        <Card title={t('dashboard.title')} variant="borderless">
          <Descriptions column={{ xs: 1, md: 4 }} size="small">
            <Descriptions.Item label={t('dashboard.tenant')}>{session.tenant.name}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.tenantCode')}>{session.tenant.code}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.industry')}>{session.tenant.industryCode || 'Other'}</Descriptions.Item>
            <Descriptions.Item label={t('dashboard.dataScope')}>{t(`dataScope.${session.role.dataScope}`, { defaultValue: session.role.dataScope ?? '-' })}</Descriptions.Item>
          </Descriptions>
        </Card>
      </Col>
      {cards.map((card) => (
        <Col key={card.key} flex="1 1 180px">
          <Card variant="borderless">
            <Statistic title={card.title} value={card.value} />
          </Card>
        </Col>
      ))}
      <Col span={24}>
        <Card title={t('dashboard.moduleList')} variant="borderless">
          {modules.map(({ node, pages: modulePages }) => (
            <div key={node.id} style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '6px 0' }}>
              <Typography.Text style={{ width: 160 }} ellipsis>
                {localName(node, language)}
              </Typography.Text>
              <Progress percent={(modulePages.length / largest) * 100} status="normal" showInfo={false} style={{ flex: 1, margin: 0 }} />
              <Typography.Text type="secondary" style={{ width: 80, textAlign: 'right' }}>
                {modulePages.length} {t('dashboard.pagesUnit')}
              </Typography.Text>
            </div>
          ))}
        </Card>
      </Col>
    </Row>
  );
}
