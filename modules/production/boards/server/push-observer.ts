// How the boards learn of shop-floor changes: a successful answer (envelope code 200) to one of the
// calls that move an order or write shop-floor records pushes a refresh to the caller's tenant.
// Watching the answers (not each call's code) means one list instead of a notify in every write —
// the generic record calls included — and the push leaves only after the write has committed.
// Reads never push.
import type { FastifyInstance } from 'fastify';
import { notifyProduction } from '../notify';

const WRITES: Record<string, readonly string[]> = {
  'task.Order': ['start', 'pause', 'complete', 'recall', 'recycle', 'updateWorkOrderState', 'updateComplete', 'audit', 'batchAudit', 'deApproval', 'dispatch', 'dispatchV2', 'split', 'splitBatch', 'combineWorkOrder', 'splitWorkOrder', 'create', 'modify', 'remove', 'removeByIds', 'createFromSale', 'applyWorkOrder'],
  'task.Output': ['report'],
  'task.Feeding': ['feed', 'returnMaterial'],
  'task.OrderTask': ['finishByProcess'],
  'task.Carry': ['carryOver'],
  'industry.Order': ['updateOrderStatus', 'recycle'],
};

/** the service and method of a call's url (/task.Order/start), when it is one of the writes above */
export function isShopFloorWrite(url: string): boolean {
  const m = /^\/([\w.]+)\/(\w+)(?:\?|$)/.exec(url);
  return !!m && (WRITES[m[1]]?.includes(m[2]) ?? false);
}

export function observeShopFloorWrites(app: FastifyInstance): void {
  app.addHook('onSend', async (req, _reply, payload) => {
    if (req.method === 'POST' && typeof payload === 'string' && isShopFloorWrite(req.url) && /^\{"code":200[,}]/.test(payload)) {
      const tenant = req.headers['tenant-id'];
      if (typeof tenant === 'string') notifyProduction(tenant);
    }
    return payload;
  });
}
