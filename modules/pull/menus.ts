// The 车间物流 node of the Web menu: material monitoring, process material calls and material pulls.
import { detail, list, mod } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

export const pullMenu: MenuDef = mod('pull', '车间物流', 'Workshop logistics', 'CarOutlined', [
  list('pull/matMon', '物料监控', 'Material monitoring', 'pull/matMonDetail'),
  detail('pull/matMonDetail', '物料监控详情', 'Material monitoring detail'),
  list('pull/process', '工序叫料', 'Process material calls'),
  list('pull/pulling', '物料拉动', 'Material pulls'),
]);
