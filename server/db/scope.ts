// The one tenant-scoped data layer. Every request handler gets `forTenant(tenantId)`: a Kysely
// whose plugin ADDS `tenant_id = $tenant` to every select/update/delete (and join) on a
// tenant-owned table, and REFUSES inserts whose rows name another tenant, updates of tenant_id,
// and raw SQL touching tenant tables without a tenant_id. The system instance (seeding, login
// lookups, platform work) adds nothing but refuses statements on tenant tables that never
// mention tenant_id. A forgotten filter is therefore an error, not a leak.
import {
  AliasNode,
  BinaryOperationNode,
  ColumnNode,
  type DeleteQueryNode,
  type InsertQueryNode,
  JoinNode,
  type KyselyPlugin,
  type OperationNode,
  OperationNodeTransformer,
  OperatorNode,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  QueryNode,
  type RawNode,
  ReferenceNode,
  type RootOperationNode,
  type SelectQueryNode,
  TableNode,
  type UnknownRow,
  type UpdateQueryNode,
  ValueNode,
} from 'kysely';
import { catalogue, type Catalogue } from '../modules/catalogue';

const CORE_TENANT_TABLES = [
  'organ',
  'department',
  'person',
  'person_department',
  'role',
  'app_user',
  'user_role',
  'menu_alloc',
  'alloc_field',
  'file',
  'file_chunk',
  'login_log',
  'user_session',
  'message',
  'dict',
  'meta_entity',
  'meta_attr',
  'meta_record',
  'receipt_path',
  'form_design',
  'tenant_app',
  'tenant_script',
  'right_def',
  'role_right',
  'dict_type',
  'tenant_config',
  'op_log',
  'stock_balance',
  'stock_ledger',
  'stock_price',
  'doc_serial',
];

let tablesOf: { cat: Catalogue; tables: Set<string>; named: RegExp; byFragment: Map<string, readonly string[]> } | null = null;

function tenantTableIndex() {
  const cat = catalogue();
  if (tablesOf?.cat !== cat) {
    const entityTables = [...cat.entities.values()].flatMap((e) => [e.table, ...Object.values(e.children ?? {}).map((c) => c.table)]);
    const tables = new Set([...CORE_TENANT_TABLES, ...cat.modules.flatMap((m) => m.tenantTables ?? []), ...entityTables]);
    // one pattern for every name (longest first), not one regular expression per table and fragment
    const names = [...tables].sort((a, b) => b.length - a.length).map((t) => t.replace(/[^A-Za-z0-9_]/g, '\\$&'));
    tablesOf = { cat, tables, named: new RegExp(`\\b(?:${names.join('|')})\\b`, 'g'), byFragment: new Map() };
  }
  return tablesOf;
}

/** Tenant-owned tables: the core ones, those every module declares, and those of every module's entities (and their lines). */
export function tenantTables(): Set<string> {
  return tenantTableIndex().tables;
}

/** The tenant tables a raw SQL fragment names; fragments are the code's template texts, so each is scanned once. */
function tenantTablesNamedIn(fragment: string): readonly string[] {
  const index = tenantTableIndex();
  let named = index.byFragment.get(fragment);
  if (!named) {
    named = [...new Set(Array.from(fragment.matchAll(index.named), (m) => m[0]))];
    if (index.byFragment.size > 10_000) index.byFragment.clear(); // bounded: built-up SQL text would grow it
    index.byFragment.set(fragment, named);
  }
  return named;
}

export class TenantScopeError extends Error {}

/** name and the name to qualify columns with (alias if any) of a from/join item */
function tableOf(node: OperationNode): { table: string; ref: string } | null {
  if (TableNode.is(node)) {
    const name = node.table.identifier.name;
    return { table: name, ref: name };
  }
  if (AliasNode.is(node) && TableNode.is(node.node)) {
    const alias = (node.alias as { name?: string }).name ?? node.node.table.identifier.name;
    return { table: node.node.table.identifier.name, ref: alias };
  }
  return null;
}

function mentionsTenantColumn(node: unknown): boolean {
  if (!node || typeof node !== 'object') return false;
  const n = node as { kind?: string; column?: { name?: string } };
  if (n.kind === 'ColumnNode' && n.column?.name === 'tenant_id') return true;
  // a raw node's parameters (raw expressions inside it) belong to the same statement
  if (n.kind === 'RawNode') return (node as RawNode).sqlFragments.some((f) => f.includes('tenant_id')) || (node as RawNode).parameters.some(mentionsTenantColumn);
  return Object.values(node).some((v) => (Array.isArray(v) ? v.some(mentionsTenantColumn) : mentionsTenantColumn(v)));
}

function tablesIn(node: unknown, out = new Set<string>()): Set<string> {
  if (!node || typeof node !== 'object') return out;
  const t = tableOf(node as OperationNode);
  if (t) out.add(t.table);
  if ((node as { kind?: string }).kind === 'RawNode') {
    for (const f of (node as RawNode).sqlFragments) for (const name of tenantTablesNamedIn(f)) out.add(name);
  }
  for (const v of Object.values(node)) {
    if (Array.isArray(v)) for (const x of v) tablesIn(x, out);
    else tablesIn(v, out);
  }
  return out;
}

class ScopeTransformer extends OperationNodeTransformer {
  constructor(private readonly tenantId: string) {
    super();
  }

  private filter(ref: string): OperationNode {
    return BinaryOperationNode.create(
      ReferenceNode.create(ColumnNode.create('tenant_id'), TableNode.create(ref)),
      OperatorNode.create('='),
      ValueNode.create(this.tenantId),
    );
  }

  private scopeFroms<T extends SelectQueryNode | DeleteQueryNode | UpdateQueryNode>(node: T, froms: readonly OperationNode[]): T {
    let out = node;
    for (const f of froms) {
      const t = tableOf(f);
      if (t && tenantTables().has(t.table)) out = QueryNode.cloneWithWhere(out, this.filter(t.ref));
    }
    if (out.joins) {
      const joins = out.joins.map((j) => {
        const t = tableOf(j.table);
        return t && tenantTables().has(t.table) ? JoinNode.cloneWithOn(j, this.filter(t.ref)) : j;
      });
      out = { ...out, joins };
    }
    return out;
  }

  protected override transformSelectQuery(node: SelectQueryNode, queryId?: Parameters<OperationNodeTransformer['transformSelectQuery']>[1]): SelectQueryNode {
    const t = super.transformSelectQuery(node, queryId);
    return this.scopeFroms(t, t.from?.froms ?? []);
  }

  protected override transformDeleteQuery(node: DeleteQueryNode, queryId?: Parameters<OperationNodeTransformer['transformDeleteQuery']>[1]): DeleteQueryNode {
    const t = super.transformDeleteQuery(node, queryId);
    return this.scopeFroms(t, [...t.from.froms, ...((t.using?.tables as OperationNode[] | undefined) ?? [])]);
  }

  protected override transformUpdateQuery(node: UpdateQueryNode, queryId?: Parameters<OperationNodeTransformer['transformUpdateQuery']>[1]): UpdateQueryNode {
    const t = super.transformUpdateQuery(node, queryId);
    if (t.updates?.some((u) => ColumnNode.is(u.column) && u.column.column.name === 'tenant_id')) {
      throw new TenantScopeError('tenant_id cannot be updated');
    }
    return this.scopeFroms(t, [...(t.table ? [t.table] : []), ...(t.from?.froms ?? [])]);
  }

  protected override transformInsertQuery(node: InsertQueryNode, queryId?: Parameters<OperationNodeTransformer['transformInsertQuery']>[1]): InsertQueryNode {
    const t = super.transformInsertQuery(node, queryId);
    const table = t.into?.table.identifier.name;
    if (!table || !tenantTables().has(table)) return t;
    const col = t.columns?.findIndex((c) => c.column.name === 'tenant_id') ?? -1;
    if (col < 0) throw new TenantScopeError(`insert into ${table} without tenant_id`);
    const rows = (t.values as { kind?: string; values?: readonly unknown[] } | undefined);
    if (rows?.kind !== 'ValuesNode') throw new TenantScopeError(`insert into ${table} from a query is not allowed in tenant scope`);
    for (const row of rows.values as readonly { kind: string; values: readonly unknown[] }[]) {
      const cell = row.values[col];
      const value = row.kind === 'PrimitiveValueListNode' ? cell : ValueNode.is(cell as OperationNode) ? (cell as ValueNode).value : undefined;
      if (value !== this.tenantId) throw new TenantScopeError(`insert into ${table} for another tenant`);
    }
    if (t.onConflict?.updates?.some((u) => ColumnNode.is(u.column) && u.column.column.name === 'tenant_id')) {
      throw new TenantScopeError('tenant_id cannot be updated');
    }
    return t;
  }

  /** raw nodes inside a raw node (identifiers, joined lists) are judged with the statement they belong to */
  private rawDepth = 0;

  protected override transformRaw(node: RawNode, queryId?: Parameters<OperationNodeTransformer['transformRaw']>[1]): RawNode {
    this.rawDepth++;
    let t: RawNode;
    try {
      t = super.transformRaw(node, queryId);
    } finally {
      this.rawDepth--;
    }
    if (this.rawDepth === 0 && !mentionsTenantColumn(t) && [...tablesIn(t)].some((x) => tenantTables().has(x))) {
      throw new TenantScopeError('raw SQL on a tenant table must filter tenant_id explicitly');
    }
    return t;
  }
}

/** Adds and enforces the tenant filter of one tenant. */
export class TenantScopePlugin implements KyselyPlugin {
  private readonly transformer: ScopeTransformer;
  constructor(readonly tenantId: string) {
    this.transformer = new ScopeTransformer(tenantId);
  }
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.transformer.transformNode(args.node, args.queryId);
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

/** System access: refuses statements on tenant tables that never mention tenant_id. */
export class TenantGuardPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    const touched = [...tablesIn(args.node)].filter((t) => tenantTables().has(t));
    if (touched.length && !mentionsTenantColumn(args.node)) {
      throw new TenantScopeError(`statement on ${touched.join(', ')} without a tenant_id condition`);
    }
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}
