import { Dropdown, Tabs, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Language } from '../session/loginInfo';
import type { Tab } from './tabs';

export type TabCommand = 'refresh' | 'close' | 'closeOthers' | 'closeRight' | 'closeAll';

interface TabsBarProps {
  tabs: readonly Tab[];
  activeKey: string;
  homeKey: string;
  onSelect: (tab: Tab) => void;
  onCommand: (command: TabCommand, tab: Tab) => void;
}

function tabLabel(tab: Tab, language: Language) {
  return language === 'en_US' ? tab.titleEn || tab.title : tab.title;
}

/** The open pages as tabs; right-click for refresh / close / close others / close right / close all. */
export function TabsBar({ tabs, activeKey, homeKey, onSelect, onCommand }: TabsBarProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;

  const menuFor = (tab: Tab): MenuProps => ({
    items: [
      { key: 'refresh', label: t('shell.tabRefresh') },
      { key: 'close', label: t('shell.tabClose'), disabled: tab.key === homeKey },
      { type: 'divider' },
      { key: 'closeOthers', label: t('shell.tabCloseOthers') },
      { key: 'closeRight', label: t('shell.tabCloseRight') },
      { key: 'closeAll', label: t('shell.tabCloseAll') },
    ],
    onClick: ({ key }) => onCommand(key as TabCommand, tab),
  });

  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={activeKey}
      onChange={(key) => {
        const tab = tabs.find((item) => item.key === key);
        if (tab) onSelect(tab);
      }}
      onEdit={(key, action) => {
        const tab = tabs.find((item) => item.key === key);
        if (action === 'remove' && tab) onCommand('close', tab);
      }}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable: tab.key !== homeKey,
        label: (
          <Dropdown menu={menuFor(tab)} trigger={['contextMenu']}>
            <span data-tab-key={tab.key}>{tabLabel(tab, language)}</span>
          </Dropdown>
        ),
      }))}
      tabBarStyle={{ margin: 0 }}
    />
  );
}
