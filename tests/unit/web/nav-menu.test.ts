import { describe, expect, it } from 'vitest';
import { allPages, menuTree, topLevel, trailTo } from '../../../src/app/shell/navTree';
import { moduleNode, navNode, pageNode } from '../../kit/web/fixtures';

const tree = [
  navNode({
    code: 'root',
    type: 0,
    children: [
      moduleNode('wms', '仓储管理', [
        pageNode('wms.entry', 'wms/entry', '入库单', { nameIntl: { en_US: 'Warehouse entry' } }),
        pageNode('wms.entryDetail', 'wms/entryDetail', '入库单详情', { hidden: true }),
        navNode({ code: 'wms.entry.audit', type: 3, name: '审核' }),
      ]),
      moduleNode('erp', '采购管理', [pageNode('erp.purchase', 'erp/purchase', '采购订单', { nameIntl: { en_US: 'Purchase orders' } })]),
      moduleNode('empty', '空模块', [pageNode('empty.hidden', 'x/hidden', '隐藏页', { hidden: true })]),
    ],
  }),
];

describe('side menu tree', () => {
  it('flattens roots, skips hidden nodes, buttons and emptied modules', () => {
    const menu = menuTree(tree);
    expect(menu.map((m) => m.code)).toEqual(['wms', 'erp']);
    expect(menu[0].children.map((p) => p.code)).toEqual(['wms.entry']);
  });

  it('searches by the zh name and by the en name', () => {
    expect(menuTree(tree, '采购').map((m) => m.code)).toEqual(['erp']);
    expect(menuTree(tree, 'warehouse entry')[0].children.map((p) => p.code)).toEqual(['wms.entry']);
    expect(menuTree(tree, '仓储')[0].children.map((p) => p.code)).toEqual(['wms.entry']);
    expect(menuTree(tree, 'nothing like it')).toEqual([]);
  });

  it('hidden pages stay routable (allPages) and have a breadcrumb trail', () => {
    expect(allPages(tree).map((p) => p.code)).toContain('wms.entryDetail');
    expect(trailTo(tree, 'wms/entryDetail').map((n) => n.name)).toEqual(['仓储管理', '入库单详情']);
    expect(topLevel(tree)).toHaveLength(3);
  });
});
