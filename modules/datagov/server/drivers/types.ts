// What every kind of source answers: its catalogue (harvest) and a read-only query. The caller has
// judged the statement already (sql-guard.ts); a driver adds its engine's own walls and limits.
export interface HarvestedColumn {
  name: string;
  type: string;
  nullable: boolean;
  comment: string | null;
}

export interface HarvestedTable {
  schema: string;
  name: string;
  kind: 'table' | 'view';
  comment: string | null;
  rowCount: number | null;
  sizeBytes: number | null;
  columns: HarvestedColumn[];
  /** a view's defining SQL: the harvest registers it for lineage (origin 'view') */
  definition?: string | null;
}

export interface QueryLimits {
  rows: number;
  timeoutMs: number;
}

export interface QueryAnswer {
  columns: Array<{ name: string; type: string }>;
  rows: unknown[][];
  /** more rows than the limit were there */
  truncated: boolean;
}

export interface Driver {
  /** throws when the source cannot be reached or read */
  check(): Promise<void>;
  harvest(): Promise<HarvestedTable[]>;
  /** `values` fill the statement's positional placeholders ($1 / ?), sent apart from its text */
  query(text: string, limits: QueryLimits, values?: readonly unknown[]): Promise<QueryAnswer>;
  /** another PostgreSQL database: a client of its pool, for ETL's COPY in and out (released by the caller) */
  connect?(): Promise<import('pg').PoolClient>;
}

export class QueryTimeout extends Error {}

/** Settings of a source as stored (never a secret) and the secret opened for this use. */
export interface SourceSpec {
  id: number;
  tenantId: string;
  kind: 'own' | 'pg' | 'sqlite' | 'csv' | 'xlsx';
  version: number;
  config: { host?: string; port?: number; database?: string; user?: string; ssl?: boolean; fileId?: number };
  secret: string | null;
}

export const CONNECT_TIMEOUT_MS = 5000;
