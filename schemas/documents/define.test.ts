import { describe, expect, it } from 'vitest';
import { args, call, idArg } from '../rpc/define';
import { defineDocument, GENERIC_CALLS, GET_REMOVE } from './define';

const page = 'erp/Thing';

describe('defineDocument', () => {
  it('answers every generic call under its own name by default, with its conversions and own calls', () => {
    const s = defineDocument('erp.Thing', {
      entity: 'Thing',
      page,
      conversions: { orderToThing: 'orderId' },
      own: { mark: call<[number], unknown>(args(['id', idArg]), { page, op: 'mark' }) },
    });
    expect(s.name).toBe('erp.Thing');
    expect(Object.keys(s.calls).sort()).toEqual([...GENERIC_CALLS, 'orderToThing', 'mark'].sort());
    expect(s.document).toEqual({
      entity: 'Thing',
      page,
      generic: Object.fromEntries(GENERIC_CALLS.map((k) => [k, k])),
      conversions: { orderToThing: { from: 'orderId', link: 'orderToThing' } },
    });
  });

  it('binds writes to the page and reads to the entity (any page showing it)', () => {
    const { calls } = defineDocument('erp.Thing', { entity: 'Thing', page });
    const access = Object.fromEntries(Object.entries(calls).map(([n, c]) => [n, c.access]));
    expect(access).toEqual({
      create: { entity: 'Thing', op: 'create', page },
      modify: { entity: 'Thing', op: 'update', page },
      detail: { entity: 'Thing', op: 'read' },
      commit: { entity: 'Thing', op: 'commit', page },
      audit: { entity: 'Thing', op: 'audit', page },
      auditByIds: { entity: 'Thing', op: 'audit', page },
      deApproval: { entity: 'Thing', op: 'deApproval', page },
      manualFinish: { entity: 'Thing', op: 'manualFinish', page },
      repeal: { entity: 'Thing', op: 'repeal', page },
      removeByIds: { entity: 'Thing', op: 'delete', page },
      summaryPage: { entity: 'Thing', op: 'read' },
      summaryItemPage: { entity: 'Thing', op: 'read' },
      leadIn: { entity: 'Thing', op: 'import', page },
    });
    expect(calls.commit.args.names).toEqual(['id', 'version']);
    expect(calls.removeByIds.args.names).toEqual(['ids']);
  });

  it('answers only the calls chosen, under the other names given (same contract as the generic call)', () => {
    const s = defineDocument('mdm.Thing', { entity: 'Thing', page, calls: ['detail'], aliases: { ...GET_REMOVE, add: 'create', summary: 'summaryPage' } });
    expect(Object.keys(s.calls).sort()).toEqual(['add', 'detail', 'get', 'remove', 'summary']);
    expect(s.calls.get).toBe(s.calls.detail);
    expect(s.calls.add.access).toEqual({ entity: 'Thing', op: 'create', page });
    expect(s.calls.remove.access).toEqual({ entity: 'Thing', op: 'delete', page });
    expect(s.document.generic).toEqual({ detail: 'detail', get: 'detail', remove: 'removeByIds', add: 'create', summary: 'summaryPage' });
  });

  it('makes a conversion a create through the page taking {<source key>, handleBillId}, its link named like the call unless said', () => {
    const s = defineDocument('wms.Thing', { entity: 'Thing', page, calls: [], conversions: { arrivalToThing: { from: 'arrivalId', link: 'registrationToThing' }, orderToThing: 'orderId' } });
    expect(s.calls.arrivalToThing.access).toEqual({ entity: 'Thing', op: 'create', page });
    expect(s.calls.arrivalToThing.args.names).toEqual(['conversion']);
    expect(s.calls.arrivalToThing.args.schema.safeParse([{ arrivalId: 3, handleBillId: null }]).success).toBe(true);
    expect(s.calls.arrivalToThing.args.schema.safeParse([{ orderId: 3 }]).success).toBe(false);
    expect(s.document.conversions).toEqual({ arrivalToThing: { from: 'arrivalId', link: 'registrationToThing' }, orderToThing: { from: 'orderId', link: 'orderToThing' } });
  });

  it('gives own calls the generic shapes when they reuse them and the page writes go through, and lets them replace a generic call', () => {
    const s = defineDocument('task.Thing', {
      entity: 'Thing',
      page,
      calls: ['summaryPage', 'leadIn'],
      own: (g, through) => ({ exportThings: call(g.summaryPage.args, { entity: 'Thing', op: 'export', page: through }), leadIn: call(args(['fileId', idArg]), { entity: 'Thing', op: 'import' }) }),
    });
    expect(s.calls.exportThings.args).toBe(s.calls.summaryPage.args);
    expect(s.calls.exportThings.access).toEqual({ entity: 'Thing', op: 'export', page });
    expect(s.calls.leadIn.access).toEqual({ entity: 'Thing', op: 'import' });
  });
});
