// wms.PutOn: the generic receipt calls bound to the put-on document and its page (get and remove as
// the warehouse's other services name them), and 推荐库位 of a put-on.
import { z } from 'zod';
import { defineDocument, GET_REMOVE } from '../../../schemas/documents/define';
import { args, call, idArg } from '../../../schemas/rpc/define';
import { PUTAWAY_STRATEGIES, type PutawayStrategy } from '../putaway';
import { putOnPages } from './pages';

const suggestArgs = z.object({ entityCode: z.string().max(128).optional(), ids: z.array(idArg).min(1).max(100), url: z.string().max(256).optional(), strategy: z.enum(PUTAWAY_STRATEGIES).optional() });

export const wmsPutOn = defineDocument('wms.PutOn', {
  entity: 'WmsPutOn',
  page: putOnPages.PutOn.url,
  aliases: GET_REMOVE,
  own: {
    /** [{ids, strategy}]: 推荐库位 — fills the target of every line that has none, by the strategy given or the put-on's own (default batch) */
    suggestPositions: call<[{ entityCode?: string; ids: number[]; url?: string; strategy?: PutawayStrategy }], { msg: string; placed: number }>(args(['action', suggestArgs]), {
      entity: 'WmsPutOn',
      op: 'update',
      page: putOnPages.PutOn.url,
    }),
  },
});

