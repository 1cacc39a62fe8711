// 数据血缘 benchmark (run through tsx, standalone or from scripts/bench.mjs): the lineage of 1 000
// registered statements — parsed with node-sql-parser and turned into table and column edges
// against a harvested catalogue of 200 tables (modules/datagov/lineage/server/compute.ts, the same
// function a recomputation runs). The statements take the shapes ETL steps and views take: joins
// of three tables with expressions and aggregates, CTEs, UNION ALL, SELECT *, INSERT … SELECT
// and CREATE TABLE AS, each reading the tables earlier ones wrote (chains up to ten deep). The
// median of three runs; budget 3 s (what a user waits for 重新解析 of a large registry). The first
// run is reported apart: it loads the parser's grammar.
// npx tsx scripts/bench-lineage.ts   (BENCH_LINEAGE_STATEMENTS=… to change the count)
import type { StatementRow } from '../modules/datagov/server/statements';
import { type CatalogueTable, computeLineage } from '../modules/datagov/lineage/server/compute';
import type { Budget, Report } from './bench-kit';

export const LINEAGE_BUDGET_MS = 3000;
const COUNT = Number(process.env.BENCH_LINEAGE_STATEMENTS || 1000);
const TABLES = 200;
const COLUMNS = 10;
const SOURCE = 1;

const col = (i: number) => `c${i}`;
const tab = (i: number) => `t${i}`;

function catalogue(): CatalogueTable[] {
  return Array.from({ length: TABLES }, (_, i) => ({ sourceId: SOURCE, schema: 'public', table: tab(i), kind: 'table', columns: Array.from({ length: COLUMNS }, (_, c) => col(c)) }));
}

/** statement i: one of five shapes, writing w_i and reading base tables and earlier statements' tables */
function statementSql(i: number): string {
  const a = tab(i % TABLES);
  const b = tab((i * 7 + 3) % TABLES);
  const earlier = i >= 10 ? `w${i - 10}` : tab((i * 13 + 5) % TABLES);
  switch (i % 5) {
    case 0:
      return `insert into w${i} (k, total, label) select x.c0, sum(x.c1 * y.c2) as total, upper(coalesce(z.c3, 'n/a'))
        from ${a} x join ${b} y on y.c0 = x.c0 left join ${earlier} z on z.c0 = x.c0 where x.c4 > 10 group by x.c0, z.c3`;
    case 1:
      return `create table w${i} as with base as (select c0, c1 + c2 as s, c5 from ${a}), agg as (select c0, max(s) as top, count(*) as n from base group by c0)
        select b.c0 as k, a.top as total, case when a.n > 5 then b.c5 else 'few' end as label from base b join agg a on a.c0 = b.c0`;
    case 2:
      return `insert into w${i} select c0 as k, c1 as total, c2 as label from ${a} union all select c0, c6, c7 from ${b}`;
    case 3:
      return `create table w${i} as select * from ${a}`;
    default:
      return `insert into w${i} (k, total, label) select e.k, e.total * 2, (select max(q.c9) from ${b} q where q.c0 = e.k) from ${earlier} e`;
  }
}

function statements(): StatementRow[] {
  return Array.from({ length: COUNT }, (_, i) => ({
    id: i + 1, origin: 'etl.step', originId: String(i + 1), name: `step ${i + 1}`, sourceId: SOURCE, targetSourceId: null, targetTable: null,
    sql: statementSql(i), dialect: 'postgresql', updatedAt: new Date(0).toISOString(),
  }));
}

export async function benchLineage(report: Report, budget?: Budget): Promise<void> {
  const cat = catalogue();
  const rows = statements();
  const kinds = new Map([[SOURCE, 'pg']]);
  const runs: number[] = [];
  let edges = 0;
  let failed = 0;
  let first = 0;
  for (let r = 0; r < 4; r++) {
    const t0 = performance.now();
    const c = await computeLineage(rows, cat, kinds, 0);
    const ms = performance.now() - t0;
    if (r === 0) first = ms;
    else runs.push(ms);
    edges = c.edges.length;
    failed = c.statements.filter((s) => s.error).length;
  }
  const median = Math.round(runs.sort((a, b) => a - b)[1]!);
  report(`lineage of ${COUNT} statements (parse + edges)`, median, 'ms', `median of 3; ${edges} edges, ${failed} unparsed; first run ${Math.round(first)} ms (grammar load)`);
  report('lineage per statement', Math.round((median / COUNT) * 1000) / 1000, 'ms');
  budget?.(`lineage of ${COUNT} statements`, median, LINEAGE_BUDGET_MS, 'ms');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const report: Report = (name, value, unit, note = '') => console.log(`${name.padEnd(48)} ${String(value).padStart(10)} ${unit.padEnd(8)} ${note}`);
  await benchLineage(report, (name, value, limit, unit) => {
    if (value > limit) {
      console.log(`OVER BUDGET: ${name} is ${value} ${unit}, the budget is ${limit} ${unit}`);
      process.exitCode = 1;
    }
  });
}
