// 生产基础 (production master data) of the Web menu: the module's own node with the spec's mdm/*
// urls — its page stacks (pages.ts: BOMs, routes, material routes, process units, equipment
// records, shift rules) and the factory calendar (the calendar page's functions: generate a year,
// edit its days).
import { stackMenus } from '../../schemas/documents/stack';
import { btn, mod, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { productionStacks } from './pages';
import { CALENDAR_PAGE } from './paths';

export const productionMenu: MenuDef = mod('prdmdm', '生产基础', 'Production master data', 'PartitionOutlined', [
  ...stackMenus(productionStacks),
  screen(CALENDAR_PAGE, '工厂日历', 'Factory calendar', {
    fc: true,
    buttons: [btn('mdm.calendar', 'generate', '生成日历', 'Generate year'), btn('mdm.calendar', 'update', '编辑', 'Edit')],
  }),
]);
