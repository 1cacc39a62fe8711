// A module is its folder: the fixture module tests/fixtures/notes declares a table of its own (its
// migration inside the folder), a tenant parameter in a group of its own, and Web and Hmi menu nodes
// placed after named nodes — and the product takes each of them from the module list alone: the
// migration runs with the product's, the tenant scope guards the table, 参数配置 lists and keeps the
// parameter, and the menus put the nodes where they say.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../modules';
import type { DashboardData, DashboardMeta } from '../../schemas/rpc/dashboard';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { Paged } from '../../schemas/rpc/define';
import type { Session } from '../../schemas/rpc/portal';
import { tenantConfig } from '../../server/config/tenant-config';
import { migrate } from '../../server/db';
import { buildCatalogue, catalogue, useModules } from '../../server/modules/catalogue';
import { seed } from '../../server/seed';
import { notesOverview } from '../fixtures/notes/dashboards';
import notes from '../fixtures/notes/module';
import { ok, refused, startServer, type TestServer } from '../kit';

let srv: TestServer;
let admin: Session;
let acme: Session;

beforeAll(async () => {
  useModules([...MODULES, notes]);
  srv = await startServer();
  // what `npm start` does on an existing database with a module added: migrate, then seed
  expect(await migrate(srv.databaseUrl)).toEqual(['900-notes-pins']);
  await seed(srv.db.system);
  [admin, acme] = await Promise.all([srv.session('demo', 'admin'), srv.session('acme', 'admin')]);
});
afterAll(async () => {
  await srv.close();
  useModules(MODULES);
});

const save = (s: Session, code: string) => srv.call<RecordValue>(s, 'datax.MetaDynamic', 'saveValue', ['Note', { code, title: code, lines: [] }]);

describe('a module’s own table', () => {
  it('is made by the module’s migration, once', async () => {
    expect(await migrate(srv.databaseUrl)).toEqual([]);
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from information_schema.tables where table_name = ${'fx_note_pin'}`.execute(srv.db.system);
    expect(rows[0]!.n).toBe(1);
  });

  it('is a tenant table: the scoped database refuses rows of another tenant and reads only its own', async () => {
    const note = ok(await save(admin, 'PIN-1'));
    expect(ok(await srv.call(admin, 'notes.Note', 'pin', [note.id]))).toEqual({ pinned: 1 });
    expect(ok(await srv.call(acme, 'notes.Note', 'pin', [note.id]))).toEqual({ pinned: 1 });
    const demoDb = srv.db.forTenant(admin.tenant.id) as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
    expect(await demoDb.selectFrom('fx_note_pin').select('tenant_id').execute()).toEqual([{ tenant_id: admin.tenant.id }]);
    await expect(demoDb.insertInto('fx_note_pin').values({ tenant_id: acme.tenant.id, note_id: 1, user_id: 1 }).execute()).rejects.toThrow();
  });
});

describe('a module’s tenant parameter', () => {
  it('is listed in its own group on 参数配置, before the core’s groups', async () => {
    const groups = ok(await srv.call<Array<{ group: string; name: string; params: Array<{ key: string; value: unknown }> }>>(admin, 'system.Config', 'list', []));
    expect(groups.map((g) => g.group)).toEqual(['flow', 'iot', 'datagov', 'notes', 'security', 'print']);
    expect(groups.find((g) => g.group === 'notes')).toMatchObject({ name: '便签', params: [{ key: 'notesMaxPins', value: 3 }] });
  });

  it('is kept per tenant, checked against its declaration, and read by the module’s call', async () => {
    refused(await srv.call(admin, 'system.Config', 'update', [{ notesMaxPins: 0 }]), 400, /notesMaxPins/);
    ok(await srv.call(admin, 'system.Config', 'update', [{ notesMaxPins: 1 }]));
    expect(await tenantConfig(srv.db.forTenant(admin.tenant.id), admin.tenant.id, 'notesMaxPins')).toBe(1);
    expect(await tenantConfig(srv.db.forTenant(acme.tenant.id), acme.tenant.id, 'notesMaxPins')).toBe(3);
    const second = ok(await save(admin, 'PIN-2'));
    refused(await srv.call(admin, 'notes.Note', 'pin', [second.id]), 409, '最多置顶 1 条便签');
  });
});

describe('a module’s menu nodes', () => {
  it('sit right after the nodes they name, in the Web and the Hmi portal', () => {
    const codes = (portal: 'Web' | 'Hmi') => catalogue().menus[portal].map((m) => m.code);
    expect(codes('Web').slice(1, 4)).toEqual(['mod.purchase', 'mod.notes', 'mod.sale']);
    expect(codes('Hmi')).toEqual(['mod.production', 'mod.notes', 'mod.pull', 'mod.equipment']);
  });

  it('are the product’s menu in that order after the start', async () => {
    const top = await srv.db.system
      .selectFrom('menu')
      .select('code')
      .where('portal_type', '=', 'Web')
      .where('parent_id', 'is', null)
      .where('owner_tenant_id', 'is', null)
      .orderBy('sn')
      .execute();
    const codes = top.map((m) => m.code);
    expect(codes.indexOf('mod.notes')).toBe(codes.indexOf('mod.purchase') + 1);
  });

  it('open the portal’s menu when they say first (the workbench), whatever the module order', () => {
    const top = buildCatalogue([...MODULES].reverse()).menus.Web.map((m) => m.code);
    expect(top[0]).toBe('mod.workbench');
    expect(top[1]).toBe('mod.purchase');
  });

  it('are refused with a clear message when they name a node nobody declares', () => {
    const lost = { ...notes, menus: { Web: [{ ...notes.menus.Web[0]!, after: 'mod.nowhere' }] } };
    expect(() => buildCatalogue([...MODULES, lost])).toThrow('menu mod.notes of module notes is placed by mod.nowhere, which no module or planned area declares in Web');
  });
});

describe('a module’s dashboard', () => {
  let materials: number[];
  beforeAll(async () => {
    const found = await sql<{ id: string }>`select id from mdm_material where tenant_id = ${admin.tenant.id} order by id limit 2`.execute(srv.db.system);
    materials = found.rows.map((m) => Number(m.id));
    const note = (code: string, kind: string, lines: Array<[number, string]>) =>
      srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'saveValue', ['Note', { code, title: `看板 ${code}`, kind, lines: lines.map(([material_id, quantity]) => ({ material_id, quantity })) }]);
    ok(await note('DASH-1', 'Todo', [[materials[0]!, '5'], [materials[1]!, '1.25']]));
    ok(await note('DASH-2', 'Memo', [[materials[1]!, '1.25']]));
  });
  const data = (s: Session, code = 'notes.Overview') => srv.call<DashboardData>(s, 'report.Dashboard', 'data', [code]);

  it('answers what its page draws: the widgets with the columns each shows', async () => {
    const meta = ok(await srv.call<DashboardMeta>(admin, 'report.Dashboard', 'meta', ['notes.Overview']));
    expect(meta).toMatchObject({ code: 'notes.Overview', url: 'notes/Overview', refreshSeconds: 30, push: ['notes'], screen: false });
    expect(meta.widgets.map((w) => [w.code, w.kind, w.span])).toEqual([['quantity', 'figure', 1], ['lines', 'figure', 1], ['byMaterial', 'chart', 2], ['top', 'table', 2], ['board', 'board', 4]]);
    expect(meta.widgets.find((w) => w.code === 'top')!.columns.map((c) => c.key)).toEqual(['material_id', 'quantity']);
    expect(meta.widgets.find((w) => w.code === 'board')!.columns.find((c) => c.key === 'kind')!.options!.map((o) => o.value)).toEqual(['Memo', 'Todo']);
  });

  it('answers every widget’s figures at once, over the tenant’s records', async () => {
    const d = ok(await data(admin));
    expect(d.widgets.quantity).toEqual({ value: '7.5000' });
    expect(d.widgets.lines).toEqual({ value: '3' });
    const chart = d.widgets.byMaterial as { rows: Array<Record<string, unknown>> };
    expect(chart.rows.map((r) => [(r.material_id as { id: number }).id, r.quantity])).toEqual([[materials[0], '5.0000'], [materials[1], '2.5000']]);
    const board = d.widgets.board as { rows: Array<Record<string, unknown>> };
    expect(board.rows.filter((r) => String(r.code).startsWith('DASH')).map((r) => [r.code, r.kind])).toEqual([['DASH-1', 'Todo'], ['DASH-2', 'Memo']]);
    // another tenant's dashboard counts none of them
    const theirs = ok(await data(acme));
    expect(theirs.widgets.lines).toEqual({ value: '0' });
  });

  it('counts only what the caller may see (a Self-scope viewer who made no note sees none), and is refused to a role without its page', async () => {
    const viewer = await srv.session('demo', 'zhaolei', 'Demo@123');
    const seen = ok(await data(viewer));
    expect(seen.widgets.lines).toEqual({ value: '0' });
    expect((seen.widgets.board as { rows: unknown[] }).rows).toEqual([]);
    const keeper = await srv.session('demo', 'wangqiang', 'Demo@123');
    refused(await data(keeper), 4003);
    refused(await srv.call(keeper, 'report.Dashboard', 'meta', ['notes.Overview']), 4003);
    refused(await data(admin, 'notes.Nowhere'), 11, 'dashboardCode: 看板不存在：notes.Nowhere');
  });

  it('a widget that fails answers its own error; the other widgets still answer', async () => {
    const broken = { ...notesOverview, widgets: [...notesOverview.widgets.slice(0, 1), { ...notesOverview.widgets[3]!, filterMap: { material_id: 'not a number' } }] };
    useModules([...MODULES, { ...notes, dashboards: [broken] }]);
    try {
      const d = ok(await data(admin));
      expect(d.widgets.quantity).toEqual({ value: '7.5000' });
      expect(d.widgets.top).toMatchObject({ error: { code: 400, msg: expect.stringContaining('material_id') } });
    } finally {
      useModules([...MODULES, notes]);
    }
  });

  it('is refused by the catalogue when a widget names what its report does not have', () => {
    const wrong = { ...notesOverview, widgets: [{ ...notesOverview.widgets[0]!, measure: 'weight' }] };
    expect(() => buildCatalogue([...MODULES, { ...notes, dashboards: [wrong] }])).toThrow('dashboard notes.Overview, widget quantity: measure: weight is not a measure of notes.ByMaterial');
  });
});

describe('a module’s call-backed administration list', () => {
  it('pages the caller’s pins through the platform’s paging, filters them as typed, and takes one off', async () => {
    const list = (q: object) => srv.call<Paged<{ code: string }>>(admin, 'notes.Note', 'pinList', [q]);
    const pins = ok(await list({}));
    expect(pins).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(pins.itemList.map((p) => p.code)).toEqual(['PIN-1']);
    expect(ok(await list({ titleContains: '%' })).total).toBe(0);
    expect(ok(await list({ page: 2 }))).toMatchObject({ total: 1, itemList: [] });
    refused(await list({ pageSize: 1000 }), 400, /pageSize/);
    const noteId = (await sql<{ id: string }>`select id from fx_note where tenant_id = ${admin.tenant.id} and code = 'PIN-1'`.execute(srv.db.system)).rows[0]!.id;
    expect(ok(await srv.call(admin, 'notes.Note', 'unpin', [Number(noteId)]))).toEqual({ pinned: 0 });
    expect(ok(await list({})).total).toBe(0);
  });
});

describe('a module’s receipt type', () => {
  it('is the entity’s, as every caller of the receipt types reads it', () => {
    expect(catalogue().entities.get('Note')?.receipt).toEqual({ typeCode: 'fx-note', flow: false });
  });
});
