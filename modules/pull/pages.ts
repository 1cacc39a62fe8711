// 车间物流's pages. 物料监控 (pull/matMon) and its detail (pull/matMonDetail) are call-backed lists over
// pull.MatMon/page (web/). 工序叫料, 物料拉动 and 拉动规则 are page stacks over their entities, their
// buttons posting to the pull.* calls (the records' stages move only through them).
import type { ActionDef } from '../../schemas/pages/types';
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import { PullCall, PullPull } from './entities/request';
import { PullRule } from './entities/rule';

export const MAT_MON_PAGE = 'pull/matMon';
export const MAT_MON_DETAIL_PAGE = 'pull/matMonDetail';

const act = (service: string, code: string, label: string, labelEn: string, place: ActionDef['place'], confirm?: [string, string], more: Partial<ActionDef> = {}): ActionDef => ({
  code,
  label,
  labelEn,
  place,
  handler: 'callService',
  call: `/${service}/${code}`,
  ...(confirm ? { confirm: { zh_CN: confirm[0], en_US: confirm[1] } } : {}),
  ...more,
});

const CANCEL: [string, string] = ['取消后不再送料到线，确定取消？', 'Nothing more will be delivered for it. Cancel?'];
const ARRIVE: [string, string] = ['确认物料已送到线边库位？', 'Confirm the material arrived at the line-side position?'];

const requestActions = (service: string, first: ActionDef[]): ActionDef[] =>
  (['toolbar', 'detail'] as const).flatMap((place) => [
    ...first.map((a) => ({ ...a, place })),
    act(service, 'arrive', '到线确认', 'Confirm arrival', place, ARRIVE),
    act(service, 'cancel', '取消', 'Cancel', place, CANCEL),
  ]);

export const CALL_SERVICE = 'pull.ProcessCall';
export const PULL_SERVICE = 'pull.Pulling';

export const pullStacks = {
  Call: masterDataStack({
    entity: PullCall,
    list: {
      url: 'pull/process',
      labels: ['工序叫料', 'Process material calls'],
      actions: requestActions(CALL_SERVICE, [act(CALL_SERVICE, 'call', '叫料', 'Call', 'toolbar')]),
    },
    detail: { url: 'pull/processDetail', labels: ['工序叫料详情', 'Process material call'] },
    menu: { ops: ['create', 'update', 'delete', 'export'] },
  }),
  Pull: masterDataStack({
    entity: PullPull,
    list: {
      url: 'pull/pulling',
      labels: ['物料拉动', 'Material pulls'],
      actions: requestActions(PULL_SERVICE, [act(PULL_SERVICE, 'check', '检查拉动', 'Check pulls', 'toolbar', undefined, { noSelection: true })]).filter((a) => a.code !== 'check' || a.place === 'toolbar'),
    },
    detail: { url: 'pull/pullingDetail', labels: ['物料拉动详情', 'Material pull'] },
    menu: { ops: ['view', 'export'] },
  }),
  Rule: masterDataStack({
    entity: PullRule,
    list: { url: 'pull/pullRule', labels: ['拉动规则', 'Pull rules'] },
    detail: { url: 'pull/pullRuleDetail', labels: ['拉动规则详情', 'Pull rule'] },
    menu: { ops: ['create', 'update', 'delete', 'import', 'export'] },
  }),
};

export const pullPages = pagesByKey(pullStacks);
