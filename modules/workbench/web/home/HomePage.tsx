// home: the workbench — who is logged in where, the figures of my role, the cards I pinned, my flow
// tasks, my documents still open (Saved or Commit) and my unread messages; each card loads on its own
// and says when it is empty or failed.
import BankOutlined from '@ant-design/icons/BankOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Card, Col, Row, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { brandTitle } from '../../../../src/app/brand';
import { useShell } from '../../../../src/app/shell/ShellContext';
import { currentLanguage, localName } from '../../../../src/i18n';
import { AlertsCard, DocumentsCard, TasksCard } from './cards';
import { FiguresRow } from './FiguresRow';
import { PinnedCards } from './PinnedCards';

export default function HomePage() {
  const { t } = useTranslation();
  const language = currentLanguage();
  const { token } = theme.useToken();
  const { session } = useShell();
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="home-workbench">
      <Card variant="borderless">
        <Space size={20} align="center" wrap>
          <Avatar size={56} icon={<UserOutlined />} style={{ background: token.colorPrimary }} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('workbench.home.greeting', { name: session.user.name })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('workbench.home.subtitle', { title: brandTitle(language) })}</Typography.Text>
          </div>
          <Space size={16} wrap>
            <span><BankOutlined /> {session.tenant.name}</span>
            <span><IdcardOutlined /> {localName(session.role, language)}</span>
            <span><UserOutlined /> {session.user.code}</span>
          </Space>
        </Space>
      </Card>
      <FiguresRow language={language} />
      <PinnedCards />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={10}>
          <TasksCard />
        </Col>
        <Col xs={24} lg={12} xl={7}>
          <DocumentsCard language={language} />
        </Col>
        <Col xs={24} lg={12} xl={7}>
          <AlertsCard />
        </Col>
      </Row>
    </Space>
  );
}
