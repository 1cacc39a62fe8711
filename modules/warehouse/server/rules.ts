// The warehouse rules the record layer runs in every write's transaction (hooks): a transfer line
// goes somewhere else than where it comes from (库位不能一样).
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { refId } from '../../../schemas/refs';

type Rec = Record<string, unknown>;

import { SAME_POSITION } from '../messages';

export { SAME_POSITION };

/** A line whose from and to places are one (same warehouse, same position or both none). */
function refuseSamePlace(ctx: HookContext): void {
  const rec = (ctx.after ?? {}) as Rec;
  const sameWarehouse = refId(rec.warehouse_id) === refId(rec.to_warehouse_id);
  if (!sameWarehouse) return;
  const lines = (rec.items as Rec[] | undefined) ?? [];
  if (lines.some((l) => refId(l.from_position_id) === refId(l.to_position_id))) refuse(SAME_POSITION[ctx.writer.lang === 'en_US' ? 1 : 0]);
}

export const warehouseHooks: RecordHooks[] = [{ entity: 'WmsTransfer', actions: ['create', 'modify'], after: refuseSamePlace, keepsRecord: true }];
