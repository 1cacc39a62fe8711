// 生产管理 (Production) of the Web menu: the planned node (menu-plan.ts) with the pages built here — the work
// order list and detail with the shop-floor functions (派工, 开工, 暂停, 完工, 撤回, 回收 …) — and the
// other task/*, pmt/* pages kept as the catalogue declares them until they are built.
import { btn, detail, documentPage, mod } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { productionPlan as catalogueNode } from './menu-plan';
import { boardsPart } from '../boards/part';
import { executionPart } from '../execution/part';
import { outsourcePart } from '../outsource/part';
import { planPart } from '../plan/part';
import { orderPages as p } from './pages';

const wo = 'task.order';
const built: Record<string, MenuDef[]> = {
  'task/Order': [
    documentPage(p.Order, '生产工单', 'Work orders', {
      extra: [btn(wo, 'createFromSale', '销售转工单', 'From sales orders'), btn(wo, 'reject', '驳回', 'Refuse')],
    }),
  ],
  'task/OrderDetail': [detail(p.Order.detailUrl, '生产工单详情', 'Work order detail')],
};

const parts = { ...planPart.menus, ...executionPart.menus, ...boardsPart.menus, ...outsourcePart.menus };

export const orderMenu: MenuDef = mod('production', '生产管理', 'Production', 'BuildOutlined', (catalogueNode.children ?? []).flatMap((c) => (c.url && c.url in built ? built[c.url] : c.url && c.url in parts ? parts[c.url] : [c])));
