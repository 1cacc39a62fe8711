// A module is one folder: the fixture module tests/fixtures/notes (an entity with lines, a
// list/detail pair whose detail is not url + 'Detail', a call, record hooks, a demo grant) is
// added to the module list of an already seeded database — the upgrade case — and everything it
// declares works: its table, its menu reaching the roles whose profile takes it, its page
// fields, its call with its declared access, hooks inside the write's transaction, lines that
// keep their ids.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MODULES } from '../../modules';
import { useModules } from '../../server/modules/catalogue';
import type { NavNode } from '../../schemas/menus/types';
import type { RecordValue } from '../../schemas/rpc/datax';
import type { PageDetail, Session } from '../../schemas/rpc/portal';
import { ensureEntityTables } from '../../server/records/ddl';
import { seed } from '../../server/seed';
import notes from '../fixtures/notes/module';
import { Note } from '../fixtures/notes/entities';
import type { ImportResult } from '../../schemas/rpc/datax';
import { startServer, type TestServer, upload, xlsx } from '../kit';

let srv: TestServer;
let admin: Session;
let viewer: Session;
let materials: number[];

beforeAll(async () => {
  useModules([...MODULES, notes]);
  srv = await startServer();
  // what `npm start` does on an existing database: tables follow the declarations, the catalogue
  // and page fields are synced, new menu items reach the tenants' roles
  await ensureEntityTables(srv.db.system as never, [Note]);
  await seed(srv.db.system);
  admin = await srv.session('demo', 'admin');
  viewer = await srv.session('demo', 'zhaolei', 'Demo@123');
  const m = await srv.call<{ itemList: Array<{ id: number }> }>(admin, 'datax.Entity', 'fuzzyPage', [{ entityCode: 'Material', pageSize: 3 }]);
  materials = m.json.body.itemList.map((x) => x.id);
});
afterAll(async () => {
  await srv.close();
  useModules(MODULES);
});

const pages = (tree: NavNode[]): NavNode[] => tree.flatMap((n) => [n, ...pages(n.children)]);
const save = (s: Session, record: Record<string, unknown>) => srv.call<RecordValue>(s, 'datax.MetaDynamic', 'saveValue', ['Note', record]);
const move = (s: Session, call: string, r: RecordValue, url = 'notes/Note') =>
  srv.call<RecordValue>(s, 'datax.MetaDynamic', call, [{ entityCode: 'Note', recordId: r.id, version: r.version, url }]);

describe('a module added to an existing product', () => {
  it('reaches the roles by their profile: all of it for admin, the list read-only for the viewer', async () => {
    const tree = (s: Session) => srv.call<NavNode[]>(s, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', s.role.id]);
    const mine = pages((await tree(admin)).json.body).find((n) => n.url === 'notes/Note');
    expect(mine?.functionList).toEqual(expect.arrayContaining(['notes.note.create', 'notes.note.audit', 'notes.note.commit']));
    const theirs = pages((await tree(viewer)).json.body).find((n) => n.url === 'notes/Note');
    expect(theirs?.functionList.sort()).toEqual(['notes.note.export', 'notes.note.print']);
    // its list's params name its own detail page
    expect(JSON.parse(mine!.params!)).toMatchObject({ class: 'VformList', entityCode: 'Note', detailUrl: 'notes/NoteSheet' });
  });

  it('has page fields on its list and on its detail page (lines as an Item plate)', async () => {
    const detail = await srv.call<PageDetail>(admin, 'portal.MenuAlloc', 'getPageDetailByUrl', ['notes/NoteSheet', admin.role.id]);
    expect(detail.json.code).toBe(200);
    expect(detail.json.body.fields.filter((f) => f.block === 'Form').map((f) => f.code)).toEqual(['code', 'title', 'kind']);
    expect(detail.json.body.fieldPlates.map((p) => p.code)).toEqual(['lines']);
  });

  it('starts tenants with its dictionaries, once: one a tenant emptied stays empty', async () => {
    const kinds = async () => (await srv.call<Array<{ code: string }>>(admin, 'datax.Dict', 'listByCode', ['note_kind'])).json.body.map((e) => e.code);
    expect(await kinds()).toEqual(['MEMO']);
    await sql`delete from dict where tenant_id = ${admin.tenant.id} and dict_code = 'note_kind'`.execute(srv.db.system);
    await seed(srv.db.system);
    expect(await kinds()).toEqual([]);
  });

  it('brings a dictionary added later to seeded tenants even when no menu item is new', async () => {
    const withDict = { ...notes, dicts: { ...notes.dicts, note_colour: [['RED', '红', 'Red']] as const } };
    useModules([...MODULES, withDict]);
    try {
      await seed(srv.db.system);
      const d = await srv.call<Array<{ code: string }>>(admin, 'datax.Dict', 'listByCode', ['note_colour']);
      expect(d.json.body.map((e) => e.code)).toEqual(['RED']);
    } finally {
      useModules([...MODULES, notes]);
    }
  });

  it('serves its call with the access it declares', async () => {
    await save(admin, { code: 'N-CALL', title: '会议纪要', lines: [] });
    expect((await srv.call(admin, 'notes.Note', 'countOpen', ['会议'])).json.body).toEqual({ open: 1 });
    const warehouse = await srv.session('demo', 'wangqiang', 'Demo@123');
    expect((await srv.call(warehouse, 'notes.Note', 'countOpen', [''])).json.code).toBe(4003);
  });
});

describe('record hooks run inside the write’s transaction', () => {
  it('a before hook refuses with its message and nothing moves', async () => {
    const note = (await save(admin, { code: 'N-EMPTY', title: '空便签', lines: [] })).json.body;
    const refused = await move(admin, 'auditValue', note);
    expect(refused.json).toMatchObject({ code: 409, msg: '便签没有明细，不能审核' });
    expect((await srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'getValue', ['Note', note.id])).json.body.status_dict.dict).toBe('Saved');
  });

  it('an after hook writes another document in the same transaction', async () => {
    const note = (await save(admin, { code: 'N-FOLLOW', title: '下周复盘', lines: [{ material_id: materials[0], quantity: 2 }] })).json.body;
    expect((await move(admin, 'commitValue', note)).json.code).toBe(200);
    const list = await srv.call<{ itemList: RecordValue[] }>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Note', filterMap: { code: 'N-FOLLOW-F' } }]);
    expect(list.json.body.itemList.map((r) => r.title)).toEqual(['跟进：下周复盘']);
  });

  it('a failure after writing rolls the whole call back', async () => {
    const note = (await save(admin, { code: 'N-BOOM', title: '原标题', lines: [] })).json.body;
    const failed = await save(admin, { id: note.id, version: note.version, title: 'boom' });
    expect(failed.json).toMatchObject({ code: 400, msg: 'boom refused' });
    const stored = (await srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'getValue', ['Note', note.id])).json.body;
    expect(stored).toMatchObject({ title: '原标题', version: note.version });
    const extra = await srv.call<{ total: number }>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Note', filterMap: { code: 'N-BOOM-X' } }]);
    expect(extra.json.body.total).toBe(0);
  });

  it('a move is checked against the page it is made from', async () => {
    const note = (await save(admin, { code: 'N-PAGE', title: '页面', lines: [{ material_id: materials[0], quantity: 1 }] })).json.body;
    // a page that does not show notes, named by url or by its menu code (appCode)
    expect((await move(admin, 'auditValue', note, 'mdm/Supplier')).json.code).toBe(4003);
    const byCode = await srv.call(admin, 'datax.MetaDynamic', 'auditValue', [{ entityCode: 'Note', recordId: note.id, version: note.version, appCode: 'mdm.Supplier' }]);
    expect(byCode.json.code).toBe(4003);
    const audited = await move(admin, 'auditValue', note, 'notes/NoteSheet');
    expect(audited.json.code).toBe(200);
    // a url the product does not know (a tenant's copy of the page) falls back to the entity's pages
    const back = await srv.call(admin, 'meta.MetaDynamic', 'deApproval', [{ entityCode: 'Note', recordId: note.id, version: audited.json.body.version, url: 'custom/MyNotes' }]);
    expect(back.json.code).toBe(200);
  });
});

describe('imports of a hooked entity', () => {
  async function importRows(rows: unknown[][]) {
    const file = await upload(srv, admin, await xlsx(rows), 'notes.xlsx');
    return srv.call<ImportResult>(admin, 'datax.MetaDynamic', 'leadIn', [{ entityCode: 'Note', fileId: file.id }]);
  }

  it('go through the record layer: a hook’s refusal stops the import and nothing is kept', async () => {
    await save(admin, { code: 'N-IMP', title: '导入前', lines: [] });
    const refused = await importRows([['编号', '标题'], ['N-IMP-NEW', '新的'], ['N-IMP', 'boom']]);
    expect(refused.json).toMatchObject({ code: 400, msg: 'boom refused' });
    const kept = await srv.call<{ total: number }>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Note', filterMap: { code: ['N-IMP-NEW', 'N-IMP-X'] } }]);
    expect(kept.json.body.total).toBe(0);
    const ok = await importRows([['编号', '标题'], ['N-IMP-NEW', '新的'], ['N-IMP', '导入后']]);
    expect(ok.json.body).toMatchObject({ successCnt: 2, createCnt: 1, updateCnt: 1 });
  });
});

describe('lines keep their ids', () => {
  it('updates, inserts and deletes lines by id; references come back as {id, code, name}', async () => {
    const created = (await save(admin, {
      code: 'N-LINES',
      title: '明细',
      lines: [
        { material_id: materials[0], quantity: 1 },
        { material_id: materials[1], quantity: 2 },
      ],
    })).json.body;
    const [first, second] = created.lines as Array<{ id: number; material_id: { id: number; code: string } }>;
    expect(first.material_id).toMatchObject({ id: materials[0], code: expect.any(String) });
    const answer = (await save(admin, {
      id: created.id,
      version: created.version,
      lines: [
        { id: first.id, material_id: materials[0], quantity: '1.5' },
        { material_id: { id: materials[2] }, quantity: 3 },
      ],
    })).json;
    expect(answer.msg).toBe('success');
    const saved = answer.body;
    const lines = saved.lines as Array<{ id: number; quantity: number; sn: number }>;
    expect(lines.map((l) => l.id)).toContain(first.id);
    expect(lines.map((l) => l.id)).not.toContain(second.id);
    expect(lines.find((l) => l.id === first.id)).toMatchObject({ quantity: 1.5, sn: 1 });
    expect(lines).toHaveLength(2);
  });

  it('refuses a line id of another record and a reference to a missing record, naming the row', async () => {
    const a = (await save(admin, { code: 'N-A', title: 'A', lines: [{ material_id: materials[0], quantity: 1 }] })).json.body;
    const b = (await save(admin, { code: 'N-B', title: 'B', lines: [] })).json.body;
    const stolen = await save(admin, { id: b.id, version: b.version, lines: [{ id: (a.lines as Array<{ id: number }>)[0].id, material_id: materials[0], quantity: 1 }] });
    expect(stolen.json.code).toBe(400);
    expect(stolen.json.body).toMatchObject({ fields: { 'lines[0].id': expect.any(String) } });
    const missing = await save(admin, { code: 'N-C', title: 'C', lines: [{ material_id: 99999999, quantity: 1 }] });
    expect(missing.json.code).toBe(400);
    expect(missing.json.body).toMatchObject({ fields: { 'lines[0].material_id': expect.any(String) } });
  });
});
