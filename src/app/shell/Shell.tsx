import { App as AntApp, Button, Result, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { Loading } from '../Loading';
import { sendToLogin } from '../navigation';
import { useSession } from '../session/useSession';
import { ShellLayout } from './ShellLayout';
import { useNavTree } from './useNavTree';
import { useSessionWatch } from './useSessionWatch';

/** /{tenant}/*: loads the role's nav tree, then shows the layout with the pages. */
export default function Shell() {
  const { tenant = '' } = useParams();
  const session = useSession();
  if (!session || session.tenant.code !== tenant) return <Navigate to={`/${tenant}/login`} replace />;
  // antd's App gives the shell context-aware message / modal / notification (App.useApp)
  return (
    <AntApp component={false}>
      <LoadedShell key={session.role.id} tenant={tenant} />
    </AntApp>
  );
}

function LoadedShell({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const session = useSession()!;
  const { tree, error, reload } = useNavTree(session);
  useSessionWatch();

  if (error !== null) {
    return (
      <Result
        status="warning"
        title={t('shell.navLoadFailed')}
        subTitle={error}
        extra={
          <Space>
            <Button type="primary" onClick={reload}>
              {t('common.retry')}
            </Button>
            <Button onClick={() => sendToLogin(null, tenant)}>{t('common.toLogin')}</Button>
          </Space>
        }
      />
    );
  }
  if (!tree) return <Loading fullscreen />;
  return <ShellLayout tenant={tenant} session={session} tree={tree} />;
}
