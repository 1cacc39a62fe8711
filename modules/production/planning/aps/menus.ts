// The entries of 生产计划 built here, by the url of the planned entry they replace: 高级排程 (the APS
// runs: view and export, 运行排程, 确认, 作废 — no add or edit: runs come from the pass) and 甘特图排程
// (the Gantt plan: 保存排程).
import { paramsOf } from '../../../../schemas/pages/types';
import { btn, detail, fnPrefix, ops, page, screen } from '../../../../schemas/menus/buttons';
import type { MenuDef } from '../../../../schemas/menus/types';
import { APS_DETAIL_PAGE, GANTT_PAGE } from './contracts';
import { planPages } from './pages';

const aps = planPages.Aps;
const prefix = fnPrefix(aps.url);

export const apsMenus: Record<string, MenuDef[]> = {
  [aps.url]: [
    page(aps.url, '高级排程', 'Advanced scheduling (APS)', {
      buttons: [
        ...ops(prefix, ['view'], APS_DETAIL_PAGE),
        ...ops(prefix, ['export']),
        btn(prefix, 'run', '运行排程', 'Run the schedule'),
        btn(prefix, 'confirm', '确认排程', 'Confirm'),
        ...ops(prefix, ['repeal']),
      ],
      params: JSON.stringify(paramsOf(aps)),
      lowcodeTag: true,
    }),
  ],
  [APS_DETAIL_PAGE]: [detail(APS_DETAIL_PAGE, '高级排程详情', 'APS detail')],
  [GANTT_PAGE]: [screen(GANTT_PAGE, '甘特图排程', 'Gantt scheduling', { buttons: [btn(fnPrefix(GANTT_PAGE), 'save', '保存排程', 'Save schedule')] })],
};
