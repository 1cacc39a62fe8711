// Expense claims: about 150 over the demo year, of the kinds a manufacturer's staff files —
// business trips (hotel, fares, local transport, sometimes a dinner and a loan deducted),
// entertaining, office supplies, transport and courier, training and certificates — computed with
// the engine's evaluator and paid out of the cash box when small, the basic account otherwise.
import { computeRecord, type Row } from '../../../../schemas/compute/record';
import { big, round, spreadDates } from '../../../../server/seed/demo-kit';
import { ExpenseClaim } from '../../entities/expense-claim';
import { CASH } from './accounts';
import { type FinanceRun, newDoc } from './run';

const CITIES = ['上海', '无锡', '宁波', '杭州', '南京', '合肥', '武汉', '青岛', '东莞', '天津'];

/** expense claims: about 150 over the year, six rows each */
export function expenseClaims(run: FinanceRun): void {
  const { cal, r, md, docs, flows } = run;
  const persons = md.persons.length ? md.persons : [{ id: null }];
  for (const d of spreadDates(cal, 150, r, 0)) {
    const kind = r.next();
    const h: Row = { applicant_id: persons[r.int(0, persons.length - 1)].id, bill_date: d, project_dict: r.chance(0.85) ? 'P001' : 'P002', traffic_cost: 0, travel_accommodation: 0, travel_fare: 0, travel_traffic: 0, treat_cost: 0, office_cost: 0, other_cost: 0, loan_deduction: 0 };
    const cents = () => r.int(0, 99) / 100;
    if (kind < 0.4) {
      const city = r.pick(CITIES);
      const nights = r.int(1, 4);
      h.reason = `${city}出差拜访客户`;
      h.travel_accommodation = round(nights * (280 + r.int(0, 220)), 2);
      h.travel_fare = round(2 * (90 + r.int(0, 600)) + cents(), 2);
      h.travel_traffic = round(30 + r.int(0, 260) + cents(), 2);
      if (r.chance(0.3)) h.treat_cost = round(300 + r.int(0, 1500), 2);
      if (r.chance(0.15)) h.loan_deduction = Math.min(2000, Math.floor(Number(h.travel_accommodation) / 2));
    } else if (kind < 0.6) {
      h.reason = r.pick(['客户来访接待', '供应商年度商务宴请', '项目验收招待']);
      h.treat_cost = round(500 + r.int(0, 4500) + cents(), 2);
    } else if (kind < 0.8) {
      h.reason = r.pick(['办公用品采购', '打印耗材', '会议室设备购置']);
      h.office_cost = round(80 + r.int(0, 1900) + cents(), 2);
    } else if (kind < 0.92) {
      h.reason = '市内交通及快递费';
      h.traffic_cost = round(40 + r.int(0, 600) + cents(), 2);
      h.other_cost = round(20 + r.int(0, 200), 2);
    } else {
      h.reason = r.pick(['员工技能培训费', '资质证书年审', '劳保用品']);
      h.other_cost = round(200 + r.int(0, 2800) + cents(), 2);
    }
    const doc = newDoc(run, d, null, h, {}, 5);
    docs.claim.push(doc);
    computeRecord(ExpenseClaim, doc.h, doc.c);
    flows.push({ doc, amount: big(doc.h.total_amount).times(-1), prefer: big(doc.h.total_amount).lt(3000) ? CASH : 'YH001', set: (a) => (doc.h.account_id = a) });
  }
}
