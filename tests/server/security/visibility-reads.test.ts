// Every read path answers only what the caller may see: its data scope, its role's menu row limits
// and hidden fields, whatever the call. The calls come from the server's registry (the read kinds:
// lists, line lists, reports, lookups), so a read added later is walked too. Each check counts the
// calls with the hole and names them.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinEntities, builtinReports, entityByCode, pagesOfEntity } from '../../../server/modules/catalogue';
import { TRACK_PAGE } from '../../../modules/production/execution/contracts';
import { dimensionsOf, reportFields } from '../../../schemas/reports/fields';
import type { ReportDef } from '../../../schemas/reports/define';
import type { Session } from '../../../schemas/rpc/portal';
import type { AllocNode } from '../../../schemas/rpc/portal-alloc';
import type { MenuItem } from '../../../schemas/rpc/portal-menu';
import { loadServerModules } from '../../../server/modules/load';
import type { Binding } from '../../../server/rpc/registry';
import { buildRegistry } from '../../../server/services';
import { type Answer, authHeaders, fileServer, ok, upload, walk } from '../../kit';
import { allocate, makeUser, pooled } from './visibility-kit';

type Row = Record<string, unknown>;
interface Page {
  total: number;
  itemList: Row[];
}

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
/** a role of scope Self holding every list and report page, and its user (who made nothing) */
let self: Session;
let calls: Map<string, Binding>;
let menus: MenuItem[];

const reportUrls = () => new Set(builtinReports().map((r) => r.url));
const entityUrls = () => new Set(builtinEntities().flatMap((e) => pagesOfEntity(e.code).flatMap((p) => [p.url, p.detailUrl])));
const accessOf = (b: Binding) => (typeof b.contract.access === 'object' ? (b.contract.access as Record<string, unknown>) : null);

/** Figures of the whole tenant, declared so with a reason (the view has no department or maker): open to Whole scopes only. */
const wholeTenantFigures = () => new Set(builtinReports().filter((r) => 'view' in r.source && r.source.wholeTenant).map((r) => r.code));

/** A report with a page of its own (the ones only a dashboard reads are read through report.Dashboard/data). */
const onPage = (def: ReportDef) => menus.some((m) => m.url === def.url);

/** A report query asking for every date. */
const reportQuery = (def: ReportDef) => ({ page: 1, pageSize: 200, filterMap: {}, fuzzyMap: {}, rangeMap: def.dateField ? { [def.dateField]: {} } : {} });

/** The module calls bound to a report (access: the report's page, one `query` argument), with it. */
function reportCalls(): Array<[path: string, def: ReportDef]> {
  const byUrl = new Map(builtinReports().map((r) => [r.url, r]));
  return [...calls].flatMap(([path, b]) => {
    const page = accessOf(b)?.page;
    const def = typeof page === 'string' ? byUrl.get(page) : undefined;
    return def && b.contract.args.names.join() === 'query' ? [[path, def] as [string, ReportDef]] : [];
  });
}

beforeAll(async () => {
  calls = buildRegistry(await loadServerModules()).calls;
  menus = walk(ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web'])));
  const urls = new Set([...reportUrls(), ...entityUrls(), TRACK_PAGE]);
  const roleId = await allocate(srv, admin, 'visself', 'Self', menus.filter((m) => m.type === 2 && m.url && urls.has(m.url)).map((m) => m.id));
  self = await makeUser(srv, admin, 'visself', roleId);
}, 180_000);

/** Rows not made by the Self user (it made none): each is a leak. */
function othersRows(body: unknown): Row[] {
  const items = (body as Page | undefined)?.itemList ?? [];
  return items.filter((r) => {
    const maker = (r.createId ?? (r.header as Row | undefined)?.createId) as number | undefined;
    return maker !== undefined && maker !== null && maker !== self.user.id;
  });
}

describe('a Self-scope viewer reads only its own records', () => {
  it('every list and line-list call (entity reads taking a query)', async () => {
    const tasks: Array<() => Promise<string[]>> = [];
    const entities = builtinEntities().map((e) => e.code);
    for (const [path, b] of calls) {
      if (b.contract.args.names.join() !== 'query' || !/(^|\/)(summary\w*|\w*Page)$/.test(path) || /fuzzyPage$/.test(path)) continue;
      const access = accessOf(b);
      const generic = typeof b.contract.access === 'function';
      if (!generic && access?.op !== 'read') continue;
      const queries = generic ? entities.map((entityCode) => ({ entityCode, page: 1, pageSize: 100 })) : [{ page: 1, pageSize: 100 }];
      for (const q of queries) {
        tasks.push(async () => {
          const [service, method] = path.split('/');
          const r = await srv.call(self, service, method, [q]);
          const leaked = r.json.code === 200 ? othersRows(r.json.body) : [];
          return leaked.length ? [`${path} ${'entityCode' in q ? q.entityCode : ''}: ${leaked.length} rows of others`] : [];
        });
      }
    }
    expect(tasks.length).toBeGreaterThan(50);
    expect(await pooled(tasks, 4)).toEqual([]);
  }, 240_000);

  it('every report (report.Report/page and each module call bound to one): none of the documents it cannot read count', async () => {
    const problems: string[] = [];
    const whole = wholeTenantFigures();
    expect(whole.size).toBeGreaterThan(0);
    const check = (path: string, r: Answer) => {
      // every view a report reads carries its rows' department and maker: none is refused as open only
      // to Whole scopes — but the whole tenant's figures that have neither, which are refused (4003)
      const code = path.slice(path.lastIndexOf(' ') + 1);
      if (whole.has(code)) {
        if (r.json.code !== 4003) problems.push(`${path}: ${r.json.code} (open only to Whole scopes, expected 4003)`);
      } else if (r.json.code !== 200) problems.push(`${path}: ${r.json.code} ${r.json.msg}`);
      else {
        // a page of rows, or a live screen's list (equipment.Machine/live)
        const rows = Array.isArray(r.json.body) ? r.json.body.length : (r.json.body as Page).total;
        if (rows !== 0) problems.push(`${path}: ${rows} rows`);
      }
    };
    const tasks = [
      ...builtinReports().filter(onPage).map((def) => async () => check(`report.Report/page ${def.code}`, await srv.call(self, 'report.Report', 'page', [def.code, reportQuery(def)]))),
      ...reportCalls().map(([path, def]) => async () => check(path, await srv.call(self, ...(path.split('/') as [string, string]), [reportQuery(def)]))),
    ].map((t) => async () => {
      await t();
      return [];
    });
    expect(tasks.length).toBeGreaterThan(30);
    await pooled(tasks, 4);
    expect(problems).toEqual([]);
  }, 240_000);

  it("every report view carries its rows' department and maker, or declares why its figures are the whole tenant's (and then carries neither)", async () => {
    const views = builtinReports().flatMap((r) => ('view' in r.source ? [{ code: r.code, view: r.source.view, reason: r.source.wholeTenant }] : []));
    const { rows } = await sql<{ view: string; n: string }>`select table_name as view, count(*) as n from information_schema.columns
        where table_schema = current_schema() and column_name in ('depart_id', 'create_id') group by table_name`.execute(srv.db.system);
    const owners = new Map(rows.map((r) => [r.view, Number(r.n)]));
    const wrong = views.flatMap((v) => {
      const n = owners.get(v.view) ?? 0;
      if (v.reason) return n === 0 ? [] : [`${v.code}: declared whole-tenant, but ${v.view} carries ${n} of depart_id/create_id`];
      return n === 2 ? [] : [`${v.code}: ${v.view} carries ${n} of depart_id/create_id and declares no wholeTenant reason`];
    });
    expect(views.length).toBeGreaterThan(5);
    expect(wrong).toEqual([]);
  });

  it('every lookup: documents (whatever their lookup) follow the read scope; master data open to the tenant stays open', async () => {
    const lookups = [...calls].filter(([path, b]) => /fuzzyPage$/.test(path) && (typeof b.contract.access === 'function' || accessOf(b)?.op === 'lookup'));
    expect(lookups.length).toBeGreaterThan(0);
    const tasks: Array<() => Promise<string[]>> = [];
    for (const [path, b] of lookups) {
      const bound = accessOf(b)?.entity as string | undefined;
      const codes = bound ? [bound] : builtinEntities().map((e) => e.code);
      for (const entityCode of codes) {
        const def = entityByCode(entityCode);
        if (def?.lookup === 'tenant' && !def.receipt) continue;
        tasks.push(async () => {
          const [service, method] = path.split('/');
          const r = await srv.call<Page>(self, service, method, [{ entityCode, page: 1, pageSize: 100 }]);
          return r.json.code === 200 && r.json.body.total > 0 ? [`${path} ${entityCode}: ${r.json.body.total} codes`] : [];
        });
      }
    }
    expect(await pooled(tasks, 4)).toEqual([]);
  }, 240_000);

  it('receipt paths: a document outside the scope is not found (11), as a missing one', async () => {
    const orders = ok(await srv.call<Page>(admin, 'erp.Purchase', 'summaryPage', [{ page: 1, pageSize: 1 }]));
    const id = orders.itemList[0].id as number;
    expect((await srv.call(admin, 'meta.ReceiptPath', 'gainReceiptRoutes', [id])).json.code).toBe(200);
    expect((await srv.call(self, 'meta.ReceiptPath', 'gainReceiptRoutes', [id])).json.code).toBe(11);
  });

  it('conversion drafts (生成到货单 …): a source document outside the scope is not drafted from (11), as a missing one', async () => {
    const leaks: string[] = [];
    const tried: string[] = [];
    for (const [path, b] of calls) {
      if (b.contract.args.names[0] !== 'conversion') continue;
      const target = entityByCode(String(accessOf(b)?.entity))!;
      const method = path.slice(path.lastIndexOf('/') + 1);
      const links = target.links ?? [];
      const link = links.find((l) => l.code === method) ?? (links.length === 1 ? links[0] : undefined);
      expect(link, `${path}: its link`).toBeTruthy();
      const source = entityByCode(link!.source.entity)!;
      // the argument's key carrying the source id (conversionCall: { [sourceKey], handleBillId })
      const shape = (b.contract.args.schema as unknown as { _zod: { def: { items: Array<{ _zod: { def: { shape: Record<string, unknown> } } }> } } })._zod.def.items[0]!._zod.def.shape;
      const key = Object.keys(shape).find((k) => k !== 'handleBillId')!;
      const [row] = (await sql<{ id: string }>`select id from ${sql.table(source.table)} where tenant_id = ${admin.tenant.id} and status_dict = any(${link!.from ?? ['Audit']}::text[]) and create_id <> ${self.user.id} order by id desc limit 1`.execute(srv.db.system)).rows;
      if (!row) continue;
      tried.push(path);
      const [service, call] = [path.slice(0, path.lastIndexOf('/')), method];
      const r = await srv.call(self, service, call, [{ [key]: Number(row.id) }]);
      if (r.json.code !== 11) leaks.push(`${path} from ${source.code} ${row.id}: ${r.json.code}`);
    }
    expect(tried.length, tried.join(', ')).toBeGreaterThan(3);
    expect(leaks).toEqual([]);
  });

  it('every call taking one record by its id (bare, or {id} with the rest optional): a record outside the scope is not answered', async () => {
    const answered: string[] = [];
    const tried: string[] = [];
    for (const [path, b] of calls) {
      const names = b.contract.args.names;
      if (names.length !== 1 || b.multipart) continue;
      const bare = names[0] === 'id';
      // an object argument naming the record by `id` (kept by its schema: a list's query drops it)
      const parsed = bare ? null : b.contract.args.schema.safeParse([{ id: 1 }]);
      if (!bare && !(parsed?.success && (parsed.data as Array<{ id?: unknown }>)[0]?.id === 1)) continue;
      const access = accessOf(b);
      const entityCode = typeof access?.entity === 'string' ? access.entity : typeof access?.page === 'string' ? builtinEntities().find((e) => pagesOfEntity(e.code).some((p) => p.url === access.page))?.code : undefined;
      const entity = entityCode ? entityByCode(entityCode) : undefined;
      if (!entity) continue;
      const [row] = (await sql<{ id: string; code: string | null }>`select id, to_jsonb(t)->>'code' as code from ${sql.table(entity.table)} t where tenant_id = ${admin.tenant.id} and create_id is distinct from ${self.user.id} order by id desc limit 1`.execute(srv.db.system)).rows;
      if (!row) continue;
      tried.push(path);
      const r = await srv.call(self, path.slice(0, path.lastIndexOf('/')), path.slice(path.lastIndexOf('/') + 1), [bare ? Number(row.id) : { id: Number(row.id) }]);
      // a leak answers the record: its id as a record's id, or its number
      const text = JSON.stringify(r.json.body ?? null);
      const named = new RegExp(`"id":${row.id}[,}]`).test(text) || (!!row.code && text.includes(JSON.stringify(row.code)));
      if (r.json.code === 200 && named) answered.push(`${path} ${entity.code} ${row.id}`);
    }
    expect(tried.length, tried.join(', ')).toBeGreaterThan(10);
    expect(answered).toEqual([]);
  }, 240_000);

  it('trace graphs: the orders outside the scope are neither offered nor drawn', async () => {
    const offered = ok(await srv.call<Array<{ id: number }>>(admin, 'dcm.Track', 'orders', []));
    expect(offered.length).toBeGreaterThan(0);
    const drawn = ok(await srv.call<{ nodes: unknown[] }>(admin, 'dcm.Track', 'graph', [{ orderId: offered[0].id }]));
    expect(drawn.nodes.length).toBeGreaterThan(0);
    expect(ok(await srv.call<unknown[]>(self, 'dcm.Track', 'orders', []))).toEqual([]);
    expect(ok(await srv.call<{ nodes: unknown[] }>(self, 'dcm.Track', 'graph', [{ orderId: offered[0].id }])).nodes).toEqual([]);
    expect(ok(await srv.call<{ nodes: unknown[] }>(self, 'dcm.Track', 'graph', [{ from: '2000-01-01' }])).nodes).toEqual([]);
  });
});

describe('menu row limits', () => {
  it('every report leaves out the rows naming a record the role is limited away from', async () => {
    // the referenced entities of the reports' dimensions that have a list page to limit
    const dimEntities = new Set<string>();
    for (const def of builtinReports()) {
      const fields = reportFields(def, entityByCode);
      for (const type of def.rank ? Object.keys(def.rank.types) : [null]) {
        for (const d of dimensionsOf(def, type)) {
          const quote = fields.get(d.field)?.quote;
          if (quote && entityByCode(quote) && pagesOfEntity(quote).length) dimEntities.add(quote);
        }
      }
    }
    // each limited to its first record
    const allowed = new Map<string, number>();
    for (const code of dimEntities) {
      const first = ok(await srv.call<Page>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: code, page: 1, pageSize: 1 }])).itemList[0];
      if (first) allowed.set(code, first.id as number);
    }
    const listUrls = new Map([...allowed.keys()].map((code) => [pagesOfEntity(code)[0].url, code]));
    const pages = menus.filter((m) => m.type === 2 && m.url && (reportUrls().has(m.url) || listUrls.has(m.url))).map((m) => m.id);
    const roleId = await allocate(srv, admin, 'vislimit', 'Whole', pages);
    for (const node of walk(ok(await srv.call<AllocNode[]>(admin, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', roleId])))) {
      const code = node.url ? listUrls.get(node.url) : undefined;
      if (code) ok(await srv.call(admin, 'portal.MenuAlloc', 'saveLimits', [{ allocId: node.id, positive: [{ attr: 'id', op: 'eq', value: allowed.get(code) }], reverse: [] }]));
    }
    const limited = await makeUser(srv, admin, 'vislimit', roleId);

    const outside = (def: ReportDef, rows: Row[]) => {
      const fields = reportFields(def, entityByCode);
      const keys = dimensionsOf(def, def.rank ? Object.keys(def.rank.types)[0] : null)
        .map((d) => ({ key: d.bucket ? `${d.field}:${d.bucket}` : d.field, quote: fields.get(d.field)?.quote }))
        .filter((k) => k.quote && allowed.has(k.quote));
      return rows.filter((r) => keys.some((k) => r[k.key] && (r[k.key] as { id: number }).id !== allowed.get(k.quote!))).length;
    };
    const holes: string[] = [];
    let checked = 0;
    await pooled(
      builtinReports().filter(onPage).map((def) => async () => {
        const r = await srv.call<Page>(limited, 'report.Report', 'page', [def.code, reportQuery(def)]);
        expect(r.json.code === 200 ? 200 : `${def.code}: ${r.json.code} ${r.json.msg}`).toBe(200);
        checked++;
        const n = outside(def, r.json.body.itemList);
        if (n) holes.push(`${def.code}: ${n} rows name records outside the limits`);
        return [];
      }),
      4,
    );
    expect(checked).toBe(builtinReports().filter(onPage).length);
    expect(holes).toEqual([]);
  }, 240_000);

  it('file downloads: an attachment of a record outside the scope is not found (404), as a missing file', async () => {
    const picture = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5a1b1c80000000049454e44ae426082', 'hex');
    const up = await upload(srv, admin, picture, 'gate.png', { type: 'image/png' });
    ok(await srv.call(admin, 'datax.MetaDynamic', 'saveValue', ['Location', { code: 'VIS-FILE-1', name: '附件门', picture: [{ id: up.id }] }]));
    const attached = await srv.db.system.selectFrom('file').select(['id', 'entity_code']).where('tenant_id', '=', '00000002').where('entity_code', 'is not', null).execute();
    expect(attached.map((f) => f.id)).toContain(up.id);
    const leaks: string[] = [];
    for (const f of attached) {
      const got = await fetch(`${srv.base}/files/${f.id}`, { headers: authHeaders(self) });
      if (got.status !== 404) leaks.push(`${f.entity_code} file ${f.id}: ${got.status}`);
    }
    expect(leaks).toEqual([]);
    // the maker downloads it
    expect((await fetch(`${srv.base}/files/${up.id}`, { headers: authHeaders(admin) })).status).toBe(200);
  }, 120_000);
});

