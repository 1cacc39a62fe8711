// The lineage as the caller may see it: the tenant's computed edges (compute.ts) with every node
// of a source its role may not use, or of a table DataAuth hides from it, left out with its edges
// (a query's node follows its statement's source). A statement is listed when its source is
// visible; its SQL only when every table it reads or writes is.
import { sql } from 'kysely';
import { type CallContext, session } from '../../../../server/rpc/registry';
import { accessOf, seesTable } from '../../server/auth';
import { type StatementRow, statementsOf } from '../../server/statements';
import type { LineageState, StatementBrief } from '../contracts';
import { type Edge, catalogueOf, ensureLineage, sourceKinds } from './compute';

export interface NodeInfo {
  key: string;
  kind: 'table' | 'query';
  sourceId: number;
  sourceName: string;
  schema: string | null;
  name: string;
  tableKind: string | null;
  statementId: number | null;
  /** harvested columns of a table, in order (more may come from edges) */
  columns: string[];
}

export interface Seen {
  tenantId: string;
  state: LineageState;
  edges: Edge[];
  statements: Map<number, StatementRow & { error: string | null; targetNode: string | null }>;
  sees(node: string): boolean;
  info(node: string): NodeInfo | null;
  brief(id: number): StatementBrief | null;
  /** may the caller read this statement's SQL */
  readsAll(id: number): boolean;
  /** harvested nodes (visible) for the search */
  harvested: NodeInfo[];
}

/** Everything of the tenant's lineage the caller may see (recomputed first when the registry moved). */
export async function seen(ctx: CallContext): Promise<Seen> {
  const s = session(ctx);
  const T = s.tenantId;
  const state = await ensureLineage(s.db, T);
  const access = await accessOf(s.db, T, s.roleId);
  const { ownId } = await sourceKinds(s.db, T);
  const names = new Map((await sql<{ id: string; name: string }>`select id, name from dg_source where tenant_id = ${T}`.execute(s.db)).rows.map((r) => [Number(r.id), r.name]));
  const catalogue = new Map((await catalogueOf(s.db, T)).map((t) => [`t/${t.sourceId}/${t.schema.toLowerCase()}/${t.table.toLowerCase()}`, t]));
  const parsed = new Map(
    (await sql<{ statement_id: string; target_node: string | null; error: string | null }>`
      select statement_id, target_node, error from dg_lineage_stmt where tenant_id = ${T}`.execute(s.db)).rows.map((r) => [Number(r.statement_id), r]),
  );
  const statements = new Map((await statementsOf(s.db, T)).map((st) => [st.id, { ...st, error: parsed.get(st.id)?.error ?? null, targetNode: parsed.get(st.id)?.target_node ?? null }]));
  // source 0: the product database when the tenant registered it as no source (nothing can rule it)
  const sourceSeen = (id: number) => (id === 0 ? !ownId : names.has(id) && !!access(id));

  const info = (node: string): NodeInfo | null => {
    if (node.startsWith('q/')) {
      const st = statements.get(Number(node.slice(2)));
      if (!st) return null;
      const src = st.sourceId ?? ownId;
      return { key: node, kind: 'query', sourceId: src, sourceName: names.get(src) ?? '', schema: null, name: st.name, tableKind: null, statementId: st.id, columns: [] };
    }
    const [, src, schema, ...rest] = node.split('/');
    const table = rest.join('/');
    const h = catalogue.get(node);
    const sourceId = Number(src);
    return {
      key: node, kind: 'table', sourceId, sourceName: names.get(sourceId) ?? '', schema: h?.schema ?? schema!, name: h?.table ?? table,
      tableKind: h?.kind ?? null, statementId: null, columns: h?.columns ?? [],
    };
  };
  const memo = new Map<string, boolean>();
  const sees = (node: string): boolean => {
    let v = memo.get(node);
    if (v === undefined) {
      const i = info(node);
      if (!i || !sourceSeen(i.sourceId)) v = false;
      else if (i.kind === 'query') v = true;
      else {
        const a = access(i.sourceId);
        v = i.sourceId === 0 || (!!a && seesTable(a, i.schema!, i.name));
      }
      memo.set(node, v);
    }
    return v;
  };
  const { rows } = await sql<{ statement_id: string; from_node: string; from_column: string | null; to_node: string; to_column: string | null }>`
    select statement_id, from_node, from_column, to_node, to_column from dg_lineage_edge where tenant_id = ${T}`.execute(s.db);
  const all = rows.map<Edge>((r) => ({ statementId: Number(r.statement_id), from: r.from_node, fromColumn: r.from_column, to: r.to_node, toColumn: r.to_column }));
  const hiddenIn = new Set(all.filter((e) => !sees(e.from) || !sees(e.to)).map((e) => e.statementId));
  const stSeen = (id: number) => {
    const st = statements.get(id);
    return !!st && sourceSeen(st.sourceId ?? ownId);
  };
  return {
    tenantId: T,
    state,
    edges: all.filter((e) => sees(e.from) && sees(e.to) && stSeen(e.statementId)),
    statements,
    sees,
    info,
    brief(id) {
      const st = statements.get(id);
      if (!st || !stSeen(id)) return null;
      return { id, origin: st.origin, originId: st.originId, name: st.name, sourceName: names.get(st.sourceId ?? ownId) ?? '', error: st.error };
    },
    readsAll: (id) => stSeen(id) && !hiddenIn.has(id) && (!statements.get(id)!.targetNode || sees(statements.get(id)!.targetNode!)),
    harvested: [...catalogue.keys()].filter(sees).map((k) => info(k)!),
  };
}
