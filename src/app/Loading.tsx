import { Spin, theme } from 'antd';
import { useTranslation } from 'react-i18next';

/** The loading state of routes and pages (Spin with 加载中...). */
export function Loading({ fullscreen = false }: { fullscreen?: boolean }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <div
      role="status"
      style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'center', justifyContent: 'center', minHeight: fullscreen ? '100vh' : 240, width: '100%' }}
    >
      <Spin size="large" />
      <span style={{ color: token.colorPrimary, fontSize: token.fontSize }}>{t('common.loading')}</span>
    </div>
  );
}
