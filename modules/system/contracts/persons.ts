// portal.Person: the Person entity's records through 人员档案 — add, update,
// delete, fuzzy (code and name look-up), detail, summary (a page) and leadIn (an uploaded
// .xlsx) — the generic record calls bound to the entity and its page, like the receipt services.
import { z } from 'zod';
import type { FuzzyValue } from '../../../schemas/rpc/datax';
import { defineDocument } from '../../../schemas/documents/define';
import { args, call, idArg, type Paged } from '../../../schemas/rpc/define';
import { personPages } from '../pages/persons';

export const portalPerson = defineDocument('portal.Person', {
  entity: 'Person',
  page: personPages.Person.url,
  calls: ['detail', 'leadIn'],
  aliases: { add: 'create', update: 'modify', delete: 'removeByIds', summary: 'summaryPage' },
  own: {
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
  },
});

