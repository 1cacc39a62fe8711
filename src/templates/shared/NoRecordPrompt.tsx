// What a page of one record shows when its address names none (opened from the menu, a bookmark, a
// tab restored without its query): a plain prompt and a button to the list the record is chosen
// from — never an empty area or an endless spinner. The list is the page of the caller's menu whose
// button opens this page (its `detailPath`), else the first of the `lists` the page suggests that
// the caller holds; with none of them, the button goes home.
import { Button, Result } from 'antd';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import type { NavNode } from '../../../schemas/menus/types';
import { brand } from '../../app/brand';
import { usePageRoute } from '../../app/routes/PageMetaContext';
import { isRoutablePage, routePathOf } from '../../app/routes/buildRoutes';
import { ShellContext } from '../../app/shell/ShellContext';
import { currentLanguage, localName } from '../../i18n';
import { useOpenPage } from './useOpenPage';

const TEXTS = {
  zh_CN: {
    title: '请先选择要查看的记录',
    about: (page: string) => `「${page}」显示一条记录，当前地址没有指明是哪一条。`,
    fromList: (list: string) => `请在「${list}」中选择一条记录打开。`,
    open: (list: string) => `打开「${list}」`,
    noList: '请从相应的列表页面打开它。',
    home: '返回首页',
  },
  en_US: {
    title: 'Choose a record first',
    about: (page: string) => `"${page}" shows one record, and the address names none.`,
    fromList: (list: string) => `Choose one in "${list}" to open it here.`,
    open: (list: string) => `Open "${list}"`,
    noList: 'Open it from its list page.',
    home: 'Back to home',
  },
} as const;

const clean = (path: string | null | undefined) => (path ?? '').replace(/^\/+/, '').split('?')[0];

/** The caller's page whose button opens `detailPath`, else the first of `lists` the caller holds. */
export function listOfDetail(tree: readonly NavNode[], detailPath: string, lists: readonly string[] = []): NavNode | null {
  const pages: NavNode[] = [];
  const visit = (nodes: readonly NavNode[]) => {
    for (const n of nodes) {
      if (isRoutablePage(n)) pages.push(n);
      visit(n.children ?? []);
    }
  };
  visit(tree);
  const target = clean(detailPath);
  const opener = pages.find((p) => clean(routePathOf(p)) !== target && (p.buttons ?? []).some((b) => clean(b.detailPath) === target));
  if (opener) return opener;
  for (const list of lists) {
    const held = pages.find((p) => clean(routePathOf(p)) === clean(list));
    if (held) return held;
  }
  return null;
}

export interface NoRecordPromptProps {
  /** lists to offer when no page of the menu opens this one (in order of preference) */
  lists?: readonly string[];
}

export function NoRecordPrompt({ lists = [] }: NoRecordPromptProps) {
  useTranslation(); // re-render on a language switch
  const route = usePageRoute();
  const shell = useContext(ShellContext);
  const open = useOpenPage();
  const say = TEXTS[currentLanguage()];
  const language = currentLanguage();
  const pageName = route ? localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, language) : '';
  const list = shell && route ? listOfDetail(shell.tree, route.path, lists) : null;
  const listName = list ? localName(list, language) : '';
  const about = pageName ? say.about(pageName) : '';
  return (
    <div data-testid="no-record">
      <Result
        status="info"
        title={say.title}
        subTitle={`${about}${list ? say.fromList(listName) : say.noList}`}
        extra={
          list ? (
            <Button type="primary" onClick={() => open(routePathOf(list)!)} data-testid="no-record-open-list">
              {say.open(listName)}
            </Button>
          ) : (
            <Button onClick={() => open(brand.home)}>{say.home}</Button>
          )
        }
      />
    </div>
  );
}
