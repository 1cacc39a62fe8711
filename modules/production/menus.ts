// 生产基础 (production master data) of the Web menu: the module's own node with the spec's mdm/*
// urls — BOMs, routes, material routes, process units, equipment records, shift rules and the
// factory calendar (the calendar page's functions: generate a year, edit its days).
import { masterDataMenu } from '../../schemas/documents/menus';
import { btn, mod, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { CALENDAR_PAGE, productionPages as p } from './pages';

export const productionMenu: MenuDef = mod('prdmdm', '生产基础', 'Production master data', 'PartitionOutlined', [
  ...masterDataMenu(p.Bom, ['物料清单', 'Bills of materials'], ['物料清单详情', 'Bill of materials detail']),
  ...masterDataMenu(p.ProcessRoute, ['工艺路线', 'Process routes'], ['工艺路线详情', 'Process route detail']),
  ...masterDataMenu(p.MaterialRoute, ['物料工艺路线', 'Material routes'], ['物料工艺路线详情', 'Material route detail']),
  ...masterDataMenu(p.ProcessUnit, ['工序单元', 'Process units'], ['工序单元详情', 'Process unit detail']),
  ...masterDataMenu(p.Equipment, ['设备档案', 'Equipment records'], ['设备档案详情', 'Equipment record detail']),
  ...masterDataMenu(p.ShiftRule, ['班次规则', 'Shift rules'], ['班次规则详情', 'Shift rule detail']),
  screen(CALENDAR_PAGE, '工厂日历', 'Factory calendar', {
    fc: true,
    buttons: [btn('mdm.calendar', 'generate', '生成日历', 'Generate year'), btn('mdm.calendar', 'update', '编辑', 'Edit')],
  }),
]);
