import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { brand } from './brand';
import { sessionStore } from './session/sessionStore';

/** /404 and /{tenant}/404. */
export default function NotFound() {
  const { t } = useTranslation();
  const { tenant } = useParams();
  const session = sessionStore.get();
  const loggedIn = !!tenant && session?.tenant.code === tenant;
  const target = tenant ? (loggedIn ? `/${tenant}/${brand.home}` : `/${tenant}/login`) : '/';
  return (
    <div style={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#fff' }}>
      <Result
        status="404"
        title={t('error.notFoundTitle')}
        subTitle={t('error.notFound')}
        extra={
          <Link to={target} replace>
            <Button type="primary">{loggedIn ? t('common.backHome') : t('common.toLogin')}</Button>
          </Link>
        }
      />
    </div>
  );
}
