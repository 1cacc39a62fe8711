// wms.PutOn and wms.Stack: the generic receipt calls bound to the put-on and stack documents and
// their pages (get and remove as the warehouse's other services name them), and 推荐库位 of a put-on.
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';
import { receiptCalls } from '../../../schemas/rpc/receiptCalls';
import { PUTAWAY_STRATEGIES, type PutawayStrategy } from '../putaway';
import { storagePages } from './pages';

const suggestArgs = z.object({ entityCode: z.string().max(128).optional(), ids: z.array(idArg).min(1).max(100), url: z.string().max(256).optional(), strategy: z.enum(PUTAWAY_STRATEGIES).optional() });

const putOnCalls = receiptCalls('WmsPutOn', storagePages.PutOn.url);
export const wmsPutOn = defineService('wms.PutOn', {
  ...putOnCalls,
  get: putOnCalls.detail,
  remove: putOnCalls.removeByIds,
  /** [{ids, strategy}]: 推荐库位 — fills the target of every line that has none, by the strategy given or the put-on's own (default batch) */
  suggestPositions: call<[{ entityCode?: string; ids: number[]; url?: string; strategy?: PutawayStrategy }], { msg: string; placed: number }>(args(['action', suggestArgs]), {
    entity: 'WmsPutOn',
    op: 'update',
    page: storagePages.PutOn.url,
  }),
});

const stackCalls = receiptCalls('WmsStack', storagePages.Stack.url);
export const wmsStack = defineService('wms.Stack', { ...stackCalls, get: stackCalls.detail, remove: stackCalls.removeByIds });
