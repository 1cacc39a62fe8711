// 计件单价: one rate per process and product (or per process for every product) — a second one
// would make the wage ambiguous, so it is refused with the process and product named.
import { sql } from 'kysely';
import { refId } from '../../../../schemas/refs';
import { refuse } from '../../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../../server/modules/types';
import { bm } from '../messages';

async function oneRatePerProcess(ctx: HookContext): Promise<void> {
  const rec = { ...(ctx.before ?? {}), ...(ctx.values ?? {}) } as Record<string, unknown>;
  const process = refId(rec.process_id);
  if (!process) return;
  const material = refId(rec.material_id) ?? null;
  const T = ctx.writer.tenantId;
  const [twin] = (
    await sql<{ process: string; product: string | null }>`select p.name as process, m.name as product from prd_piece_rate r
      join mdm_process p on p.tenant_id = r.tenant_id and p.id = r.process_id left join mdm_material m on m.tenant_id = r.tenant_id and m.id = r.material_id
      where r.tenant_id = ${T} and r.process_id = ${process} and ${material === null ? sql`r.material_id is null` : sql`r.material_id = ${material}`}
        and r.id <> ${ctx.id ?? 0} limit 1`.execute(ctx.trx)
  ).rows;
  if (twin) refuse(bm(ctx.writer.lang, 'rateTwice', { process: twin.process, product: twin.product ?? bm(ctx.writer.lang, 'allProducts') }), 409);
}

export const boardHooks: RecordHooks[] = [{ entity: 'ProductionPieceRate', actions: ['create', 'modify'], before: oneRatePerProcess }];
