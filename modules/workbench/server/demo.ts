// The demo tenant's saved analysis, shared with the group manager's role (集团经理, who reads the
// whole organisation's sale orders): sales by customer and month, so BI分析 opens on something real.
import { sql } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import type { BiQuery } from '../contracts';

export const DEMO_ANALYSIS_NAME = '客户月度销售额';
export const DEMO_SHARED_ROLE = 'group';

export const DEMO_QUERY: BiQuery = {
  source: 'sale.CustomerSummaryReport',
  rows: [{ field: 'customer_id' }],
  columns: [{ field: 'bill_date', bucket: 'month' }],
  measures: [{ field: 'real_price', agg: 'sum' }],
  filters: [],
  chart: 'bar',
};

export async function seedWorkbenchDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const role = await ctx.db.selectFrom('role').select('id').where('tenant_id', '=', ctx.tenant.id).where('code', '=', DEMO_SHARED_ROLE).executeTakeFirst();
  await sql`insert into wb_bi_analysis (tenant_id, name, query, role_ids, owner_id, owner_name)
    values (${ctx.tenant.id}, ${DEMO_ANALYSIS_NAME}, ${JSON.stringify(DEMO_QUERY)}::jsonb, ${role ? [Number(role.id)] : []}::bigint[], ${ctx.creator.id}, ${ctx.creator.name})`.execute(ctx.db);
}
