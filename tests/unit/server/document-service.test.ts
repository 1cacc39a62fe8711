// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineDocument, GET_REMOVE } from '../../../schemas/documents/define';
import { args, call, idArg } from '../../../schemas/rpc/define';
import { documentHandlers, implementDocument } from '../../../server/records/document-service';

const page = 'erp/Thing';
const thing = defineDocument('erp.Thing', {
  entity: 'Thing',
  page,
  calls: ['create', 'detail', 'summaryPage'],
  aliases: GET_REMOVE,
  conversions: { orderToThing: 'orderId' },
  own: { mark: call<[number], { marked: number }>(args(['id', idArg]), { page, op: 'mark' }) },
});

describe('implementDocument', () => {
  it('answers every declared call: generic ones under each name, conversions, and the own handlers', () => {
    const mark = async () => ({ marked: 1 });
    const impl = implementDocument(thing, { mark });
    expect(impl.name).toBe('erp.Thing');
    expect(Object.keys(impl.handlers).sort()).toEqual(Object.keys(thing.calls).sort());
    expect(Object.values(impl.handlers).every((h) => typeof h === 'function')).toBe(true);
    expect(impl.handlers.mark).toBe(mark);
  });

  it('lets an own handler replace a generic one (and reach the generic one through documentHandlers)', () => {
    const generic = documentHandlers(thing);
    const create: typeof generic.create = (ctx, [r]) => generic.create(ctx, [{ ...r, stamped: true }]);
    const impl = implementDocument(thing, { mark: async () => ({ marked: 0 }), create });
    expect(impl.handlers.create).toBe(create);
    expect(Object.keys(generic).sort()).toEqual(['create', 'detail', 'get', 'orderToThing', 'remove', 'summaryPage']);
  });

});
