// 指标与数据模型's demo: three models — the sales order lines (销售明细表's source: customer,
// material, salesman, day), the sales orders (by customer, day) over the product's own database,
// and the old MES's line output (line, shift, day) of the MES-LEGACY source — and five indicators
// over them with targets, each computed at the seed from the seeded rows, so every page shows real
// figures: the sales demo spans the year before the first start (its dates are relative to it),
// the MES file its twenty days of October 2026. Targets are the rounded averages of the seeded
// series (sales) or fixed (MES), so the same on every day it seeds. The tenant's admin finds three
// of them pinned as cards on home (工作台's pins).
import { Big } from '../../../../schemas/compute/decimal';
import { sql } from 'kysely';
import type { AppEnv } from '../../../../server/env';
import type { SeedContext } from '../../../../server/modules/types';
import { seedPins } from '../../../workbench/server/public';
import { DEMO_SQLITE } from '../../server/demo';
import type { IndicatorInput, ModelInput } from '../contracts';
import { storeComputation } from './compute';
import { ruleOf, saveIndicator } from './indicators';
import { modelOf, saveModel } from './models';
import { INDICATOR_PIN } from './pins';

/** the admin's three cards on home: the first three of these the tenant has, in this order */
export const DEMO_PINS = ['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE', 'ORDER-COUNT', 'SALES-QTY'];

// the seed has no running server: the file sources' drivers read the stored file and need none of it
const SEED_ENV = {} as AppEnv;

const dim = (name: string, label: string) => ({ name, label, role: 'dimension' as const });
const measure = (name: string, label: string) => ({ name, label, role: 'measure' as const });
const time = (name: string, label: string) => ({ name, label, role: 'time' as const });
const attribute = (name: string, label: string) => ({ name, label, role: 'attribute' as const });

export async function seedIndicatorDemo(ctx: SeedContext): Promise<void> {
  const T = ctx.tenant.id;
  if ((await sql`select 1 from dg_model where tenant_id = ${T} limit 1`.execute(ctx.db)).rows.length) return;
  const mes = (await sql<{ id: string }>`select id from dg_source where tenant_id = ${T} and code = ${DEMO_SQLITE}`.execute(ctx.db)).rows[0];
  const owner = (await sql<{ id: string }>`select min(id) as id from person where tenant_id = ${T}`.execute(ctx.db)).rows[0]?.id;
  const who = { tenantId: T, userId: ctx.creator.id, userName: ctx.creator.name };
  const ownerId = owner ? Number(owner) : null;

  const models: ModelInput[] = [
    {
      code: 'SALES-LINES', name: '销售订单明细', kind: 'report', reportCode: 'sale.ItemReport', ownerId, tags: ['销售'],
      description: '已审核销售订单的每一行：客户、物料、业务员、日期、数量与金额（按列表的数据范围读取）',
      columns: [time('header.bill_date', '单据日期'), dim('header.customer_id', '客户'), dim('material_id', '物料'), dim('header.salesman_id', '业务员'), attribute('header.code', '单据编号'), measure('quantity', '数量'), measure('amount', '金额')],
    },
    {
      code: 'SALES-ORDERS', name: '销售订单', kind: 'report', reportCode: 'sale.CustomerSummaryReport', ownerId, tags: ['销售'],
      description: '已审核的销售订单（表头）：客户、日期与优惠后金额',
      columns: [time('bill_date', '单据日期'), dim('customer_id', '客户'), attribute('code', '单据编号'), measure('real_price', '优惠后金额')],
    },
  ];
  if (mes) {
    models.push({
      code: 'MES-OUTPUT', name: '产线产量', kind: 'table', sourceId: Number(mes.id), table: 'main.line_output', ownerId, tags: ['产量', '产线'],
      description: '旧 MES 导出的各产线每班产量与报废数',
      columns: [time('day', '日期'), dim('line', '产线'), dim('shift', '班次'), attribute('operator', '操作员'), attribute('operator_phone', '操作员电话'), measure('qty', '产量'), measure('scrap_qty', '报废数')],
    });
  }
  const ids: Record<string, number> = {};
  for (const m of models) ids[m.code] = (await saveModel(ctx.db, who, m, 'zh_CN')).id;

  type Seeded = IndicatorInput & { targetFromAverage?: { factor: string } };
  const indicators: Seeded[] = [
    { code: 'SALES-AMOUNT', name: '销售额', modelId: ids['SALES-LINES']!, measure: { agg: 'sum', column: 'amount' }, dimensions: ['header.customer_id'], period: 'month', unit: '元', scale: 2, direction: 'higher', description: '已审核销售订单行金额之和（折扣前），按月', targetFromAverage: { factor: '1.05' } },
    { code: 'SALES-QTY', name: '销售数量', modelId: ids['SALES-LINES']!, measure: { agg: 'sum', column: 'quantity' }, dimensions: ['material_id'], period: 'week', scale: 2, direction: 'higher', description: '已审核销售订单行数量之和，按周（周一开始）', targetFromAverage: { factor: '1' } },
    { code: 'ORDER-COUNT', name: '订单数', modelId: ids['SALES-ORDERS']!, measure: { agg: 'count' }, dimensions: ['customer_id'], period: 'month', unit: '单', scale: 0, direction: 'higher', description: '已审核销售订单数，按月', targetFromAverage: { factor: '1.1' } },
  ];
  if (mes) {
    indicators.push(
      { code: 'LINE-OUTPUT', name: '日产量', modelId: ids['MES-OUTPUT']!, measure: { agg: 'sum', column: 'qty' }, dimensions: ['line'], period: 'day', unit: '件', scale: 0, target: '1450', alarm: '1350', direction: 'higher', description: '三条产线每日产量之和' },
      { code: 'SCRAP-RATE', name: '报废率', modelId: ids['MES-OUTPUT']!, measure: { agg: 'sum', column: 'scrap_qty' }, denominator: { agg: 'sum', column: 'qty' }, percent: true, dimensions: ['line'], period: 'day', unit: '%', scale: 2, target: '0.60', alarm: '1.00', direction: 'lower', description: '报废数 ÷ 产量，按日' },
    );
  }
  for (const { targetFromAverage, ...i } of indicators) {
    const saved = await saveIndicator(ctx.db, who, i, 'zh_CN');
    const model = await modelOf(ctx.db, T, saved.modelId, 'zh_CN');
    await storeComputation(SEED_ENV, ctx.db, T, model, ruleOf(saved), 'Seed', 'zh_CN');
    if (targetFromAverage) {
      const { rows } = await sql<{ avg: string | null }>`select avg(value)::text as avg from dg_indicator_value where tenant_id = ${T} and indicator_id = ${saved.id} and dims = '{}'`.execute(ctx.db);
      if (rows[0]?.avg) {
        const target = new Big(rows[0].avg).times(targetFromAverage.factor).round(saved.scale, Big.roundHalfUp);
        const alarm = target.times('0.8').round(saved.scale, Big.roundHalfUp);
        await sql`update dg_indicator set target = ${target.toFixed()}::numeric, alarm = ${alarm.toFixed()}::numeric where tenant_id = ${T} and id = ${saved.id}`.execute(ctx.db);
      }
    }
    // the schedule's first run is an hour after the seed: the seeded series stands as computed
    await sql`update dg_indicator set next_run_at = now() + interval '1 hour' where tenant_id = ${T} and id = ${saved.id}`.execute(ctx.db);
  }
  const admin = (await sql<{ id: string }>`select id from app_user where tenant_id = ${T} and code = 'admin'`.execute(ctx.db)).rows[0];
  const pinned = DEMO_PINS.filter((c) => indicators.some((i) => i.code === c)).slice(0, 3);
  if (admin) await seedPins(ctx.db, { tenantId: T, userId: Number(admin.id) }, pinned.map((code) => ({ kind: INDICATOR_PIN, code })));
}
