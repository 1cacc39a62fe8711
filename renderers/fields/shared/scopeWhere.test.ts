// A scoped reference's picker narrows by fields of its own row or of the header (AttrDef.quote.scope).
import { createForm } from '@formily/core';
import { describe, expect, it } from 'vitest';
import { scopeWhere } from './referenceRenderer';

describe('scopeWhere', () => {
  it('reads the header’s field and a sibling of the same row, as ids or as references; unfilled fields narrow nothing', () => {
    const form = createForm({ values: { warehouse_id: { id: 5, code: 'WH05' }, items: [{ to_warehouse_id: 7 }] } });
    const row = form.createField({ name: 'position_id', basePath: 'items.0' });
    form.createField({ name: 'to_warehouse_id', basePath: 'items.0' });
    expect(scopeWhere({ warehouse_id: 'header.warehouse_id' }, row)).toEqual({ warehouse_id: 5 });
    expect(scopeWhere({ warehouse_id: 'to_warehouse_id' }, row)).toEqual({ warehouse_id: 7 });
    expect(scopeWhere({ area_id: 'header.area_id' }, row)).toBeUndefined();
    expect(scopeWhere(null, row)).toBeUndefined();
    expect(scopeWhere({ warehouse_id: 'header.warehouse_id' }, null)).toBeUndefined();
  });
});
