import SearchOutlined from '@ant-design/icons/SearchOutlined';
import { Empty, Input, Menu, type MenuProps } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavNode } from '../../../schemas/menus/types';
import { localName } from '../../i18n';
import type { Language } from '../session/loginInfo';
import { routePathOf } from '../routes/buildRoutes';
import { iconByName, useIconSet } from './iconSet';
import { menuTree, moduleKey, moduleKeys, trailTo } from './navTree';

type MenuItem = Required<MenuProps>['items'][number];

interface SideMenuProps {
  tree: readonly NavNode[];
  /** the open page's path under the tenant */
  activePath: string;
  collapsed: boolean;
  onOpen: (path: string) => void;
}

function toItems(nodes: readonly NavNode[], icons: Record<string, unknown> | null, language: Language): MenuItem[] {
  return nodes.map((node) => {
    const label = localName(node, language);
    const icon = iconByName(icons, node.icon);
    if (node.children?.length) {
      return { key: moduleKey(node), icon, label, children: toItems(node.children, icons, language) };
    }
    return { key: routePathOf(node) ?? `node:${node.id}`, icon, label, title: label };
  });
}

/** The side menu: modules as submenus, pages as items, searchable by zh/en name. */
export function SideMenu({ tree, activePath, collapsed, onOpen }: SideMenuProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const icons = useIconSet();
  const [query, setQuery] = useState('');
  const [openKeys, setOpenKeys] = useState<string[]>(() => trailTo(tree, activePath).slice(0, -1).map(moduleKey));

  // opening a page from a tab or a link unfolds its module
  useEffect(() => {
    const keys = trailTo(tree, activePath).slice(0, -1).map(moduleKey);
    if (keys.length) setOpenKeys((open) => (keys.every((key) => open.includes(key)) ? open : [...new Set([...open, ...keys])]));
  }, [tree, activePath]);

  const visible = useMemo(() => menuTree(tree, query), [tree, query]);
  const topKeys = useMemo(() => new Set(visible.map(moduleKey)), [visible]);
  const items = useMemo(() => toItems(visible, icons, language), [visible, icons, language]);
  const searching = query.trim() !== '';

  return (
    <div style={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      {collapsed ? null : (
        <div style={{ padding: '12px 12px 4px' }}>
          <Input
            allowClear
            size="middle"
            prefix={<SearchOutlined style={{ color: '#bfbfbf' }} />}
            placeholder={t('shell.searchMenu')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-label={t('shell.searchMenu')}
          />
        </div>
      )}
      <div style={{ flex: 1, overflowY: 'auto', overflowX: 'hidden' }}>
        {items.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.noMenuMatch')} />
        ) : (
          <Menu
            mode="inline"
            items={items}
            selectedKeys={[activePath]}
            openKeys={collapsed ? undefined : searching ? moduleKeys(visible) : openKeys}
            onOpenChange={(keys) => {
              if (searching) return;
              // accordion at the top level: opening a module folds the other top-level modules
              const opened = keys.find((key) => !openKeys.includes(key));
              setOpenKeys(opened && topKeys.has(opened) ? keys.filter((key) => key === opened || !topKeys.has(key)) : keys);
            }}
            onClick={({ key }) => {
              if (!key.startsWith('node:')) onOpen(key);
            }}
            style={{ borderInlineEnd: 'none' }}
          />
        )}
      </div>
    </div>
  );
}
