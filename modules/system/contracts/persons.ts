// portal.Person (spec §7 Master data): the Person entity's records through 人员档案 — add, update,
// delete, fuzzy (code and name look-up), detail, summary (a page) and leadIn (an uploaded
// .xlsx) — the generic record calls bound to the entity and its page, like the receipt services.
import { z } from 'zod';
import type { FuzzyValue } from '../../../schemas/rpc/datax';
import { args, call, defineService, idArg, type Paged } from '../../../schemas/rpc/define';
import { receiptCalls } from '../../../schemas/rpc/receiptCalls';
import { personPages } from '../pages/persons';

const c = receiptCalls('Person', personPages.Person.url);

export const portalPerson = defineService('portal.Person', {
  add: c.create,
  update: c.modify,
  delete: c.removeByIds,
  detail: c.detail,
  summary: c.summaryPage,
  leadIn: c.leadIn,
  /** [{text, page, pageSize, ids}]: people whose number or name contains the text (pickers) */
  fuzzy: call<[{ text?: string; page?: number; pageSize?: number; ids?: number[] }], Paged<FuzzyValue>>(
    args([
      'query',
      z.object({
        text: z.string().max(128).optional(),
        page: z.number().int().min(1, 'must be at least 1').optional(),
        pageSize: z.number().int().min(1, 'must be at least 1').max(100).optional(),
        ids: z.array(idArg).max(100).optional(),
      }),
    ]),
    { entity: 'Person', op: 'lookup' },
  ),
});

