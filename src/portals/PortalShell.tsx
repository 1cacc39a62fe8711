import { ArrowLeftOutlined, HomeOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App as AntApp, Button, ConfigProvider, Result, Space } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import type { NavNode } from '../../schemas/menus/types';
import type { Session } from '../../schemas/rpc/portal';
import { LoginApi } from '../api/services';
import { Loading } from '../app/Loading';
import { sendToLogin } from '../app/navigation';
import { allPages } from '../app/shell/navTree';
import { useNavTree } from '../app/shell/useNavTree';
import { useSessionWatch } from '../app/shell/useSessionWatch';
import { useSession } from '../app/session/useSession';
import { localName } from '../i18n';
import { PortalContext, type PortalInfo } from './kit/PortalContext';
import { type DevicePortal, portalHome } from './paths';
import { PortalHome } from './PortalHome';
import { PortalMe } from './PortalMe';
import { PortalPageHost } from './PortalPageHost';
import { PORTAL_THEME } from './theme';
import './portal.css';

/** /{tenant}/m/* and /{tenant}/hmi/*: the role's tree of the portal, then its home (the menu) and pages. */
export default function PortalShell({ portal }: { portal: DevicePortal }) {
  const session = useSession()!;
  return (
    <ConfigProvider theme={PORTAL_THEME[portal]}>
      <AntApp component={false}>
        <LoadedPortal key={session.role.id} portal={portal} session={session} />
      </AntApp>
    </ConfigProvider>
  );
}

function LoadedPortal({ portal, session }: { portal: DevicePortal; session: Session }) {
  const { t } = useTranslation();
  const { tree, error, reload } = useNavTree(session);
  useSessionWatch();
  const tenant = session.tenant.code;
  const info = useMemo<PortalInfo | null>(() => {
    if (!tree) return null;
    const functions = new Set(allPages(tree).flatMap((p) => p.functionList ?? []));
    return {
      portal,
      tenant,
      tree,
      can: (fn) => functions.has(fn),
      pathOf: (url, query) => {
        const search = query ? `?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)])).toString()}` : '';
        return `${portalHome(tenant, portal)}/${url}${search}`;
      },
    };
  }, [tree, portal, tenant]);

  let body: React.ReactNode;
  if (error !== null) {
    body = (
      <Result
        status="warning"
        title={t('portal.navFailed')}
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
  } else if (!info) body = <Loading />;
  else
    body = (
      <Routes>
        <Route index element={<PortalHome />} />
        <Route path="me" element={<PortalMe session={session} />} />
        <Route path="*" element={<PortalPageHost />} />
      </Routes>
    );

  return (
    <PortalContext.Provider value={info}>
      <div className={`pf-portal pf-${portal.toLowerCase()}`} data-portal={portal}>
        <TopBar portal={portal} tenant={tenant} tree={tree} session={session} />
        <main className="pf-portal-main">{body}</main>
        {portal === 'App' ? <TabBar tenant={tenant} /> : null}
      </div>
    </PortalContext.Provider>
  );
}

/** The page's name (the tree's) with a way back; the Hmi's also says who is logged in and logs out. */
function TopBar({ portal, tenant, tree, session }: { portal: DevicePortal; tenant: string; tree: NavNode[] | null; session: Session }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const home = portalHome(tenant, portal);
  const url = decodeURIComponent(pathname.slice(home.length + 1));
  const page = url && tree ? allPages(tree).find((p) => p.url === url) : undefined;
  const title = url === 'me' ? t('portal.me') : page ? localName(page) : url ? '' : t(`portal.name.${portal}`);
  return (
    <header className="pf-portal-bar">
      {url ? <Button type="text" size="large" icon={<ArrowLeftOutlined />} aria-label={t('portal.back')} onClick={() => (window.history.length > 1 ? navigate(-1) : navigate(home))} /> : null}
      <h1>{title}</h1>
      {portal === 'Hmi' ? (
        <Space size="large">
          <span>
            <UserOutlined /> {session.user.name} · {localName({ name: session.role.name, nameIntl: session.role.nameIntl })}
          </span>
          <LogoutButton />
        </Space>
      ) : null}
    </header>
  );
}

export function LogoutButton({ block = false }: { block?: boolean }) {
  const { t } = useTranslation();
  const { modal } = AntApp.useApp();
  const logout = () =>
    modal.confirm({
      title: t('portal.logoutConfirm'),
      okText: t('portal.logout'),
      onOk: async () => {
        await LoginApi.logout([], { ignoreError: true }).catch(() => undefined);
        sendToLogin(null);
      },
    });
  return (
    <Button size="large" block={block} danger={block} icon={<LogoutOutlined />} onClick={logout}>
      {t('portal.logout')}
    </Button>
  );
}

/** The App's bottom navigation: the menu and the user's own page. */
function TabBar({ tenant }: { tenant: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const home = portalHome(tenant, 'App');
  const tabs = [
    { to: home, icon: <HomeOutlined />, label: t('portal.home'), active: pathname === home || pathname === `${home}/` },
    { to: `${home}/me`, icon: <UserOutlined />, label: t('portal.me'), active: pathname === `${home}/me` },
  ];
  return (
    <nav className="pf-tabbar" aria-label={t('portal.home')}>
      {tabs.map((tab) => (
        <Link key={tab.to} to={tab.to} aria-current={tab.active ? 'page' : undefined}>
          {tab.icon}
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}
