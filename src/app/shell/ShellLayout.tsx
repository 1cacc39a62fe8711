import MenuFoldOutlined from '@ant-design/icons/MenuFoldOutlined';
import MenuUnfoldOutlined from '@ant-design/icons/MenuUnfoldOutlined';
import { App, Button, Layout, Space, theme } from 'antd';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { NavNode } from '../../../schemas/menus/types';
import type { Session } from '../../../schemas/rpc/portal';
import { errorMessage } from '../../api/errors';
import { LoginApi } from '../../api/services';
import { PermissionContext } from '../../engine/PermissionContext';
import { buildPermissionMap } from '../../engine/permissions';
import { localName } from '../../i18n';
import { pageRegistry } from '../../pages';
import { brand, brandImages, brandTitle } from '../brand';
import { LanguageSwitch } from './LanguageSwitch';
import { sendToLogin } from '../navigation';
import { buildRoutes } from '../routes/buildRoutes';
import { PageHost } from '../routes/PageHost';
import { ShellRoutes } from '../routes/ShellRoutes';
import type { Language } from '../session/loginInfo';
import { sessionStore } from '../session/sessionStore';
import { useThemeImage } from '../useThemeImage';
import { Breadcrumbs } from './Breadcrumbs';
import { ShellContext, type ShellState } from './ShellContext';
import { SideMenu } from './SideMenu';
import { TabsBar } from './TabsBar';
import { tabTitleFrom, type Tab } from './tabs';
import { TodoBadge } from './TodoBadge';
import { useDayjsLocale } from './useDayjsLocale';
import { usePrewarmLists } from './usePrewarmLists';
import { UserMenu } from './UserMenu';
import { useShellTabs } from './useShellTabs';
import { useTodoCounts } from './useTodoCounts';

interface ShellLayoutProps {
  tenant: string;
  session: Session;
  tree: NavNode[];
}

/** The page path under /{tenant}/ of a location (`/demo/mdm/member` → `mdm/member`). */
function pathUnderTenant(pathname: string, tenant: string): string {
  const prefix = `/${tenant}/`;
  const rest = pathname.startsWith(prefix) ? pathname.slice(prefix.length) : '';
  return decodeURI(rest).replace(/\/+$/, '');
}

export function ShellLayout({ tenant, session, tree }: ShellLayoutProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { token } = theme.useToken();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(false);
  const logo = useThemeImage('logo.svg', tenant, brandImages.logo);

  const { routes, routeByPath } = useMemo(() => {
    const built = buildRoutes(tree, pageRegistry);
    // dynamic-route generation failures are only logged
    for (const problem of built.errors) console.error(`[routes] ${problem}`);
    return { routes: built.routes, routeByPath: new Map(built.routes.map((route) => [route.path, route])) };
  }, [tree]);
  const permissions = useMemo(() => buildPermissionMap(tree), [tree]);
  const todo = useTodoCounts(session.role.id, t('shell.newMessage'));
  usePrewarmLists();
  useDayjsLocale(language);

  const activePath = pathUnderTenant(location.pathname, tenant);
  const current = routeByPath.get(activePath) ?? null;
  const open = useCallback((path: string) => navigate(`/${tenant}/${path.replace(/^\/+/, '')}`), [navigate, tenant]);
  const show = useCallback((tab: Tab) => navigate(`/${tenant}/${tab.key}${tab.search}`), [navigate, tenant]);
  const tabs = useShellTabs({ homeRoute: routeByPath.get(brand.home), current, search: location.search, show });

  const title = current
    ? (() => {
        const { title: zh, titleEn } = tabTitleFrom(location.search, current.meta.title, current.meta.titleIntl.en_US);
        return language === 'en_US' ? titleEn || zh : zh;
      })()
    : '';
  useEffect(() => {
    document.title = title ? `${title} - ${brandTitle(language)}` : brandTitle(language);
  }, [title, language]);

  const switchRole = async (roleId: number) => {
    const role = session.roles.find((r) => r.id === roleId);
    try {
      const next = await LoginApi.relogin([
        { uid: session.user.id, rid: roleId, unit: null, tenant: session.tenant.id, portalType: session.portalType ?? 'Web', token: session.token },
      ]);
      sessionStore.set({ ...next, language: session.language });
      void message.success(t('shell.roleSwitched', { role: role ? localName(role, language) : roleId }));
      navigate(`/${tenant}/${brand.home}`);
    } catch (error) {
      console.warn('role switch failed', errorMessage(error, ''));
    }
  };

  const logout = () =>
    modal.confirm({
      title: t('shell.logoutConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        // the server forgets the token; the local session ends either way
        await LoginApi.logout([], { ignoreError: true }).catch(() => undefined);
        sendToLogin(null, tenant);
      },
    });

  const shell: ShellState = { tenant, session, tree, routes, routeByPath, permissions, todo, open };
  const hasPage = (path: string) => routeByPath.has(path);

  return (
    <ShellContext.Provider value={shell}>
      <PermissionContext.Provider value={permissions}>
        <Layout style={{ height: '100vh' }}>
          <Layout.Sider
            width={224}
            collapsedWidth={64}
            collapsed={collapsed}
            theme="light"
            style={{ borderInlineEnd: `1px solid ${token.colorBorderSecondary}`, display: 'flex', flexDirection: 'column' }}
          >
            <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
              <button
                type="button"
                style={{ width: '100%', height: 56, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '0 16px', cursor: 'pointer', background: 'none', border: 'none', borderBottom: `1px solid ${token.colorBorderSecondary}`, font: 'inherit' }}
                onClick={() => open(brand.home)}
                title={brandTitle(language)}
              >
                {collapsed ? (
                  <img src={brandImages.logoSmall} alt={brandTitle(language)} style={{ height: 28 }} />
                ) : logo ? (
                  <img src={logo} alt={brandTitle(language)} style={{ maxHeight: 34, maxWidth: '100%' }} />
                ) : null}
              </button>
              <SideMenu tree={tree} activePath={activePath} collapsed={collapsed} onOpen={open} />
            </div>
          </Layout.Sider>
          <Layout style={{ minWidth: 0 }}>
            <Layout.Header
              style={{ background: token.colorBgContainer, height: 56, lineHeight: '56px', padding: '0 16px 0 8px', display: 'flex', alignItems: 'center', gap: 12, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
            >
              <Button
                type="text"
                icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={() => setCollapsed((c) => !c)}
                aria-label={collapsed ? t('shell.expand') : t('shell.collapse')}
              />
              <div style={{ flex: 1, minWidth: 0, overflow: 'hidden' }}>
                <Breadcrumbs tree={tree} route={current} title={title} onHome={() => open(brand.home)} />
              </div>
              <Space size={4}>
                <TodoBadge
                  counts={todo}
                  onOpenTodo={hasPage('flow/table') ? () => open('flow/table') : undefined}
                  onOpenMessages={hasPage('system/Message') ? () => open('system/Message') : undefined}
                />
                <LanguageSwitch />
                <UserMenu session={session} onSwitchRole={(roleId) => void switchRole(roleId)} onLogout={logout} />
              </Space>
            </Layout.Header>
            <div style={{ background: token.colorBgContainer, padding: '6px 12px 0' }}>
              <TabsBar tabs={tabs.tabs} activeKey={tabs.activeKey} homeKey={tabs.homeKey} onSelect={show} onCommand={tabs.onCommand} />
            </div>
            <Layout.Content style={{ overflow: 'auto', padding: 16 }}>
              <ShellRoutes
                tenant={tenant}
                home={brand.home}
                routes={routes}
                render={(route) => (
                  <PageHost
                    key={`${route.path}#${route.path === tabs.activeKey ? tabs.refreshKey : 0}`}
                    route={route}
                    registry={pageRegistry}
                    homeHref={`/${tenant}/${brand.home}`}
                  />
                )}
              />
            </Layout.Content>
          </Layout>
        </Layout>
      </PermissionContext.Provider>
    </ShellContext.Provider>
  );
}
