// 全文检索 on a real database: the demo library and every module's records found in Chinese and
// English with the words marked, through PDF, .docx and .xlsx attachments; filters by kind, date
// and owner; each user finding only what its data scope and its role's fields let it see; records
// indexed as they are written, changed and removed; 重建索引; tenants apart.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../../schemas/rpc/define';
import type { Session } from '../../../../schemas/rpc/portal';
import { openPdf } from '../../../../server/print/pdf';
import { FONT } from '../../../../server/print/page-writer';
import { fileServer, ok, recordCalls, refused, upload } from '../../../../tests/kit';
import type { SearchHit, SearchStatus } from '../../contracts';
import { indexedEntities } from '../../server/queue';
import { type EntityView, visibleEntries } from '../../server/visibility';

process.env.SEARCH_POLL_MS = '200';
const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const tag = Date.now().toString(36);

type Query = { q: string; kinds?: string[]; from?: string; to?: string; ownerId?: number; page?: number; pageSize?: number };
const find = async (s: Session, q: Query) => ok(await srv.call<Paged<SearchHit>>(s, 'search.Search', 'query', [q]));
const titles = (p: Paged<SearchHit>) => p.itemList.map((h) => h.title);
const marked = (h: SearchHit) => h.snippet.filter((p) => p.hit).map((p) => p.text);

/** waits until the indexer has taken everything queued (of the session's tenant) */
async function indexed(who: Session = admin): Promise<void> {
  for (let i = 0; i < 300; i++) {
    const s = ok(await srv.call<SearchStatus>(who, 'search.Search', 'status', []));
    if (s.queued === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the index queue did not drain');
}

async function pdf(lines: string[]): Promise<Buffer> {
  const { pdf, done } = openPdf({ title: lines[0], author: 'test' });
  pdf.addPage({ size: 'A4', margin: 56 });
  for (const l of lines) pdf.font(FONT.regular).fontSize(11).text(l);
  pdf.end();
  return done;
}

describe('the demo library', () => {
  it('a word only in a PDF finds the document through its attachment, marked in the snippet', async () => {
    const r = await find(admin, { q: '溢流阀' });
    const hit = r.itemList.find((h) => h.kind === 'attachment' && h.entityCode === 'LibraryDoc');
    expect(hit).toMatchObject({ fileName: '液压泵维修手册.pdf', detailUrl: 'search/DocDetail', field: '文件' });
    expect(hit!.title).toContain('液压泵维修手册');
    expect(marked(hit!)).toEqual(['溢流阀']);
  });

  it('English words, any case, a prefix of the last one; every word must be found', async () => {
    const seal = await find(admin, { q: 'SHAFT sea' });
    expect(seal.itemList.map((h) => h.fileName)).toContain('液压泵维修手册.pdf');
    expect(marked(seal.itemList[0]).map((m) => m.toLowerCase())).toEqual(expect.arrayContaining(['shaft', 'sea']));
    expect((await find(admin, { q: 'shaft 叉车' })).total).toBe(0);
  });

  it('a .docx and an .xlsx are read too', async () => {
    expect((await find(admin, { q: '材质证明书' })).itemList.map((h) => h.fileName)).toContain('供应商质量协议.docx');
    expect((await find(admin, { q: 'HTD 同步带' })).itemList.map((h) => h.fileName)).toContain('年度备件采购清单.xlsx');
  });

  it('Chinese finds the characters standing together wherever the words around them are cut, not apart', async () => {
    // 数控车床 is cut 数|控|车床 by a dictionary; the pairs find it, and 控车 (across words) too
    expect(titles(await find(admin, { q: '数控车床', kinds: ['library'] })).join()).toContain('数控车床操作规程');
    expect(titles(await find(admin, { q: '控车', kinds: ['library'] })).join()).toContain('数控车床操作规程');
    // 车数 never stands together in it
    expect(titles(await find(admin, { q: '车数', kinds: ['library'] }))).toEqual([]);
  });

  it("every module's records: documents and master data, with the field the words were found in", async () => {
    const r = await find(admin, { q: '密封圈', kinds: ['record'], pageSize: 5 });
    expect(r.total).toBeGreaterThan(0);
    expect(r.itemList[0]).toMatchObject({ kind: 'record', entityCode: 'Material', field: '物料名称' });
    const docs = await find(admin, { q: '溢流阀', kinds: ['document'] });
    expect(docs.itemList.length).toBeGreaterThan(0);
    expect(docs.itemList.every((h) => h.kind === 'document')).toBe(true);
  });
});

describe('filters and paging', () => {
  it('kind, date range and owner narrow the hits; pages do not overlap', async () => {
    const all = await find(admin, { q: '液压', pageSize: 100 });
    const attachments = await find(admin, { q: '液压', kinds: ['attachment'], pageSize: 100 });
    expect(attachments.total).toBeGreaterThan(0);
    expect(attachments.total).toBeLessThan(all.total);
    expect(attachments.itemList.every((h) => h.kind === 'attachment')).toBe(true);
    // the library's documents are dated days before the demo's today: a range before them all finds none of them
    const lib = await find(admin, { q: '液压泵维修手册', kinds: ['library'] });
    const date = lib.itemList[0].date!;
    expect((await find(admin, { q: '液压泵维修手册', kinds: ['library'], to: '2000-01-01' })).total).toBe(0);
    expect((await find(admin, { q: '液压泵维修手册', kinds: ['library'], from: date, to: date })).total).toBe(1);
    expect(refused(await srv.call(admin, 'search.Search', 'query', [{ q: 'x', from: '2026-02-01', to: '2026-01-01' }]), 400)).toContain('from must not be after to');
    const owners = ok(await srv.call<Array<{ id: number; name: string }>>(admin, 'search.Search', 'owners', []));
    expect(owners.map((o) => o.name)).toContain('系统管理员');
    expect((await find(admin, { q: '液压泵维修手册', ownerId: admin.user.id })).total).toBeGreaterThan(0);
    expect((await find(admin, { q: '液压泵维修手册', ownerId: 999_999 })).total).toBe(0);
    const p1 = await find(admin, { q: '轴承', pageSize: 10, page: 1 });
    const p2 = await find(admin, { q: '轴承', pageSize: 10, page: 2 });
    expect(p1.total).toBeGreaterThan(20);
    const key = (h: SearchHit) => `${h.entityCode}/${h.recordId}/${h.fileId}`;
    expect(p2.itemList.map(key).filter((k) => p1.itemList.map(key).includes(k))).toEqual([]);
  });

  it('an empty query is refused; a query of punctuation only finds nothing', async () => {
    expect(refused(await srv.call(admin, 'search.Search', 'query', [{ q: '  ' }]), 400)).toContain('is required');
    expect((await find(admin, { q: '，。！' })).total).toBe(0);
  });
});

describe('visibility: the data scope and the fields the lists use', () => {
  let lineLead: Session;
  let workshop: Session;
  let viewer: Session;
  beforeAll(async () => {
    [lineLead, workshop, viewer] = await Promise.all([srv.session('demo', 'sunli', 'Demo@123'), srv.session('demo', 'zhoujie', 'Demo@123'), srv.session('demo', 'zhaolei', 'Demo@123')]);
  });

  it("a line lead (Depart 一号产线) finds its line's documents, not the workshop's; the workshop head finds both", async () => {
    expect(titles(await find(lineLead, { q: '数控车床操作规程', kinds: ['library'] })).join()).toContain('数控车床操作规程');
    expect((await find(lineLead, { q: '溢流阀' })).itemList.filter((h) => h.entityCode === 'LibraryDoc')).toEqual([]);
    expect((await find(workshop, { q: '溢流阀' })).itemList.map((h) => h.fileName)).toContain('液压泵维修手册.pdf');
  });

  it('a user seeing only its own records (Self) finds none of the admin’s; entities it has no page of are never searched', async () => {
    expect((await find(viewer, { q: '液压泵' })).itemList.filter((h) => h.entityCode === 'LibraryDoc')).toEqual([]);
    // the viewer holds no equipment page: the repair orders naming 溢流阀 are not searched for it
    expect((await find(viewer, { q: '溢流阀' })).itemList.filter((h) => h.entityCode === 'EquipmentRepair')).toEqual([]);
    expect((await find(admin, { q: '溢流阀' })).itemList.filter((h) => h.entityCode === 'EquipmentRepair').length).toBeGreaterThan(0);
  });

  it("a field the role may not see is neither searched nor shown in a snippet", async () => {
    // a role with the whole tenant in scope and 文档库 without its 正文 (content)
    const menus = ok(await srv.call<Array<{ id: number; url: string | null; parentId: number; type: number; children?: unknown[] }>>(admin, 'portal.Menu', 'listTree', ['Web']));
    const flat: Array<{ id: number; url: string | null; parentId: number; type: number }> = [];
    const walk = (list: typeof menus) => {
      for (const m of list) {
        flat.push(m);
        walk((m.children ?? []) as typeof menus);
      }
    };
    walk(menus);
    const pages = flat.filter((m) => m.url === 'search/Search' || m.url === 'search/DocList').map((m) => m.id);
    const role = ok(await srv.call<{ id: number }>(admin, 'portal.Role', 'save', [{ code: `nocontent${tag}`, name: '无正文', dataScope: 'Whole' }]));
    ok(await srv.call(admin, 'portal.MenuAlloc', 'create', [{ roleId: role.id, portalType: 'Web', menuIds: pages }]));
    const allocs = ok(await srv.call<Array<{ id: number; url: string | null; children?: unknown[] }>>(admin, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', role.id]));
    const allocFlat: Array<{ id: number; url: string | null }> = [];
    const walkAlloc = (list: typeof allocs) => {
      for (const a of list) {
        allocFlat.push(a);
        walkAlloc((a.children ?? []) as typeof allocs);
      }
    };
    walkAlloc(allocs);
    const alloc = allocFlat.find((a) => a.url === 'search/DocList')!;
    ok(await srv.call(admin, 'portal.MenuAlloc', 'removeFields', [{ allocId: alloc.id, fields: ['Header', 'Form', 'Table'].map((block) => ({ block, code: 'content' })) }]));
    ok(await srv.call(admin, 'portal.User', 'save', [{ code: `nocontent${tag}`, name: '无正文用户', roleIds: [role.id], defaultRoleId: role.id, password: srv.encrypt('Visible@2024') }]));
    const user = await srv.session('demo', `nocontent${tag}`, 'Visible@2024');
    // 注塑机 is only in the note's content
    expect((await find(admin, { q: '注塑机', kinds: ['library'] })).itemList.map((h) => h.title).join()).toContain('设备巡检笔记');
    expect((await find(user, { q: '注塑机', kinds: ['library'] })).total).toBe(0);
    // found by its title, the snippet shows none of the content
    const byTitle = await find(user, { q: '设备巡检笔记', kinds: ['library'] });
    expect(byTitle.total).toBe(1);
    expect(byTitle.itemList[0].field).toBe('标题');
    expect(byTitle.itemList[0].snippet.map((p) => p.text).join('')).not.toContain('注塑机');
  });
});

describe('indexed as records change', () => {
  it('a supplier is found once saved, by its new name once renamed, and no more once removed', async () => {
    const { save } = recordCalls(srv, admin);
    const made = await save('Supplier', { code: `GYS${tag}`, name: `琥珀精密铸造${tag}` });
    await indexed();
    expect(titles(await find(admin, { q: `琥珀精密铸造${tag}` }))).toEqual([`GYS${tag} 琥珀精密铸造${tag}`]);
    await save('Supplier', { ...made, name: `翡翠冲压${tag}` });
    await indexed();
    expect((await find(admin, { q: `琥珀精密铸造${tag}` })).total).toBe(0);
    expect((await find(admin, { q: `翡翠冲压${tag}` })).total).toBe(1);
    ok(await srv.call(admin, 'datax.MetaDynamic', 'removeValue', ['Supplier', [made.id]]));
    await indexed();
    expect((await find(admin, { q: `翡翠冲压${tag}` })).total).toBe(0);
  });

  it('文档上传: an uploaded PDF is a library document found by a word inside it', async () => {
    const word = `钛合金叶轮${tag}`;
    const file = await upload(srv, admin, await pdf(['叶轮检验规范', `本规范适用于${word}的尺寸检验。`]), '叶轮检验规范.pdf');
    const made = ok(await srv.call<Array<{ id: number; name: string }>>(admin, 'search.Library', 'upload', [{ files: [{ id: file.id, name: file.name }], tags: '叶轮' }]));
    expect(made.map((d) => d.name)).toEqual(['叶轮检验规范']);
    await indexed();
    const hit = (await find(admin, { q: word })).itemList[0];
    expect(hit).toMatchObject({ kind: 'attachment', recordId: made[0].id, fileName: '叶轮检验规范.pdf' });
    expect(marked(hit)).toEqual([word.toLowerCase()]);
  });

  it("文档上传 refuses a file someone else uploaded", async () => {
    const lina = await srv.session('demo', 'lina', 'Demo@123');
    const file = await upload(srv, lina, 'notes', 'notes.txt');
    const r = await srv.call(admin, 'search.Library', 'upload', [{ files: [{ id: file.id, name: file.name }] }]);
    expect(r.json.code).toBe(400);
  });

  it('印象笔记导入: each note of an .enex export becomes a document, found by its text', async () => {
    const enex = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE en-export SYSTEM "http://xml.evernote.com/pub/evernote-export3.dtd">
<en-export export-date="20240301T080000Z" application="Evernote" version="10.0">
  <note><title>冷却塔清洗记录${tag}</title><content><![CDATA[<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE en-note SYSTEM "http://xml.evernote.com/pub/enml2.dtd"><en-note><div>清洗冷却塔填料&amp;水盘</div><div>更换<b>循环水泵</b>机封</div></en-note>]]></content><created>20240115T093000Z</created><tag>设备</tag><tag>保养</tag></note>
  <note><title>Supplier visit ${tag}</title><content><![CDATA[<en-note><p>Audit of the die casting line</p></en-note>]]></content><created>20240220T010000Z</created></note>
</en-export>`;
    const file = await upload(srv, admin, enex, 'notes.enex');
    const r = ok(await srv.call<{ notes: number; created: Array<{ id: number; name: string }> }>(admin, 'search.Library', 'importEnex', [{ fileId: file.id }]));
    expect(r.notes).toBe(2);
    expect(r.created.map((d) => d.name)).toEqual([`冷却塔清洗记录${tag}`, `Supplier visit ${tag}`]);
    await indexed();
    const hit = (await find(admin, { q: `循环水泵 冷却塔清洗记录${tag}` })).itemList[0];
    expect(hit).toMatchObject({ kind: 'library', date: '2024-01-15' });
    expect((await find(admin, { q: `die casting ${tag}` })).total).toBe(1);
    const notEnex = await upload(srv, admin, '<html></html>', 'page.enex');
    expect(refused(await srv.call(admin, 'search.Library', 'importEnex', [{ fileId: notEnex.id }]), 400)).toBe('fileId: 不是印象笔记导出文件（.enex）');
  });
});

describe('重建索引 and tenants', () => {
  it('a lost index comes back after 重建索引; who does not hold the button is refused', async () => {
    // on the small tenant: its whole index is rebuilt in a moment
    const acme = await srv.session('acme', 'admin');
    const made = await recordCalls(srv, acme).save('LibraryDoc', { name: `Gearbox overhaul ${tag}`, content: 'Drain the oil and replace the bearings.' });
    await indexed(acme);
    expect((await find(acme, { q: `gearbox ${tag}` })).itemList.map((h) => h.recordId)).toEqual([made.id]);
    await sql`delete from search_entry where tenant_id = ${acme.tenant.id}`.execute(srv.db.system);
    expect((await find(acme, { q: `gearbox ${tag}` })).total).toBe(0);
    const r = ok(await srv.call<{ queued: number }>(acme, 'search.Search', 'reindex', []));
    expect(r.queued).toBeGreaterThan(1);
    await indexed(acme);
    expect((await find(acme, { q: `gearbox ${tag}` })).itemList.map((h) => h.recordId)).toEqual([made.id]);
    const viewer = await srv.session('demo', 'zhaolei', 'Demo@123');
    refused(await srv.call(viewer, 'search.Search', 'reindex', []), 4003);
  }, 120_000);

  it("another tenant finds none of the demo's records", async () => {
    const acme = await srv.session('acme', 'admin');
    expect((await find(acme, { q: '液压泵' })).total).toBe(0);
    expect((await find(acme, { q: '溢流阀' })).total).toBe(0);
  });
});

describe('the visibility condition', () => {
  const compiled = (views: EntityView[]) => sql`${visibleEntries(views, null)}`.compile(srv.db.system).sql;
  const all = (): EntityView[] => indexedEntities().map((def) => ({ def, vis: { whole: true } }));

  it('vanishes for a reader of every entity over the whole tenant (the administrator): no row is tested', () => {
    expect(compiled(all())).toBe('true');
    // one entity less, or a department scope: the entity list and the scope are asked of each row
    expect(compiled(all().slice(1))).toContain('s.entity_code = any(');
    const lead = all().map((v) => ({ ...v, vis: { whole: false as const, userId: 1, departIds: [7] } }));
    expect(compiled(lead)).toContain('"s"."depart_id" = any(');
    expect(compiled(lead)).not.toContain('entity_code');
    // a field hidden from the role keeps its entity's own condition
    const hidden = all().map((v, i) => (i === 0 ? { ...v, vis: { ...v.vis, hidden: new Set(['name']) } } : v));
    expect(compiled(hidden)).toContain('s.entity_code = ');
  });
});

