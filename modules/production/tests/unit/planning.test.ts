// The planning reports' opening ranges (排产计划: this week, Monday to Sunday; 产能规划: today and the
// next 13 days) on the server and in the page, the declarations the catalogue checks, and the menu
// entries that replace the catalogue's plan/* nodes (the details included).
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { defaultRange } from '../../../../server/reports/query';
import { defaultDates } from '../../../../src/templates/report/reportQuery';
import { planningMenus } from '../../planning/part';
import { planningReports } from '../../planning/reports';

const fmt = (r: ReturnType<typeof defaultDates>) => r?.map((d) => d?.format('YYYY-MM-DD'));

describe('default ranges', () => {
  it('week: Monday to Sunday of the week holding today, also on a Sunday', () => {
    expect(defaultRange('week', new Date(2026, 10, 26))).toEqual({ first: '2026-11-23', second: '2026-11-29' }); // a Thursday
    expect(defaultRange('week', new Date(2026, 10, 29))).toEqual({ first: '2026-11-23', second: '2026-11-29' }); // the Sunday
    expect(defaultRange('week', new Date(2026, 10, 30))).toEqual({ first: '2026-11-30', second: '2026-12-06' }); // a Monday, across the month
    expect(fmt(defaultDates('week', dayjs('2026-11-29')))).toEqual(['2026-11-23', '2026-11-29']);
  });

  it('next14: today and the 13 days after, across a year end', () => {
    expect(defaultRange('next14', new Date(2026, 11, 25))).toEqual({ first: '2026-12-25', second: '2027-01-07' });
    expect(fmt(defaultDates('next14', dayjs('2026-12-25')))).toEqual(['2026-12-25', '2027-01-07']);
  });
});

describe('the plan/* menu entries', () => {
  it('replace the catalogue urls: the plan document pair, the two report pages and the details their rows open (hidden)', () => {
    expect(Object.fromEntries(Object.entries(planningMenus).map(([url, m]) => [url, m.map((x) => x.url)]))).toEqual({
      'plan/productionPlan': ['plan/productionPlan'],
      'plan/productionPlanDetail': ['plan/productionPlanDetail'],
      'plan/table': ['plan/table'],
      'plan/scaleTable': ['plan/scaleTable'],
      'plan/detail': ['plan/detail'],
      'plan/scaleDetail': ['plan/scaleDetail'],
    });
    expect([planningMenus['plan/detail'][0].hidden, planningMenus['plan/scaleDetail'][0].hidden]).toEqual([true, true]);
    expect([planningReports.Schedule.defaultRange, planningReports.Capacity.defaultRange]).toEqual(['week', 'next14']);
  });
});
