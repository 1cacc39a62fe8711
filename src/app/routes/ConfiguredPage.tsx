import InfoCircleOutlined from '@ant-design/icons/InfoCircleOutlined';
import { Alert, Card, Descriptions, Empty, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { currentLanguage, localName } from '../../i18n';
import { usePageRoute } from './PageMetaContext';

/**
 * A page of the nav tree that has neither a hand-written component nor a low-code template with
 * usable params (see buildRoutes). It says plainly that the page is not built yet (it is in the
 * menu, and its functions can already be allocated), and shows its URL, code and the current
 * role's functions on it.
 */
export default function ConfiguredPage() {
  const { t } = useTranslation();
  const route = usePageRoute();
  const node = route?.meta.node ?? null;
  const title = route ? localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, currentLanguage()) : '';
  const functions = node?.functionList ?? [];

  return (
    <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>} variant="borderless">
      <Space direction="vertical" size="large" style={{ width: '100%' }}>
        <Alert type="info" showIcon icon={<InfoCircleOutlined />} message={t('configured.notice')} description={t('configured.noticeDetail')} />
        <Descriptions column={1} bordered size="small" styles={{ label: { width: 160 } }}>
          <Descriptions.Item label={t('configured.url')}>
            <Typography.Text code>{node?.url ?? route?.path}</Typography.Text>
            {route?.meta.baseUrl ? <Tag style={{ marginLeft: 8 }}>{t('configured.copyOf', { base: route.meta.baseUrl })}</Tag> : null}
          </Descriptions.Item>
          {node ? <Descriptions.Item label={t('configured.code')}>{node.code}</Descriptions.Item> : null}
          <Descriptions.Item label={t('configured.functions')}>
            {functions.length ? (
              <Space size={[4, 8]} wrap>
                {functions.map((code) => (
                  <Tag key={code} color="blue">
                    {code}
                  </Tag>
                ))}
              </Space>
            ) : (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('configured.noFunctions')} style={{ margin: 0 }} />
            )}
          </Descriptions.Item>
        </Descriptions>
      </Space>
    </Card>
  );
}
