// The analytical engine of a transformation run: an in-memory DuckDB of its own (one thread, a memory
// cap), holding each step's rows as a table named by the step's key. Rows come in from CSV files the
// readers wrote (read_csv with the source's own column types, so decimals stay DECIMAL) and go out as
// text, chunk by chunk. Once every read step is in, the engine's file access is switched off and its
// a transformation's SQL can then read nothing but the steps' tables, never a server
// file, nor write one; and it must be one SELECT (DuckDB's parser says), so it changes no setting.
import { DuckDBInstance, type DuckDBConnection } from '@duckdb/node-api';

export const DUCK_MEMORY = '512MB';
/** a step may not hold more rows than this */
export const MAX_STEP_ROWS = 20_000_000;

export interface DuckColumn {
  name: string;
  /** a DuckDB type name: BIGINT, DECIMAL(18,2), VARCHAR, ... */
  type: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;
const ref = (key: string, schema = 'main') => `${ident(schema)}.${ident(key)}`;

export class Duck {
  private constructor(
    private readonly instance: DuckDBInstance,
    readonly conn: DuckDBConnection,
  ) {}

  /** an engine whose files live in `dir` (the run's own temp folder): once sealed, no other file is reachable */
  static async open(dir: string): Promise<Duck> {
    const instance = await DuckDBInstance.create(':memory:', { threads: '1', memory_limit: DUCK_MEMORY, autoinstall_known_extensions: 'false', autoload_known_extensions: 'false' });
    const conn = await instance.connect();
    await conn.run(`set allowed_directories = [${lit(dir.endsWith('/') ? dir : `${dir}/`)}]`);
    return new Duck(instance, conn);
  }

  /** loads a headerless CSV file with these columns into table `key` */
  async loadCsv(key: string, file: string, columns: DuckColumn[]): Promise<number> {
    const cols = `{${columns.map((c) => `${lit(c.name)}: ${lit(c.type)}`).join(', ')}}`;
    await this.conn.run(`create table ${ref(key)} as select * from read_csv(${lit(file)}, header = false, auto_detect = false, delim = ',', quote = '"', escape = '"',
      allow_quoted_nulls = false, columns = ${cols})`);
    return this.count(key);
  }

  /** loads a CSV file with a header, its types found by DuckDB (decimal numbers as DECIMAL, never binary floats) */
  async loadCsvFile(key: string, file: string, schema = 'main'): Promise<number> {
    await this.conn.run(`create table ${ref(key, schema)} as select * from read_csv(${lit(file)}, header = true, allow_quoted_nulls = false,
      auto_type_candidates = ['BOOLEAN', 'BIGINT', 'DECIMAL(38,10)', 'DATE', 'TIMESTAMP', 'VARCHAR'])`);
    return this.count(key, schema);
  }

  /** no file outside the run's folder is read or written from now on (DuckDB refuses to switch it on again) */
  async seal(): Promise<void> {
    await this.conn.run('set enable_external_access = false');
  }

  /** is `text` one SELECT (DuckDB's own parser says)? */
  async isOneSelect(text: string): Promise<boolean> {
    const r = await this.conn.runAndReadAll(`select json_serialize_sql(${lit(text)}::varchar) as j`);
    const parsed = JSON.parse(String(r.getRows()[0]![0])) as { error: boolean; statements?: unknown[] };
    return !parsed.error && parsed.statements?.length === 1;
  }

  async createAs(key: string, select: string): Promise<number> {
    await this.conn.run(`create table ${ref(key)} as (\n${select.replace(/;\s*$/, '')}\n)`);
    return this.count(key);
  }

  async count(key: string, schema = 'main'): Promise<number> {
    const r = await this.conn.runAndReadAll(`select count(*) from ${ref(key, schema)}`);
    const n = Number(r.getRows()[0]![0]);
    if (n > MAX_STEP_ROWS) throw new Error(`more than ${MAX_STEP_ROWS} rows`);
    return n;
  }

  async columns(key: string): Promise<DuckColumn[]> {
    const r = await this.conn.runAndReadAll(`select column_name, data_type from information_schema.columns where table_schema = 'main' and table_name = $1 order by ordinal_position`, [key]);
    return r.getRows().map((row) => ({ name: String(row[0]), type: String(row[1]) }));
  }

  /** the rows of `key` as text (null stays null), a chunk at a time */
  async *chunks(key: string, columns: DuckColumn[]): AsyncGenerator<Array<Array<string | null>>> {
    const res = await this.conn.stream(`select ${columns.map((c) => `${ident(c.name)}::varchar`).join(', ')} from ${ref(key)}`);
    for (;;) {
      const chunk = await res.fetchChunk();
      if (!chunk || chunk.rowCount === 0) return;
      yield chunk.getRows() as Array<Array<string | null>>;
    }
  }

  /** the rows of `key` as a headerless CSV file in the run's folder (DuckDB's own writer: exact decimals, "" for an empty text, nothing for null) */
  async exportCsv(key: string, columns: DuckColumn[], file: string): Promise<void> {
    await this.conn.run(`copy (select ${columns.map((c) => ident(c.name)).join(', ')} from ${ref(key)}) to ${lit(file)} (format csv, header false)`);
  }

  /** stops what runs now (a run's time limit) */
  interrupt(): void {
    this.conn.interrupt();
  }

  close(): void {
    this.conn.closeSync();
    this.instance.closeSync();
  }
}
