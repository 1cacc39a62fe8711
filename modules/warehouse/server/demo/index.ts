// Demo data of 仓储管理 (the demo tenant): built by modules/warehouse/server/demo/* (see the brief).
import type { SeedContext } from '../../../../server/modules/types';

export async function seedWarehouseDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
}
