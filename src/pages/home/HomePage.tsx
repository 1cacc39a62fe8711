import AppstoreOutlined from '@ant-design/icons/AppstoreOutlined';
import BankOutlined from '@ant-design/icons/BankOutlined';
import IdcardOutlined from '@ant-design/icons/IdcardOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Card, Col, Descriptions, Empty, List, Row, Space, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { brandTitle } from '../../app/brand';
import { routePathOf } from '../../app/routes/buildRoutes';
import type { Language } from '../../app/session/loginInfo';
import { menuPages } from '../../app/shell/navTree';
import { useShell } from '../../app/shell/ShellContext';
import { localName } from '../../i18n';
import { moduleSummaries } from '../shellStats';

const QUICK_LINKS = 8;

/** home: who is logged in where, and quick links to the first pages of the nav tree. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { token } = theme.useToken();
  const { session, tree, open } = useShell();
  const links = menuPages(tree)
    .filter((page) => routePathOf(page) !== 'home')
    .slice(0, QUICK_LINKS);
  const modules = moduleSummaries(tree);

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card variant="borderless">
        <Space size={20} align="center">
          <Avatar size={64} icon={<UserOutlined />} style={{ background: token.colorPrimary }} />
          <div>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('home.greeting', { name: session.user.name })}
            </Typography.Title>
            <Typography.Text type="secondary">{t('home.subtitle', { title: brandTitle(language) })}</Typography.Text>
          </div>
        </Space>
        <Descriptions style={{ marginTop: 24 }} column={{ xs: 1, sm: 3 }} size="small">
          <Descriptions.Item label={<Space size={4}><BankOutlined />{t('home.tenant')}</Space>}>
            {session.tenant.name}（{session.tenant.code}）
          </Descriptions.Item>
          <Descriptions.Item label={<Space size={4}><IdcardOutlined />{t('home.role')}</Space>}>{localName(session.role, language)}</Descriptions.Item>
          <Descriptions.Item label={<Space size={4}><UserOutlined />{t('home.account')}</Space>}>{session.user.code}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Row gutter={16}>
        <Col xs={24} lg={14}>
          <Card title={t('home.quickLinks')} variant="borderless" style={{ height: '100%' }}>
            {links.length ? (
              <Row gutter={[12, 12]}>
                {links.map((page) => (
                  <Col span={12} key={page.id}>
                    <Card size="small" hoverable onClick={() => open(routePathOf(page)!)} data-testid="quick-link">
                      <Space>
                        <AppstoreOutlined style={{ color: token.colorPrimary }} />
                        <Typography.Text ellipsis>{localName(page, language)}</Typography.Text>
                      </Space>
                    </Card>
                  </Col>
                ))}
              </Row>
            ) : (
              <Empty description={t('home.noLinks')} />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card title={t('home.modules')} variant="borderless" style={{ height: '100%' }}>
            <List
              size="small"
              dataSource={modules}
              locale={{ emptyText: t('home.noLinks') }}
              renderItem={({ node, pages }) => (
                <List.Item extra={<Typography.Text type="secondary">{pages.length}</Typography.Text>}>
                  <Typography.Link onClick={() => open(routePathOf(pages[0])!)}>{localName(node, language)}</Typography.Link>
                </List.Item>
              )}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
