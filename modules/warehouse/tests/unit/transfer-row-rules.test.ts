// The row rules on the real transfer declaration (WmsTransfer): a to-position entered equal to the
// from-position is cleared again with 库位不能一样 (and the other way round), different ones stay; an
// emptied quantity empties the per-package count and the package count, a new quantity does not.
import { createForm } from '@formily/core';
import { describe, expect, it, vi } from 'vitest';
import { WmsTransfer } from '../../entities/transfer';
import { entityMeta } from '../../../../server/records/meta';
import { watchLines } from '../../../../src/templates/lines/watchLines';

const settle = () => new Promise((r) => setTimeout(r, 0));

function transferForm() {
  const form = createForm<Record<string, unknown>>({
    initialValues: { items: [{ material_id: { id: 1, code: 'M1', name: '料' }, from_position_id: { id: 5, code: 'P5', name: 'A-01' }, to_position_id: null, quantity: '6', package_qty: '2', package_count: 3, unit_price: '1.5' }] },
  });
  const warn = vi.fn();
  const stop = watchLines(form, entityMeta(WmsTransfer), async () => null, warn);
  const row = () => (form.values.items as Array<Record<string, unknown>>)[0];
  return { form, warn, stop, row };
}

describe('row rules of a transfer line', () => {
  it('clears a to-position equal to the from-position and warns 库位不能一样; a different one stays', async () => {
    const { warn, stop, row } = transferForm();
    row().to_position_id = { id: 5, code: 'P5', name: 'A-01' };
    await settle();
    expect(row().to_position_id).toBeNull();
    expect(warn).toHaveBeenCalledWith({ zh_CN: '库位不能一样', en_US: 'The from and to positions cannot be the same' });
    row().to_position_id = { id: 6, code: 'P6', name: 'A-02' };
    await settle();
    expect(row().to_position_id).toMatchObject({ id: 6 });
    // the from-position entered equal to the to-position is the one cleared
    row().from_position_id = 6;
    await settle();
    expect([row().from_position_id, (row().to_position_id as { id: number }).id]).toEqual([null, 6]);
    expect(warn).toHaveBeenCalledTimes(2);
    stop();
  });

  it('an emptied quantity empties the per-package count and the packages; the amount follows', async () => {
    const { stop, row } = transferForm();
    row().quantity = '8';
    await settle();
    expect([row().package_qty, row().package_count]).toEqual(['2', 3]);
    row().quantity = null;
    await settle();
    expect([row().package_qty, row().package_count]).toEqual([null, null]);
    expect(row().amount ?? null).toBeNull();
    stop();
  });
});
