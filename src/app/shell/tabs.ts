// Pure logic of the shell's tabs: at most 20 open; the home tab is first and cannot be closed;
// opening a 21st tab closes the oldest non-home tab.

export const MAX_TABS = 20;

export interface Tab {
  /** the page path under the tenant (e.g. `mdm/member`) */
  key: string;
  /** the last query string the tab was shown with (`?id=1`), restored when it is re-selected */
  search: string;
  title: string;
  /** en_US title */
  titleEn?: string;
}

/** Opens (or re-selects and updates) a tab. */
export function openTab(tabs: readonly Tab[], tab: Tab, homeKey: string, max = MAX_TABS): Tab[] {
  const index = tabs.findIndex((t) => t.key === tab.key);
  if (index >= 0) {
    const next = [...tabs];
    next[index] = { ...tabs[index], ...tab };
    return next;
  }
  const next = [...tabs, tab];
  while (next.length > max) {
    const oldest = next.findIndex((t) => t.key !== homeKey);
    if (oldest < 0) break;
    next.splice(oldest, 1);
  }
  return next;
}

export interface CloseResult {
  tabs: Tab[];
  /** the tab to show when the closed one was active */
  activate: Tab | null;
}

export function closeTab(tabs: readonly Tab[], key: string, activeKey: string, homeKey: string): CloseResult {
  if (key === homeKey) return { tabs: [...tabs], activate: null };
  const index = tabs.findIndex((t) => t.key === key);
  if (index < 0) return { tabs: [...tabs], activate: null };
  const next = tabs.filter((t) => t.key !== key);
  const activate = key === activeKey ? (next[index] ?? next[index - 1] ?? null) : null;
  return { tabs: next, activate };
}

/** Keeps home and `key`. */
export function closeOtherTabs(tabs: readonly Tab[], key: string, homeKey: string): Tab[] {
  return tabs.filter((t) => t.key === homeKey || t.key === key);
}

/** Keeps home and the tabs up to `key`. */
export function closeTabsToTheRight(tabs: readonly Tab[], key: string, homeKey: string): Tab[] {
  const index = tabs.findIndex((t) => t.key === key);
  return tabs.filter((t, i) => t.key === homeKey || i <= index);
}

export function closeAllTabs(tabs: readonly Tab[], homeKey: string): Tab[] {
  return tabs.filter((t) => t.key === homeKey);
}

/** A tab's title: the `titleName` query parameter wins over the nav entry name. */
export function tabTitleFrom(search: string, title: string, titleEn?: string): { title: string; titleEn?: string } {
  const titleName = new URLSearchParams(search).get('titleName');
  return titleName ? { title: titleName, titleEn: titleName } : { title, titleEn };
}
