// The calls of 数据治理 (issue 26): sources (meta/DataSource), harvested metadata and its changes
// (meta/Metadata, meta/DataTable*, meta/ChangeRecord, meta/Search, meta/DataMap), DataAuth
// (meta/DataAuth) and the SQL console (meta/SqlConsole). Paths are not in the spec.
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../schemas/rpc/define';

export const P = {
  sources: 'meta/DataSource',
  metadata: 'meta/Metadata',
  changes: 'meta/ChangeRecord',
  search: 'meta/Search',
  map: 'meta/DataMap',
  auth: 'meta/DataAuth',
  console: 'meta/SqlConsole',
} as const;

export const SOURCE_KINDS = ['own', 'pg', 'sqlite', 'csv', 'xlsx'] as const;
export type SourceKind = (typeof SOURCE_KINDS)[number];

const paging = {
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(200).default(20),
};
const text = (max: number) => z.string().trim().max(max);

export interface SourceView {
  id: number;
  code: string;
  name: string;
  kind: SourceKind;
  host: string | null;
  port: number | null;
  database: string | null;
  user: string | null;
  ssl: boolean;
  fileId: number | null;
  fileName: string | null;
  remark: string | null;
  status: 'Unchecked' | 'Ok' | 'Failed';
  checkedAt: string | null;
  checkError: string | null;
  harvestedAt: string | null;
  tableCount: number;
  /** a password is stored (its value is never answered) */
  secretSet: boolean;
  version: number;
}

const sourceInput = z.object({
  id: idArg.optional(),
  code: z.string().trim().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, 'letters, digits, - and _ (up to 64)'),
  name: text(100).min(1, 'is required'),
  kind: z.enum(SOURCE_KINDS),
  host: text(255).nullish(),
  port: z.number().int().min(1).max(65535).nullish(),
  database: text(128).nullish(),
  user: text(128).nullish(),
  ssl: z.boolean().nullish(),
  fileId: idArg.nullish(),
  remark: text(500).nullish(),
  /** a new password; absent or null: keep the stored one; '' : clear it */
  password: z.string().max(500).nullish(),
  version: z.number().int().optional(),
});
export type SourceInput = Omit<z.input<typeof sourceInput>, 'id' | 'fileId'> & { id?: number; fileId?: number | null };

export interface TableView {
  id: number;
  sourceId: number;
  sourceCode: string;
  sourceName: string;
  schema: string;
  name: string;
  kind: string;
  comment: string | null;
  rowCount: number | null;
  sizeBytes: number | null;
  description: string | null;
  tags: string[];
  ownerId: number | null;
  ownerName: string | null;
  columnCount: number;
}
export interface ColumnView {
  position: number;
  name: string;
  type: string;
  nullable: boolean;
  comment: string | null;
  masked: boolean;
}
export interface ChangeView {
  id: number;
  sourceId: number;
  sourceName: string;
  harvestId: number;
  changeType: 'TableAdded' | 'TableRemoved' | 'ColumnAdded' | 'ColumnRemoved' | 'TypeChanged';
  schema: string;
  table: string;
  column: string | null;
  oldType: string | null;
  newType: string | null;
  at: string;
}
export interface HarvestView {
  harvestId: number;
  tables: number;
  columns: number;
  changes: number;
}
export interface SearchHit {
  kind: 'table' | 'column';
  tableId: number;
  sourceName: string;
  schema: string;
  table: string;
  column: string | null;
  type: string | null;
  comment: string | null;
  tags: string[];
}
export interface MapNode {
  name: string;
  value: number;
  tableId?: number;
  children?: MapNode[];
}
export interface AuthView {
  id: number;
  roleId: number;
  roleName: string;
  sourceId: number;
  sourceName: string;
  tables: string[];
  masked: string[];
}
export interface ConsoleAnswer {
  columns: Array<{ name: string; masked: boolean }>;
  rows: unknown[][];
  truncated: boolean;
  ms: number;
}

const tableQuery = z.object({ ...paging, sourceId: idArg.optional(), text: text(100).optional(), tag: text(50).optional() });
const consoleRun = z.object({ sourceId: idArg, sql: z.string().min(1, 'is required').max(20_000), limit: z.number().int().min(1).max(5000).default(500),
  /** a shorter time limit than the server's (CONSOLE_TIMEOUT_MS), never a longer one */
  timeoutMs: z.number().int().min(100).max(15_000).optional(),
});
export type ConsoleRun = Omit<z.input<typeof consoleRun>, 'sourceId'> & { sourceId: number };

export const datagovSource = defineService('datagov.Source', {
  summaryPage: call<[{ text?: string; kind?: SourceKind; page?: number; pageSize?: number }], Paged<SourceView>>(
    args(['query', z.object({ ...paging, text: text(100).optional(), kind: z.enum(SOURCE_KINDS).optional() })]),
    { anyOf: [{ page: P.sources }, { page: P.metadata }, { page: P.console }, { page: P.auth }, { page: P.map }] },
  ),
  detail: call<[number], SourceView>(args(['id', idArg]), { page: P.sources }),
  save: call<[SourceInput], SourceView>(args(['source', sourceInput]), ([s]) => ({ page: P.sources, op: s.id ? 'update' : 'create' })),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: P.sources, op: 'delete' }),
  testConnection: call<[number], SourceView>(args(['id', idArg]), { page: P.sources, op: 'testConnection' }),
  harvest: call<[number], HarvestView>(args(['id', idArg]), { page: P.sources, op: 'harvest' }),
});

export const datagovMeta = defineService('datagov.Meta', {
  tablePage: call<[z.input<typeof tableQuery>], Paged<TableView>>(args(['query', tableQuery]), { anyOf: [{ page: P.metadata }, { page: P.sources }] }),
  table: call<[number], TableView & { columns: ColumnView[] }>(args(['id', idArg]), { anyOf: [{ page: P.metadata }, { page: P.sources }, { page: P.search }, { page: P.map }] }),
  describe: call<[{ id: number; description?: string | null; tags?: string[]; ownerId?: number | null }], TableView>(
    args(['table', z.object({ id: idArg, description: text(2000).nullish(), tags: z.array(text(30).min(1)).max(20).optional(), ownerId: idArg.nullish() })]),
    { anyOf: [{ page: P.metadata, op: 'update' }, { page: P.sources, op: 'updateTable' }] },
  ),
  changePage: call<[{ sourceId?: number; changeType?: string; page?: number; pageSize?: number }], Paged<ChangeView>>(
    args(['query', z.object({ ...paging, sourceId: idArg.optional(), changeType: text(20).optional() })]),
    { page: P.changes },
  ),
  search: call<[{ text: string; page?: number; pageSize?: number }], Paged<SearchHit>>(args(['query', z.object({ ...paging, text: text(100).min(1, 'is required') })]), { page: P.search }),
  map: call<[], MapNode[]>(args(), { page: P.map }),
});

export const datagovAuth = defineService('datagov.Auth', {
  summaryPage: call<[{ roleId?: number; page?: number; pageSize?: number }], Paged<AuthView>>(args(['query', z.object({ ...paging, roleId: idArg.optional() })]), { page: P.auth }),
  save: call<[{ id?: number; roleId: number; sourceId: number; tables?: string[]; masked?: string[] }], AuthView>(
    args(['auth', z.object({ id: idArg.optional(), roleId: idArg, sourceId: idArg, tables: z.array(text(200).min(1)).max(500).default([]), masked: z.array(text(300).min(1)).max(500).default([]) })]),
    ([a]) => ({ page: P.auth, op: a.id ? 'update' : 'create' }),
  ),
  remove: call<[number[]], { removed: number }>(args(['ids', z.array(idArg).min(1).max(100)]), { page: P.auth, op: 'delete' }),
  /** the tenant's roles to choose from in the form */
  roles: call<[], Array<{ id: number; name: string }>>(args(), { page: P.auth }),
});

export const datagovSql = defineService('datagov.Sql', {
  run: call<[ConsoleRun], ConsoleAnswer>(args(['run', consoleRun]), { page: P.console }),
});

export const SQL_EXPORT_URL = '/datagov/sql-export';
