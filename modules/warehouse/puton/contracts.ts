// wms.PutOn and wms.Stack: the generic receipt calls bound to the put-on and stack documents and
// their pages (get and remove as the warehouse's other services name them), and 推荐库位 of a put-on.
import { z } from 'zod';
import { defineDocument, GET_REMOVE } from '../../../schemas/documents/define';
import { args, call, idArg } from '../../../schemas/rpc/define';
import { PUTAWAY_STRATEGIES, type PutawayStrategy } from '../putaway';
import { storagePages } from './pages';

const suggestArgs = z.object({ entityCode: z.string().max(128).optional(), ids: z.array(idArg).min(1).max(100), url: z.string().max(256).optional(), strategy: z.enum(PUTAWAY_STRATEGIES).optional() });

export const wmsPutOn = defineDocument('wms.PutOn', {
  entity: 'WmsPutOn',
  page: storagePages.PutOn.url,
  aliases: GET_REMOVE,
  own: {
    /** [{ids, strategy}]: 推荐库位 — fills the target of every line that has none, by the strategy given or the put-on's own (default batch) */
    suggestPositions: call<[{ entityCode?: string; ids: number[]; url?: string; strategy?: PutawayStrategy }], { msg: string; placed: number }>(args(['action', suggestArgs]), {
      entity: 'WmsPutOn',
      op: 'update',
      page: storagePages.PutOn.url,
    }),
  },
});

export const wmsStack = defineDocument('wms.Stack', { entity: 'WmsStack', page: storagePages.Stack.url, aliases: GET_REMOVE });
