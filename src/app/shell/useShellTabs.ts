import { useCallback, useEffect, useState } from 'react';
import type { AppRoute } from '../routes/types';
import { closeAllTabs, closeOtherTabs, closeTab, closeTabsToTheRight, openTab, tabTitleFrom, type Tab } from './tabs';
import type { TabCommand } from './TabsBar';

function tabOf(route: AppRoute, search: string): Tab {
  return { key: route.path, search, ...tabTitleFrom(search, route.meta.title, route.meta.titleIntl.en_US) };
}

interface ShellTabsOptions {
  homeRoute: AppRoute | undefined;
  /** the route now shown, with its query string */
  current: AppRoute | null;
  search: string;
  /** shows a tab's page */
  show: (tab: Tab) => void;
}

/** The shell's tabs, following navigation; answers the tabs and what the tab bar's commands do. */
export function useShellTabs({ homeRoute, current, search, show }: ShellTabsOptions) {
  const homeKey = homeRoute?.path ?? 'home';
  const [tabs, setTabs] = useState<Tab[]>(() => (homeRoute ? [tabOf(homeRoute, '')] : []));
  // bumping a page's key remounts it (the tab menu's "refresh")
  const [refreshKeys, setRefreshKeys] = useState<Record<string, number>>({});

  useEffect(() => {
    if (current) setTabs((open) => openTab(open, tabOf(current, search), homeKey));
  }, [current, search, homeKey]);

  const activeKey = current?.path ?? '';

  const onCommand = useCallback(
    (command: TabCommand, tab: Tab) => {
      if (command === 'refresh') {
        setRefreshKeys((keys) => ({ ...keys, [tab.key]: (keys[tab.key] ?? 0) + 1 }));
        if (tab.key !== activeKey) show(tab);
        return;
      }
      let next: Tab[];
      if (command === 'close') {
        const result = closeTab(tabs, tab.key, activeKey, homeKey);
        next = result.tabs;
        if (result.activate) show(result.activate);
      } else {
        next = command === 'closeOthers' ? closeOtherTabs(tabs, tab.key, homeKey) : command === 'closeRight' ? closeTabsToTheRight(tabs, tab.key, homeKey) : closeAllTabs(tabs, homeKey);
        if (!next.some((t) => t.key === activeKey)) show(next.find((t) => t.key === tab.key) ?? next[0]);
      }
      setTabs(next);
    },
    [tabs, activeKey, homeKey, show],
  );

  return { tabs, activeKey, homeKey, refreshKey: refreshKeys[activeKey] ?? 0, onCommand };
}
