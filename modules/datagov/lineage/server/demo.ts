// 数据血缘's demo, seeded after 数据治理's (the same on every day): the old MES database gains three
// reporting views, each over the one before — line_output → v_line_daily → v_line_yield →
// v_line_month — written into the source's SQLite file and harvested (so the harvest registers
// them as origin 'view'); beside them saved queries (origin 'console.query') over the MES's monthly
// view and over the product database's sales and purchase order lines, customers and materials.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import type { SeedContext } from '../../../../server/modules/types';
import { bytesOf, storeBytes } from '../../../../server/services/file-store';
import { DEMO_OWN, DEMO_SQLITE } from '../../server/demo';
import { harvestSqlite, openSqliteBytes } from '../../server/drivers/sqlite';
import { storeHarvest } from '../../server/harvest';
import { putStatement } from '../../server/statements';

export const DEMO_VIEWS = [
  `CREATE VIEW v_line_daily AS
  SELECT l.line, l.day, s.name AS shift_name, SUM(l.qty) AS qty, IFNULL(SUM(l.scrap_qty), 0) AS scrap
    FROM line_output l JOIN work_shift s ON s.code = l.shift
   GROUP BY l.line, l.day, s.name`,
  `CREATE VIEW v_line_yield AS
  SELECT d.line, d.day, d.qty, d.scrap, ROUND(1.0 * (d.qty - d.scrap) / d.qty, 4) AS yield_rate, q.score AS quality_score
    FROM v_line_daily d LEFT JOIN quality_note q ON q.line = d.line AND q.day = d.day`,
  `CREATE VIEW v_line_month AS
  SELECT line, SUBSTR(day, 1, 7) AS month, SUM(qty) AS qty, AVG(yield_rate) AS yield_rate, MAX(quality_score) AS best_score
    FROM v_line_yield GROUP BY line, SUBSTR(day, 1, 7)`,
];

/** saved queries: [origin id, name, source code, sql] */
const QUERIES: Array<[string, string, string, string]> = [
  ['demo-line-month', '产线月度产量与良率', DEMO_SQLITE, 'select line as "产线", month as "月份", qty as "产量", round(yield_rate * 100, 2) as "良率" from v_line_month order by month, line'],
  [
    'demo-customer-sales',
    '客户销售额',
    DEMO_OWN,
    `select c.name as customer_name, c.code as customer_code, sum(i.quantity * i.unit_price) as amount, count(distinct s.id) as orders
       from erp_sale s join erp_sale_item i on i.owner_id = s.id join mdm_customer c on c.id = s.customer_id
      group by c.name, c.code`,
  ],
  [
    'demo-material-balance',
    '物料供需对照',
    DEMO_OWN,
    `with sold as (select i.material_id, sum(i.quantity) as qty from erp_sale_item i group by i.material_id),
          bought as (select i.material_id, sum(i.quantity) as qty from erp_purchase_item i group by i.material_id)
     select m.code as material_code, m.name as material_name, coalesce(s.qty, 0) as sale_qty, coalesce(b.qty, 0) as purchase_qty,
            coalesce(b.qty, 0) - coalesce(s.qty, 0) as gap
       from mdm_material m left join sold s on s.material_id = m.id left join bought b on b.material_id = m.id
      where s.qty is not null or b.qty is not null`,
  ],
];

/** the MES file with the reporting views added */
async function withViews(bytes: Buffer): Promise<Buffer> {
  const opened = await openSqliteBytes(bytes);
  opened.db.close();
  const file = `${opened.dir}/source.sqlite`;
  try {
    const db = new DatabaseSync(file);
    for (const v of DEMO_VIEWS) db.exec(v);
    db.close();
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(opened.dir!, { recursive: true, force: true });
  }
}

export async function seedLineageDemo(ctx: SeedContext): Promise<void> {
  const T = ctx.tenant.id;
  const { rows: sources } = await sql<{ id: string; code: string; file_id: string | null }>`
    select id, code, config->>'fileId' as file_id from dg_source where tenant_id = ${T} and code in (${DEMO_SQLITE}, ${DEMO_OWN})`.execute(ctx.db);
  const mes = sources.find((s) => s.code === DEMO_SQLITE);
  const own = sources.find((s) => s.code === DEMO_OWN);
  if (!mes?.file_id || !own) return;
  const done = await sql`select 1 from dg_statement where tenant_id = ${T} and origin = 'view' and source_id = ${mes.id} limit 1`.execute(ctx.db);
  if (done.rows.length) return;

  const f = (await sql<{ storage_key: string }>`select storage_key from file where tenant_id = ${T} and id = ${mes.file_id}`.execute(ctx.db)).rows[0]!;
  const bytes = await withViews(await bytesOf(ctx.db, T, f.storage_key));
  await sql`delete from file_chunk where tenant_id = ${T} and storage_key = ${f.storage_key}`.execute(ctx.db);
  await storeBytes(ctx.db, T, f.storage_key, (async function* () {
    yield bytes;
  })());
  await sql`update file set size = ${bytes.length}, sha256 = ${crypto.createHash('sha256').update(bytes).digest('hex')} where tenant_id = ${T} and id = ${mes.file_id}`.execute(ctx.db);
  // a new version: a server that kept the old file open reads the new one
  await sql`update dg_source set version = version + 1 where tenant_id = ${T} and id = ${mes.id}`.execute(ctx.db);
  const opened = await openSqliteBytes(bytes);
  try {
    await storeHarvest(ctx.db, T, Number(mes.id), ctx.creator.name, harvestSqlite(opened.db));
  } finally {
    opened.db.close();
    if (opened.dir) fs.rmSync(opened.dir, { recursive: true, force: true });
  }

  for (const [originId, name, code, text] of QUERIES) {
    const source = code === DEMO_SQLITE ? mes : own;
    await putStatement(ctx.db, T, { origin: 'console.query', originId, name, sourceId: code === DEMO_OWN ? null : Number(source.id), sql: text, dialect: code === DEMO_SQLITE ? 'sqlite' : 'postgresql' });
  }
}
