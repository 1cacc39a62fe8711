// A rule's check as one aggregate statement the source runs (count(*) filter (…), a GROUP BY, a
// join): the rows never leave the source, only its counts do. Identifiers come from the harvested
// metadata and are quoted; literals (a standard's codes, a pattern) are quoted as SQL strings and
// numbers are decimals checked by the contract. Per kind:
//   completeness  checked = every row, failing = rows whose column is null
//   uniqueness    checked = rows with a value, failing = rows whose value another row also holds
//   validity      checked = rows with a value, failing = rows whose value is neither a code of the
//                 standard nor a source code mapped to one (标准对照 of this column)
//   range         checked = rows with a value, failing = below min, above max, or not matching the pattern
//   referential   checked = rows with a value, failing = values absent from the referenced column
//   freshness     one check: failing (1) when the column's latest time is older than N hours before the run
//   custom        a SELECT (judged like the console's) answering the failing-row count; checked unknown
import Big from 'big.js';
import type { RuleKind, RuleParams } from '../contracts';

export type Dialect = 'postgresql' | 'sqlite';

export interface Figures {
  rowsChecked: number | null;
  failedRows: number;
  detail: string | null;
}

export interface CheckPlan {
  sql: string;
  /** reads the statement's one row into the run's figures (`now`: the run's start) */
  read(row: unknown[], now: Date): Figures;
}

export interface CheckTarget {
  kind: RuleKind;
  dialect: Dialect;
  schema: string;
  table: string;
  column: string | null;
  params: RuleParams;
  /** validity: the codes a value may take */
  allowed?: readonly string[];
  /** referential: the referenced table and column as the source spells them */
  ref?: { schema: string; table: string; column: string };
}

export const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;
export const literal = (v: string) => `'${v.replace(/'/g, "''")}'`;
const tableOf = (schema: string, table: string) => `${ident(schema)}.${ident(table)}`;
const num = (v: unknown) => (v === null || v === undefined ? 0 : Number(v));
/** PostgreSQL's own regular expressions; on SQLite the REGEXP operator the driver gives it (RE2, drivers/sqlite-regexp.ts) */
const notMatching = (d: Dialect, text: string, pattern: string) => (d === 'postgresql' ? `${text} !~ ${pattern}` : `not (${text} regexp ${pattern})`);
const asText = (d: Dialect, expr: string) => (d === 'postgresql' ? `${expr}::text` : `cast(${expr} as text)`);

/** The time a freshness check read (a Date from PostgreSQL, text or a number of seconds from SQLite). */
export function timeOf(v: unknown): Date | null {
  if (v === null || v === undefined) return null;
  if (v instanceof Date) return v;
  if (typeof v === 'number' || typeof v === 'bigint') return new Date(Number(v) * (Number(v) < 1e11 ? 1000 : 1));
  const s = String(v).trim();
  const d = new Date(/^\d{4}-\d{2}-\d{2} \d/.test(s) ? s.replace(' ', 'T') : s);
  return Number.isNaN(d.getTime()) ? null : d;
}

const counted = (row: unknown[]): Figures => ({ rowsChecked: num(row[0]), failedRows: num(row[1]), detail: null });

export function planCheck(t: CheckTarget): CheckPlan {
  const from = tableOf(t.schema, t.table);
  const c = t.column ? ident(t.column) : '';
  switch (t.kind) {
    case 'completeness':
      return { sql: `select count(*) as checked, count(*) filter (where ${c} is null) as failed from ${from}`, read: counted };
    case 'uniqueness':
      return {
        sql: `select coalesce(sum(n), 0) as checked, coalesce(sum(n) filter (where n > 1), 0) as failed from (select count(*) as n from ${from} where ${c} is not null group by ${c}) g`,
        read: counted,
      };
    case 'validity': {
      const allowed = t.allowed ?? [];
      const outside = allowed.length ? `${asText(t.dialect, c)} not in (${allowed.map(literal).join(', ')})` : 'true';
      return { sql: `select count(${c}) as checked, count(*) filter (where ${c} is not null and ${outside}) as failed from ${from}`, read: counted };
    }
    case 'range': {
      const p = t.params;
      const wrong = [
        p.min !== undefined ? `${c} < ${new Big(p.min).toString()}` : null,
        p.max !== undefined ? `${c} > ${new Big(p.max).toString()}` : null,
        p.pattern !== undefined ? notMatching(t.dialect, asText(t.dialect, c), literal(p.pattern)) : null,
      ].filter(Boolean);
      return { sql: `select count(${c}) as checked, count(*) filter (where ${c} is not null and (${wrong.join(' or ')})) as failed from ${from}`, read: counted };
    }
    case 'referential': {
      const r = t.ref!;
      return {
        sql: `select count(*) as checked, count(*) filter (where r.k is null) as failed from ${from} t
               left join (select distinct ${ident(r.column)} as k from ${tableOf(r.schema, r.table)} where ${ident(r.column)} is not null) r on r.k = t.${c}
              where t.${c} is not null`,
        read: counted,
      };
    }
    case 'freshness': {
      const hours = t.params.hours ?? 24;
      return {
        sql: `select count(*) as checked, max(${c}) as latest from ${from}`,
        read(row, now) {
          const latest = timeOf(row[1]);
          const stale = !latest || now.getTime() - latest.getTime() > hours * 3600_000;
          return { rowsChecked: num(row[0]), failedRows: stale ? 1 : 0, detail: latest ? latest.toISOString() : null };
        },
      };
    }
    case 'custom':
      return {
        sql: t.params.sql!,
        read(row) {
          const n = Number(row[0]);
          if (row.length !== 1 || !Number.isInteger(n) || n < 0) throw new CustomShapeError();
          return { rowsChecked: null, failedRows: n, detail: null };
        },
      };
  }
}

export class CustomShapeError extends Error {}

export interface Verdict {
  /** passing share 0..1 (null when the check does not know how many rows it checked, or none) */
  passRatio: string | null;
  passed: boolean;
}

/**
 * The rule's threshold over the figures: Ratio passes when the passing share is at least threshold
 * %; Failures when the failing rows are at most threshold. A freshness check passes when fresh.
 */
export function judge(kind: RuleKind, thresholdKind: 'Ratio' | 'Failures', threshold: string, f: Figures): Verdict {
  const checked = f.rowsChecked;
  const passRatio = kind === 'freshness' ? (f.failedRows ? '0' : '1') : checked ? new Big(checked - f.failedRows).div(checked).round(6, Big.roundDown).toString() : null;
  if (kind === 'freshness') return { passRatio, passed: f.failedRows === 0 };
  if (thresholdKind === 'Failures') return { passRatio, passed: new Big(f.failedRows).lte(threshold) };
  return { passRatio, passed: passRatio === null ? f.failedRows === 0 : new Big(passRatio).times(100).gte(threshold) };
}
