// 生产基础 (production master data) of the Web menu: the module's own node with the spec's mdm/*
// urls — BOMs, routes, material routes, process units, equipment records, shift rules and the
// factory calendar (the calendar page's functions: generate a year, edit its days).
import { btn, detail, masterData, mod, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { CALENDAR_PAGE, productionPages as p } from './pages';

export const productionMenu: MenuDef = mod('prdmdm', '生产基础', 'Production master data', 'PartitionOutlined', [
  masterData(p.Bom, '物料清单', 'Bills of materials'),
  detail(p.Bom.detailUrl, '物料清单详情', 'Bill of materials detail'),
  masterData(p.ProcessRoute, '工艺路线', 'Process routes'),
  detail(p.ProcessRoute.detailUrl, '工艺路线详情', 'Process route detail'),
  masterData(p.MaterialRoute, '物料工艺路线', 'Material routes'),
  detail(p.MaterialRoute.detailUrl, '物料工艺路线详情', 'Material route detail'),
  masterData(p.ProcessUnit, '工序单元', 'Process units'),
  detail(p.ProcessUnit.detailUrl, '工序单元详情', 'Process unit detail'),
  masterData(p.Equipment, '设备档案', 'Equipment records'),
  detail(p.Equipment.detailUrl, '设备档案详情', 'Equipment record detail'),
  masterData(p.ShiftRule, '班次规则', 'Shift rules'),
  detail(p.ShiftRule.detailUrl, '班次规则详情', 'Shift rule detail'),
  screen(CALENDAR_PAGE, '工厂日历', 'Factory calendar', {
    fc: true,
    buttons: [btn('mdm.calendar', 'generate', '生成日历', 'Generate year'), btn('mdm.calendar', 'update', '编辑', 'Edit')],
  }),
]);
