// Other income and expenses, every month of the demo year: bank fees, rent and property fees,
// wages and social insurance (sized on last month's sales), telephone, power and water (more in
// summer), freight, fairs, repairs; sublet rent, scrap sales, quarterly interest and one subsidy.
import { Big } from '../../../../schemas/compute/decimal';
import { big, LIVE, round } from '../../../../server/seed/demo-kit';
import { type AccountCode, CASH } from './accounts';
import type { Goods } from './goods';
import { type FinanceRun, newDoc, notFrozen } from './run';

export function otherMoney(run: FinanceRun, goods: Goods): void {
  const { cal, r, md, item, docs, flows } = run;
  const months = [...new Set(cal.days.map((d) => d.slice(0, 7)))];
  const logistics = md.suppliers.filter((s) => s.category === 'LOGISTICS');
  const smallCustomers = md.customers.slice(-40);
  /** that day of the month, when it falls in the demo year */
  const monthly = (m: string, dom: number) => {
    const d = `${m}-${String(dom).padStart(2, '0')}`;
    return d < cal.days[0] || d > cal.today ? null : d;
  };
  const other = (kind: 'in' | 'out', d: string | null, lines: Array<[string, number, string?]>, prefer: AccountCode, party: number | null = null, remark: string | null = null) => {
    if (!d) return;
    const doc = newDoc(run, d, null, { [kind === 'in' ? 'customer_id' : 'supplier_id']: party, bill_date: d, project_dict: 'P001', remark }, {
      items: lines.map(([name, amount, note]) => ({ item_id: item.get(name), amount: round(amount, 2), remark: note ?? null })),
    });
    const total = lines.reduce((s, [, a]) => s.plus(big(round(a, 2))), new Big(0));
    (kind === 'in' ? docs.otherIncome : docs.otherPayment).push(doc);
    flows.push({ doc, amount: kind === 'in' ? total : total.times(-1), prefer: notFrozen(run, prefer, d), set: (a) => (doc.h.account_id = a) });
  };
  const salesByMonth = new Map<string, number>();
  for (const g of goods.deliveries) if (LIVE.has(String(g.status_dict))) salesByMonth.set(String(g.bill_date).slice(0, 7), (salesByMonth.get(String(g.bill_date).slice(0, 7)) ?? 0) + Number(g.real_price));
  months.forEach((m, i) => {
    const mm = Number(m.slice(5, 7));
    const prev = salesByMonth.get(months[i - 1] ?? m) ?? salesByMonth.get(m) ?? 500_000;
    other('out', monthly(m, 1), [['银行手续费', 60 + r.int(0, 400) + r.int(0, 99) / 100, '上月网银及汇款手续费']], 'YH001');
    other('out', monthly(m, 5), [['房租', 85_000, '厂房租金'], ['物业费', 12_600, '物业管理费']], 'YH001', null, `${m} 厂房租金及物业费`);
    other('out', monthly(m, 10), [['工资社保', Math.round(prev * 0.12 + r.int(0, 20000)), '上月工资'], ['工资社保', Math.round(prev * 0.035), '社保公积金']], 'YH001', null, '代发工资及社保');
    other('out', monthly(m, 12), [['通讯费', 800 + r.int(0, 700) + r.int(0, 99) / 100]], CASH);
    other('out', monthly(m, 18), [['水电费', (mm >= 6 && mm <= 9 ? 62_000 : 41_000) + r.int(0, 12_000) + r.int(0, 99) / 100, '电费'], ['水电费', 2_400 + r.int(0, 900), '水费']], 'YH001');
    if (logistics.length) other('out', monthly(m, 25), [['运输费', Math.round(prev * (0.008 + 0.006 * r.next())), '上月发货运费']], r.chance(0.7) ? 'YH001' : 'YH002', Number(r.pick(logistics).id));
    if (mm % 3 === 0) other('out', monthly(m, 20), [['广告宣传费', 20_000 + r.int(0, 60_000), '展会及线上推广']], 'YH002');
    if (r.chance(0.4)) other('out', monthly(m, r.int(3, 27)), [['设备维修费', 3_000 + r.int(0, 35_000), r.pick(['数控车床主轴维修', '空压机保养', '行车年检', '注塑机液压系统维修'])]], 'YH001');
    other('in', monthly(m, 3), [['租金收入', 18_000, '闲置仓库转租']], 'YH002', smallCustomers.length ? Number(smallCustomers[0].id) : null);
    other('in', monthly(m, 26), [['废料销售收入', 3_000 + r.int(0, 22_000) + r.int(0, 99) / 100, '废钢及边角料']], r.chance(0.3) ? CASH : 'YH001', smallCustomers.length ? Number(r.pick(smallCustomers).id) : null);
    if (mm % 3 === 0) for (const b of ['YH001', 'YH002'] as const) other('in', monthly(m, 21), [['利息收入', 1_500 + r.int(0, 9_000) + r.int(0, 99) / 100, '季度结息']], b);
    if (i === 5) other('in', monthly(m, 16), [['政府补贴', 200_000, '高新技术企业认定奖励']], 'YH001', null, '园区科技局拨款');
  });
}
