import { describe, expect, it } from 'vitest';
import { closeAllTabs, closeOtherTabs, closeTab, closeTabsToTheRight, MAX_TABS, openTab, tabTitleFrom, type Tab } from '../../../src/app/shell/tabs';

const HOME = 'home';
const home: Tab = { key: HOME, search: '', title: '首页' };
const page = (n: number): Tab => ({ key: `mod/page${n}`, search: '', title: `页面${n}` });

function openMany(count: number): Tab[] {
  let tabs: Tab[] = [home];
  for (let n = 1; n <= count; n += 1) tabs = openTab(tabs, page(n), HOME);
  return tabs;
}

describe('tabs: at most 20', () => {
  it('keeps 20 tabs: home + 19 pages', () => {
    const tabs = openMany(19);
    expect(MAX_TABS).toBe(20);
    expect(tabs).toHaveLength(20);
  });

  it('opening a 21st tab closes the oldest non-home tab', () => {
    const tabs = openTab(openMany(19), page(20), HOME);
    expect(tabs).toHaveLength(20);
    expect(tabs[0].key).toBe(HOME);
    expect(tabs.map((t) => t.key)).not.toContain('mod/page1');
    expect(tabs[1].key).toBe('mod/page2');
    expect(tabs.at(-1)?.key).toBe('mod/page20');
  });

  it('keeps closing the oldest as more open, never home', () => {
    let tabs = openMany(19);
    for (let n = 20; n <= 45; n += 1) tabs = openTab(tabs, page(n), HOME);
    expect(tabs).toHaveLength(20);
    expect(tabs[0]).toEqual(home);
    expect(tabs.slice(1).map((t) => t.key)).toEqual(Array.from({ length: 19 }, (_, i) => `mod/page${27 + i}`));
  });

  it('re-opening an open tab updates it in place instead of adding one', () => {
    const tabs = openMany(3);
    const again = openTab(tabs, { ...page(2), search: '?id=5', title: '明细' }, HOME);
    expect(again).toHaveLength(4);
    expect(again[2]).toEqual({ key: 'mod/page2', search: '?id=5', title: '明细' });
  });
});

describe('closing tabs', () => {
  it('home cannot be closed', () => {
    const tabs = openMany(2);
    expect(closeTab(tabs, HOME, HOME, HOME).tabs).toEqual(tabs);
  });

  it('closing the active tab activates its right neighbour, else its left one', () => {
    const tabs = openMany(3);
    expect(closeTab(tabs, 'mod/page2', 'mod/page2', HOME).activate?.key).toBe('mod/page3');
    expect(closeTab(tabs, 'mod/page3', 'mod/page3', HOME).activate?.key).toBe('mod/page2');
    const inactive = closeTab(tabs, 'mod/page1', 'mod/page3', HOME);
    expect(inactive.activate).toBeNull();
    expect(inactive.tabs.map((t) => t.key)).toEqual([HOME, 'mod/page2', 'mod/page3']);
  });

  it('close others / to the right / all keep home', () => {
    const tabs = openMany(4);
    expect(closeOtherTabs(tabs, 'mod/page3', HOME).map((t) => t.key)).toEqual([HOME, 'mod/page3']);
    expect(closeTabsToTheRight(tabs, 'mod/page2', HOME).map((t) => t.key)).toEqual([HOME, 'mod/page1', 'mod/page2']);
    expect(closeAllTabs(tabs, HOME)).toEqual([home]);
  });
});

describe('tab title', () => {
  it('comes from the nav entry name', () => {
    expect(tabTitleFrom('?id=3', '采购订单', 'Purchase orders')).toEqual({ title: '采购订单', titleEn: 'Purchase orders' });
  });
  it('the titleName query parameter wins', () => {
    expect(tabTitleFrom('?id=3&titleName=%E8%AE%A2%E5%8D%95%20PO-001', '采购订单', 'Purchase orders')).toEqual({ title: '订单 PO-001', titleEn: '订单 PO-001' });
  });
});
