// Harvested metadata as the caller's role may see it (DataAuth): tables of the sources it may use
// (only the tables it may see), their columns (masked ones marked), change records, the search
// across names, comments and tags, and the data map (sources → schemas → tables, sized by rows).
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../server/db/types';
import { badRequest, notFound } from '../../../server/rpc/errors';
import { type CallContext, session } from '../../../server/rpc/registry';
import { pageOfList } from '../../../server/records/paged-query';
import type { ChangeView, ColumnView, MapNode, SearchHit, TableView } from '../contracts';
import { type AccessOf, accessOf, isMasked, seesTable } from './auth';
import { dm } from './messages';

type TableRow = {
  id: string; source_id: string; source_code: string; source_name: string; schema_name: string; table_name: string; kind: string; comment: string | null;
  row_count: string | null; size_bytes: string | null; description: string | null; tags: string[]; owner_person_id: string | null; owner_name: string | null; column_count: number;
};

const num = (v: string | null) => (v === null ? null : Number(v));

function tableView(r: TableRow): TableView {
  return {
    id: Number(r.id), sourceId: Number(r.source_id), sourceCode: r.source_code, sourceName: r.source_name, schema: r.schema_name, name: r.table_name, kind: r.kind,
    comment: r.comment, rowCount: num(r.row_count), sizeBytes: num(r.size_bytes), description: r.description, tags: r.tags ?? [],
    ownerId: num(r.owner_person_id), ownerName: r.owner_name, columnCount: r.column_count,
  };
}

function tableRows(db: Kysely<DB>, tenantId: string, where = sql`true`) {
  return sql<TableRow>`
    select t.id, t.source_id, s.code as source_code, s.name as source_name, t.schema_name, t.table_name, t.kind, t.comment, t.row_count, t.size_bytes,
           t.description, t.tags, t.owner_person_id, p.name as owner_name,
           (select count(*)::int from dg_column c where c.tenant_id = t.tenant_id and c.table_id = t.id) as column_count
      from dg_table t
      join dg_source s on s.tenant_id = t.tenant_id and s.id = t.source_id
      left join person p on p.tenant_id = t.tenant_id and p.id = t.owner_person_id
     where t.tenant_id = ${tenantId} and ${where}
     order by s.code, t.schema_name, t.table_name`.execute(db);
}

const visible = (access: AccessOf) => (t: { sourceId: number; schema: string; name: string }) => {
  const a = access(t.sourceId);
  return !!a && seesTable(a, t.schema, t.name);
};

async function caller(ctx: CallContext) {
  const s = session(ctx);
  return { s, access: await accessOf(s.db, s.tenantId, s.roleId) };
}

export async function tablePage(ctx: CallContext, q: { sourceId?: number; text?: string; tag?: string; page: number; pageSize: number }) {
  const { s, access } = await caller(ctx);
  const where = q.sourceId ? sql`t.source_id = ${q.sourceId}` : sql`true`;
  const text = q.text?.toLowerCase();
  const all = (await tableRows(s.db, s.tenantId, where)).rows
    .map(tableView)
    .filter(visible(access))
    .filter((t) => !text || t.name.toLowerCase().includes(text) || (t.comment ?? '').toLowerCase().includes(text) || (t.description ?? '').toLowerCase().includes(text))
    .filter((t) => !q.tag || t.tags.includes(q.tag));
  return pageOfList(all, q);
}

export async function tableDetail(ctx: CallContext, id: number): Promise<TableView & { columns: ColumnView[] }> {
  const { s, access } = await caller(ctx);
  const t = (await tableRows(s.db, s.tenantId, sql`t.id = ${id}`)).rows.map(tableView)[0];
  const a = t ? access(t.sourceId) : null;
  if (!t || !a || !seesTable(a, t.schema, t.name)) throw notFound(dm(ctx.lang, 'noTable', { id }));
  const { rows } = await sql<{ position: number; column_name: string; data_type: string; nullable: boolean; comment: string | null }>`
    select position, column_name, data_type, nullable, comment from dg_column where tenant_id = ${s.tenantId} and table_id = ${id} order by position`.execute(s.db);
  return {
    ...t,
    columns: rows.map((c) => ({ position: c.position, name: c.column_name, type: c.data_type, nullable: c.nullable, comment: c.comment, masked: isMasked(a, t.schema, t.name, c.column_name) })),
  };
}

export async function describeTable(ctx: CallContext, d: { id: number; description?: string | null; tags?: string[]; ownerId?: number | null }): Promise<TableView> {
  const before = await tableDetail(ctx, d.id);
  const s = session(ctx);
  if (d.ownerId) {
    const p = (await sql`select 1 from person where tenant_id = ${s.tenantId} and id = ${d.ownerId}`.execute(s.db)).rows[0];
    if (!p) throw badRequest(dm(ctx.lang, 'noPerson', { id: d.ownerId }));
  }
  const tags = d.tags === undefined ? before.tags : [...new Set(d.tags)];
  await sql`
    update dg_table set description = ${d.description === undefined ? before.description : d.description}, tags = ${tags},
           owner_person_id = ${d.ownerId === undefined ? before.ownerId : d.ownerId}
     where tenant_id = ${s.tenantId} and id = ${d.id}`.execute(s.db);
  const { columns: _, ...view } = await tableDetail(ctx, d.id);
  return view;
}

export async function changePage(ctx: CallContext, q: { sourceId?: number; changeType?: string; page: number; pageSize: number }) {
  const { s, access } = await caller(ctx);
  const { rows } = await sql<{ id: string; source_id: string; source_name: string; harvest_id: string; change_type: ChangeView['changeType']; schema_name: string; table_name: string; column_name: string | null; old_type: string | null; new_type: string | null; at: Date }>`
    select c.id, c.source_id, s.name as source_name, c.harvest_id, c.change_type, c.schema_name, c.table_name, c.column_name, c.old_type, c.new_type, c.at
      from dg_change c join dg_source s on s.tenant_id = c.tenant_id and s.id = c.source_id
     where c.tenant_id = ${s.tenantId}
       ${q.sourceId ? sql`and c.source_id = ${q.sourceId}` : sql``}
       ${q.changeType ? sql`and c.change_type = ${q.changeType}` : sql``}
     order by c.harvest_id desc, c.id`.execute(s.db);
  const all = rows
    .map<ChangeView>((r) => ({
      id: Number(r.id), sourceId: Number(r.source_id), sourceName: r.source_name, harvestId: Number(r.harvest_id), changeType: r.change_type,
      schema: r.schema_name, table: r.table_name, column: r.column_name, oldType: r.old_type, newType: r.new_type, at: new Date(r.at).toISOString(),
    }))
    .filter((c) => visible(access)({ sourceId: c.sourceId, schema: c.schema, name: c.table }));
  return pageOfList(all, q);
}

export async function searchMeta(ctx: CallContext, q: { text: string; page: number; pageSize: number }) {
  const { s, access } = await caller(ctx);
  const like = `%${q.text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const { rows } = await sql<{ kind: 'table' | 'column'; table_id: string; source_id: string; source_name: string; schema_name: string; table_name: string; column_name: string | null; data_type: string | null; comment: string | null; tags: string[] }>`
    select 'table' as kind, t.id as table_id, t.source_id, s.name as source_name, t.schema_name, t.table_name, null as column_name, null as data_type,
           coalesce(t.comment, t.description) as comment, t.tags
      from dg_table t join dg_source s on s.tenant_id = t.tenant_id and s.id = t.source_id
     where t.tenant_id = ${s.tenantId}
       and (t.table_name ilike ${like} or t.comment ilike ${like} or t.description ilike ${like} or exists (select 1 from unnest(t.tags) g where g ilike ${like}))
    union all
    select 'column', t.id, t.source_id, s.name, t.schema_name, t.table_name, c.column_name, c.data_type, c.comment, t.tags
      from dg_column c join dg_table t on t.tenant_id = c.tenant_id and t.id = c.table_id
      join dg_source s on s.tenant_id = t.tenant_id and s.id = t.source_id
     where c.tenant_id = ${s.tenantId} and (c.column_name ilike ${like} or c.comment ilike ${like})
     order by 6, 7 nulls first
     limit 2000`.execute(s.db);
  const all = rows
    .filter((r) => visible(access)({ sourceId: Number(r.source_id), schema: r.schema_name, name: r.table_name }))
    .map<SearchHit>((r) => ({ kind: r.kind, tableId: Number(r.table_id), sourceName: r.source_name, schema: r.schema_name, table: r.table_name, column: r.column_name, type: r.data_type, comment: r.comment, tags: r.tags ?? [] }));
  return pageOfList(all, q);
}

export async function dataMap(ctx: CallContext): Promise<MapNode[]> {
  const { s, access } = await caller(ctx);
  const tables = (await tableRows(s.db, s.tenantId)).rows.map(tableView).filter(visible(access));
  const sources = new Map<string, Map<string, MapNode[]>>();
  for (const t of tables) {
    const schemas = sources.get(t.sourceName) ?? new Map<string, MapNode[]>();
    sources.set(t.sourceName, schemas);
    const list = schemas.get(t.schema) ?? [];
    schemas.set(t.schema, list);
    // a table with no rows still shows, as the smallest tile
    list.push({ name: t.name, value: Math.max(1, t.rowCount ?? 0), tableId: t.id });
  }
  const sum = (n: MapNode[]) => n.reduce((a, x) => a + x.value, 0);
  return [...sources].map(([name, schemas]) => {
    const children = [...schemas].map(([schema, list]) => ({ name: schema, value: sum(list), children: list }));
    return { name, value: sum(children), children };
  });
}
