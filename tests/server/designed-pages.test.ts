// A tenant's own menu page over a tenant-defined entity (designed on system/App, no code): a role it
// is allocated to reads and writes the entity's records through it as its buttons grant — not only
// through meta/AppDataDetail — and the designed form it is sent leaves out the fields it may not see.
import { beforeAll, describe, expect, it } from 'vitest';
import type { FormDefinition, RecordValue } from '../../schemas/rpc/datax';
import type { AllocField, AllocNode } from '../../schemas/rpc/portal-alloc';
import type { MenuItem } from '../../schemas/rpc/portal-menu';
import { fileServer, walk } from '../kit';

const srv = await fileServer({});
const admin = await srv.session('demo', 'admin');
let viewerRole: number;
const ENTITY = 'Patrol';
const URL = 'own/patrols';
const FN = 'own.patrols';
const field = (code: string) => ({ type: 'field', id: `f_${code}`, code, dataType: 'String', bound: true });

beforeAll(async () => {
  viewerRole = (await srv.session('demo', 'zhaolei')).role.id;
  const ok = async <T = unknown>(service: string, method: string, args: unknown[]) => {
    const r = await srv.call<T>(admin, service, method, args);
    expect(r.json.code, `${service}/${method}: ${r.json.msg}`).toBe(200);
    return r.json.body;
  };
  await ok('datax.Metadata', 'saveEntity', [{ code: ENTITY, name: '巡逻记录' }]);
  for (const [code, name] of [['route', '路线'], ['guard', '巡逻人'], ['finding', '发现问题']]) {
    await ok('datax.Metadata', 'saveAttribute', [ENTITY, { code, name, dataType: 'String', tableDisplay: true }]);
  }
  await ok('datax.Form', 'save', [{ formId: ENTITY, entityCode: ENTITY, schema: { version: 1, nodes: [{ type: 'card', id: 'c1', label: '基本', children: [field('route'), field('guard'), field('finding')] }] } }]);
  const mod = await ok<MenuItem>('portal.Menu', 'create', [{ id: 'tmpId', type: 1, portalType: 'Web', parentId: null, name: '巡逻', code: 'own_mod' }]);
  const params = JSON.stringify({ class: 'VformList', entityCode: ENTITY, detailClass: 'VformDetail', detailUrl: `${URL}Detail` });
  const page = await ok<MenuItem>('portal.Menu', 'create', [{ id: 'tmpId', type: 2, portalType: 'Web', parentId: mod.id, name: '巡逻记录', code: 'own_page', url: URL, params }]);
  for (const op of ['create', 'delete']) await ok('portal.Menu', 'create', [{ id: 'tmpId', type: 3, portalType: 'Web', parentId: page.id, name: op, code: `${FN}.${op}` }]);
});

async function allocateToViewer() {
  const ok = async <T = unknown>(method: string, args: unknown[]) => {
    const r = await srv.call<T>(admin, 'portal.MenuAlloc', method, args);
    expect(r.json.code, `${method}: ${r.json.msg}`).toBe(200);
    return r.json.body;
  };
  const menus = walk((await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web'])).json.body);
  const page = menus.find((m) => m.url === URL)!;
  await ok('create', [{ roleId: viewerRole, portalType: 'Web', menuIds: [page.id] }]);
  const tree = walk(await ok<AllocNode[]>('getAllocatedTree', ['Web', viewerRole]));
  const pageAlloc = tree.find((n) => n.url === URL)!;
  const remove = tree.find((n) => n.parentId === pageAlloc.id && n.code === `${FN}.delete`)!;
  await ok('removeButtons', [[remove.id]]);
  const fields = await ok<AllocField[]>('getFieldBySourceAndTarget', [pageAlloc.menuId, pageAlloc.id]);
  const finding = fields.filter((f) => f.code === 'finding');
  expect(finding.length).toBeGreaterThan(0);
  await ok('removeFields', [{ allocId: pageAlloc.id, fields: finding.map((f) => ({ block: f.block, code: f.code })) }]);
}

describe('a tenant page over a tenant entity', () => {
  it('gives its role the entity as its buttons say; nothing before it is allocated; the designed form without hidden fields', async () => {
    const viewer = () => srv.session('demo', 'zhaolei');
    const record = { route: '东区', guard: '赵磊', finding: '门未锁' };
    const before = await srv.call(await viewer(), 'datax.MetaDynamic', 'saveValue', [ENTITY, record]);
    expect(before.json.code).toBe(4003);

    await allocateToViewer();
    const zhao = await viewer();
    const made = await srv.call<RecordValue>(zhao, 'datax.MetaDynamic', 'saveValue', [ENTITY, record]);
    expect(made.json.code, made.json.msg).toBe(200);
    expect(made.json.body).toMatchObject({ route: '东区', guard: '赵磊' });
    expect(made.json.body).not.toHaveProperty('finding');
    const id = made.json.body.id as number;

    const list = await srv.call<{ itemList: RecordValue[] }>(zhao, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: ENTITY, pageSize: 10 }]);
    expect(list.json.code, list.json.msg).toBe(200);
    expect(list.json.body.itemList.map((r) => r.id)).toEqual([id]);
    for (const r of list.json.body.itemList) expect(r).not.toHaveProperty('finding');

    const removed = await srv.call(zhao, 'datax.MetaDynamic', 'removeValue', [ENTITY, [id]]);
    expect(removed.json.code).toBe(4003);
    expect(removed.json.msg).toContain(`${FN}.delete`);

    // the hidden field was never written from his input, and the admin sees the form whole
    const stored = await srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'getValue', [ENTITY, id]);
    expect(stored.json.body.finding ?? null).toBeNull();
    const mine = (await srv.call<FormDefinition>(zhao, 'datax.Form', 'getByFormId', [ENTITY])).json.body;
    const codes = (d: FormDefinition) => JSON.stringify(d.design).match(/"code":"[a-z]+"/g);
    expect(codes(mine)).toEqual(['"code":"route"', '"code":"guard"']);
    expect(mine.entity.attrs.map((a) => a.code)).not.toContain('finding');
    const whole = (await srv.call<FormDefinition>(admin, 'datax.Form', 'getByFormId', [ENTITY])).json.body;
    expect(codes(whole)).toEqual(['"code":"route"', '"code":"guard"', '"code":"finding"']);
  });
});
