// Operations outside the record layer's save (a work order's dispatch, a task finished on the shop
// floor, a plan turned into orders, a stock count started, a cutter's install, a scheme's status
// switch, a material call's cancel, a settlement account made the default, a plan's check tasks) change records by id. A Self-scope user holding those
// functions may change only what it made: a record of someone else is, to it, one that does not
// exist (11) — as a save or a get of it is — and stays as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RecordPage } from '../../../schemas/rpc/datax';
import type { Session } from '../../../schemas/rpc/portal';
import type { AllocNode } from '../../../schemas/rpc/portal-alloc';
import type { MenuItem } from '../../../schemas/rpc/portal-menu';
import { fileServer, ok, walk } from '../../kit';
import { allocate, makeUser } from './visibility-kit';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const PAGES = ['task/Order', 'task/OrderTask', 'plan/productionPlan', 'warehouse/Count', 'cutter/File', 'quality/table', 'pull/process', 'mdm/settlement', 'equipment/plan'];
let self: Session;

async function firstId(entityCode: string, filterMap: Record<string, unknown> = {}): Promise<number> {
  const id = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode, pageSize: 1, filterMap }])).itemList[0]?.id;
  if (typeof id !== 'number') throw new Error(`no demo ${entityCode} record`);
  return id;
}

beforeAll(async () => {
  const menus = walk(ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web'])));
  const pages = menus.filter((m) => m.type === 2 && m.url && PAGES.includes(m.url));
  expect(pages.map((p) => p.url).sort()).toEqual([...PAGES].sort());
  const roleId = await allocate(srv, admin, 'opself', 'Self', pages.map((p) => p.id));
  // every function of those pages
  const allocs = walk(ok(await srv.call<AllocNode[]>(admin, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', roleId])));
  for (const p of pages) {
    const alloc = allocs.find((n) => n.url === p.url)!;
    const buttons = menus.filter((m) => m.parentId === p.id && m.type === 3).map((m) => m.id);
    ok(await srv.call(admin, 'portal.MenuAlloc', 'addButton', [{ allocId: alloc.id, menuIds: buttons }]));
  }
  self = await makeUser(srv, admin, 'opself', roleId);
}, 180_000);

describe('an operation on a record outside the caller’s data scope', () => {
  it('is refused as not found, for work orders, plans, counts, cutters, inspection schemes, material calls and settlement accounts alike', async () => {
    const equipmentId = await firstId('Equipment');
    const order = await firstId('WorkOrder');
    const adminCount = ok(await srv.call<{ id: number }>(admin, 'wms.Count', 'create', [{ warehouse_id: await firstId('Warehouse'), items: [{ material_id: await firstId('Material') }] }]));
    const cases: Array<[string, string, unknown[]]> = [
      ['task.Order', 'dispatch', [{ ids: [order], equipmentId }]],
      // the shop floor's moves of one order (the Hmi's 开工 / 暂停 / 完工)
      ['task.Order', 'start', [await firstId('WorkOrder', { manufacturing_state: 'Wait' }), equipmentId]],
      ['task.Order', 'pause', [order]],
      ['task.Order', 'complete', [order]],
      // a sales order outside the scope does not exist to it either, as the source of new orders
      ['task.Order', 'createFromSale', [{ saleId: await firstId('SaleOrder', { status_dict: 'Audit' }) }]],
      ['task.OrderTask', 'finishByProcess', [{ orderIds: [order], processId: await firstId('Process') }]],
      ['plan.ProductionPlan', 'toWorkOrders', [{ planId: await firstId('ProductionPlan') }]],
      ['wms.Count', 'startCount', [{ ids: [adminCount.id] }]],
      ['tool.Cutter', 'install', [{ id: await firstId('CutterFile', { state: 'Free' }), equipmentId }]],
      ['quality.InspectScheme', 'statusSwitch', [{ ids: [await firstId('InspectScheme')], status: 'Stop' }]],
      ['pull.ProcessCall', 'cancel', [[await firstId('PullCall')]]],
      ['erp.Account', 'updateDefault', [await firstId('Settlement', { is_default: false })]],
      // a maintenance plan's check tasks (生成点检任务)
      ['equipment.Plan', 'generateTasks', [{ ids: [await firstId('MaintenancePlan')] }]],
    ];
    const answers: Array<[string, number]> = [];
    for (const [service, method, args] of cases) answers.push([`${service}/${method}`, (await srv.call(self, service, method, args)).json.code]);
    expect(answers).toEqual(cases.map(([service, method]) => [`${service}/${method}`, 11]));
  });

  it('goes through for a record the caller made itself (its own cutter file installs)', async () => {
    const define = await firstId('CutterDefine');
    const mine = ok(await srv.call<{ id: number }>(self, 'tool.Cutter', 'create', [{ code: `OWN${Date.now().toString(36)}`, define_id: define }]));
    const installed = await srv.call(self, 'tool.Cutter', 'install', [{ id: mine.id, equipmentId: await firstId('Equipment') }]);
    expect(installed.json.code, installed.json.msg).toBe(200);
  });
});
