// Demo piece rates (the demo tenant; once, after the production master data): a rate per piece for
// the turning, drilling and assembly processes of the demo routes, for every product, and one
// product's own rate where its work is harder (the other processes are left for the planner to
// price) — so 计件单价 and the wages over the demo outputs are real at the first start. Written
// through the record layer (its one-rate-per-process rule holds them).
import { sql } from 'kysely';
import { TenantScopePlugin } from '../../../../server/db/scope';
import type { SeedContext } from '../../../../server/modules/types';
import { builtinModel } from '../../../../server/records/model';
import { type AnyTrx, createRecord, type Writer } from '../../../../server/records/write';

/** process name, rate per qualified piece (yuan), and the product whose own rate it is (none: every product) */
const RATES: Array<[process: string, rate: string, product: string | null, remark: string | null]> = [
  ['粗车', '2.5', null, null],
  ['精车', '3.2', null, null],
  ['精车', '4.5', '齿轮轴', '齿面精度要求高'],
  ['钻孔', '1.2', null, null],
  ['装配', '6.0', null, null],
];

export async function seedPieceRateDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const T = ctx.tenant.id;
  if ((await sql`select 1 from prd_piece_rate where tenant_id = ${T} limit 1`.execute(ctx.db)).rows.length) return;
  const processes = new Map((await sql<{ id: number; name: string }>`select id::int as id, name from mdm_process where tenant_id = ${T} order by id`.execute(ctx.db)).rows.map((r) => [r.name, r.id]));
  const products = new Map<string, number>();
  for (const r of (await sql<{ id: number; name: string }>`select id::int as id, name from mdm_material where tenant_id = ${T} order by code`.execute(ctx.db)).rows) if (!products.has(r.name)) products.set(r.name, r.id);
  const trx = (ctx.db as unknown as AnyTrx).withoutPlugins().withPlugin(new TenantScopePlugin(T)) as AnyTrx;
  const w: Writer = { db: trx, tenantId: T, userId: ctx.creator.id, userName: ctx.creator.name, organId: ctx.organId, lang: 'zh_CN' };
  const model = builtinModel('ProductionPieceRate')!;
  for (const [process, rate, product, remark] of RATES) {
    const processId = processes.get(process);
    if (processId === undefined || (product !== null && !products.has(product))) continue;
    await createRecord(w, model, { process_id: processId, material_id: product === null ? null : products.get(product), rate, remark }, trx);
  }
}
