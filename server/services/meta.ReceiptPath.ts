// meta.ReceiptPath/gainReceiptRoutes: the trace of a receipt (server/records/receipt-paths.ts).
// The caller must be able to read the receipt asked about (else the same 11 as a missing one);
// connected documents of entities the caller may not read are left out, with their paths.
import { metaReceiptPath } from '../../schemas/rpc/receiptPath';
import { implement } from '../modules/types';
import { requireEntityAccess } from '../records/access';
import { receiptEntityOf, receiptRoutes } from '../records/receipt-paths';
import { rm } from '../records/messages';
import { notFound, RpcError } from '../rpc/errors';
import { type Registry, session } from '../rpc/registry';

export function register(reg: Registry) {
  reg.add(
    implement(metaReceiptPath, {
      gainReceiptRoutes: async (ctx, [receiptId]) => {
        const s = session(ctx);
        const readable = async (entity: string) => {
          try {
            await requireEntityAccess(ctx, entity, 'read');
            return true;
          } catch (e) {
            if (e instanceof RpcError) return false;
            throw e;
          }
        };
        const entity = await receiptEntityOf(s.db, s.tenantId, receiptId);
        if (!entity || !(await readable(entity))) throw notFound(rm(ctx.lang, 'notFound', { value: String(receiptId) }));
        return receiptRoutes(s.db, s.tenantId, receiptId, entity, ctx.lang, readable);
      },
    }),
  );
}
