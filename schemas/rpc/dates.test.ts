// Dates in call arguments are calendar days: 2026-02-30 is refused (it used to pass the format check
// and be read as 2 March), leap days are taken in leap years only — in the shared schema and in every
// call that takes a date or a date-time.
import { describe, expect, it } from 'vitest';
import { loginLogQuery } from '../../modules/tenant/contracts';
import { opLogQuery } from '../../modules/system/contracts/oplog';
import { checkArg } from '../../modules/tooling/contracts';
import { outsourceTasksArg } from '../../modules/production/outsource/contracts';
import { orderStacks } from '../../modules/production/orders/pages';
import { calendarDay, isCalendarDay } from './dates';

describe('calendar days', () => {
  it('knows the calendar: month lengths, leap years, nothing but digits', () => {
    expect(['2026-02-28', '2028-02-29', '2026-12-31', '2000-02-29', '2026-04-30 08:00'].map(isCalendarDay)).toEqual([true, true, true, true, true]);
    expect(['2026-02-29', '2026-02-30', '2026-04-31', '2026-13-01', '2026-00-10', '1900-02-29', '2026-2-3', 'tomorrow'].map(isCalendarDay)).toEqual([false, false, false, false, false, false, false, false]);
    expect(calendarDay().safeParse('2026-02-30').success).toBe(false);
    expect(calendarDay().safeParse('2026-03-02').success).toBe(true);
  });

  it('every call that takes a date refuses 2026-02-30 and takes 2026-03-02', () => {
    const order = orderStacks.Order.service.calls;
    const parse: Array<[string, (day: string) => boolean]> = [
      ['tenant login log', (d) => loginLogQuery.safeParse({ from: d }).success],
      ['operation log', (d) => opLogQuery.safeParse({ to: `${d} 23:59:59` }).success],
      ['fixture check', (d) => checkArg.safeParse({ id: 1, shift: 'Day', readings: [{ item: '平面度', value: 1 }], checkDate: d }).success],
      ['subcontracting', (d) => outsourceTasksArg.safeParse({ orderId: 1, tasks: [{ opId: 1, supplierId: 1, quantity: 1, deliveryDate: d }] }).success],
      ['work order list', (d) => order.getWorkOrderList.args.schema.safeParse([{ from: d }]).success],
      ['work order from sales', (d) => order.createFromSale.args.schema.safeParse([{ saleId: 1, planStart: `${d} 08:00` }]).success],
    ];
    expect(parse.map(([what, ok]) => [what, ok('2026-02-30'), ok('2026-03-02')])).toEqual(parse.map(([what]) => [what, false, true]));
  });
});
