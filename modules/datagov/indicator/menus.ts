// The menu entries of 指标与数据模型: 指标管理 and 指标详情 take the places of 数据治理's planned
// entries (part.ts), 主数据模型 and 主数据维护 sit in mdm's 主数据 node (mdm/menus.ts takes them from
// datagov/public.ts).
import { btn, detail, fnPrefix, ops, page, screen } from '../../../schemas/menus/buttons';
import type { MenuDef } from '../../../schemas/menus/types';
import { IP } from './paths';

const ind = fnPrefix(IP.indicators);
const mdl = fnPrefix(IP.models);

export const indicatorMenuItems: MenuDef[] = [
  page(IP.indicators, '指标管理', 'Indicators', {
    buttons: [...ops(ind, ['create', 'update', 'delete']), btn(ind, 'view', '查看', 'View', { detailPath: IP.detail }), btn(ind, 'compute', '立即计算', 'Compute now')],
  }),
];
export const indicatorDetailItems: MenuDef[] = [detail(IP.detail, '指标详情', 'Indicator detail')];

/** 主数据模型 and 主数据维护, for mdm's 主数据 node */
export const modelMenuItems: MenuDef[] = [
  page(IP.models, '主数据模型', 'Master data models', { buttons: ops(mdl, ['create', 'update', 'delete']) }),
  screen(IP.data, '主数据维护', 'Master data records'),
];
