// A step's DuckDB column types as the column types of a table a run creates on its target.

/** DuckDB type → PostgreSQL column type of a created table */
export function pgTypeOf(duck: string): string {
  const t = duck.toUpperCase();
  if (/^(BIGINT|INTEGER|SMALLINT|TINYINT|UBIGINT|UINTEGER|USMALLINT|UTINYINT)$/.test(t)) return 'bigint';
  if (t === 'HUGEINT') return 'numeric';
  if (t.startsWith('DECIMAL')) return t.replace('DECIMAL', 'numeric');
  if (t === 'DOUBLE' || t === 'FLOAT') return 'double precision';
  if (t === 'BOOLEAN') return 'boolean';
  if (t === 'DATE') return 'date';
  if (t === 'TIMESTAMP') return 'timestamp';
  if (t === 'TIMESTAMP WITH TIME ZONE') return 'timestamptz';
  return 'text';
}

/** DuckDB type → SQLite column type: SQLite has no exact decimal, so decimals are kept as their text */
export function sqliteTypeOf(duck: string): string {
  const p = pgTypeOf(duck);
  return p === 'bigint' || p === 'boolean' ? 'INTEGER' : p === 'double precision' ? 'REAL' : 'TEXT';
}
