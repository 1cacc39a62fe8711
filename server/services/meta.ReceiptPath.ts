// meta.ReceiptPath/gainReceiptRoutes: the trace of a receipt (server/records/receipt-paths.ts).
// The caller must be able to read the receipt asked about — its entity, and the record itself
// within its data scope and menu limits (else the same 11 as a missing one); connected documents
// the caller may not see are left out, with their paths.
import { metaReceiptPath } from '../../schemas/rpc/receiptPath';
import { implement } from '../modules/types';
import { requireEntityAccess } from '../records/access';
import { callerModel } from '../records/context';
import { type Visibility, visibilityOf, whereVisible } from '../records/data-scope';
import { receiptEntityOf, receiptRoutes } from '../records/receipt-paths';
import { rm } from '../records/messages';
import { fromEntity } from '../records/storage';
import { notFound, RpcError } from '../rpc/errors';
import { type CallContext, type Registry, session } from '../rpc/registry';

/** What the caller sees of an entity's records, or null when it may not read the entity at all. */
async function readVisibility(ctx: CallContext, entity: string): Promise<Visibility | null> {
  try {
    await requireEntityAccess(ctx, entity, 'read');
  } catch (e) {
    if (e instanceof RpcError) return null;
    throw e;
  }
  return visibilityOf(ctx, await callerModel(ctx, entity));
}

export function register(reg: Registry) {
  reg.add(
    implement(metaReceiptPath, {
      gainReceiptRoutes: async (ctx, [receiptId]) => {
        const s = session(ctx);
        const missing = () => notFound(rm(ctx.lang, 'notFound', { value: String(receiptId) }));
        const entity = await receiptEntityOf(s.db, s.tenantId, receiptId);
        const vis = entity ? await readVisibility(ctx, entity) : null;
        if (!entity || !vis) throw missing();
        const model = await callerModel(ctx, entity);
        const own = await whereVisible(fromEntity(s.db, model).select('t.id').where('t.id', '=', receiptId), vis).executeTakeFirst();
        if (!own) throw missing();
        const seen = new Map<string, Promise<Visibility | null>>([[entity, Promise.resolve(vis)]]);
        const visibility = (code: string) => seen.get(code) ?? seen.set(code, readVisibility(ctx, code)).get(code)!;
        return receiptRoutes(s.db, s.tenantId, receiptId, entity, ctx.lang, visibility);
      },
    }),
  );
}
