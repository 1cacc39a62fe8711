// Print benchmark (run through tsx, standalone or from scripts/bench.mjs): the PDF of a 100-line
// document — a sales-order-like receipt with references, money computed per line, a total with
// 大写金额 — made in memory by the server's renderer (server/print/pdf.ts), as the print route
// makes it after reading the record. Reports the first PDF (which loads and parses the CJK fonts),
// then p50 / p95 over 10 more, and the file size.
// npx tsx scripts/bench-print.ts   (BENCH_PRINT_LINES, BENCH_PRINT_RUNS to change the sizes)
import path from 'node:path';
import { a, entity } from '../schemas/entities/define';
import { computeRecord } from '../schemas/compute/record';
import { printEntityOf, printLayout } from '../schemas/print';
import { renderPdf } from '../server/print/pdf';
import type { Report } from './bench-kit';

const LINES = Number(process.env.BENCH_PRINT_LINES || 100);
const RUNS = Number(process.env.BENCH_PRINT_RUNS || 10);
const pct = (xs: number[], p: number) => [...xs].sort((x, y) => x - y)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const money = { int: 14, scale: 2 };

const SaleOrder = entity({
  id: 9900,
  code: 'BenchSaleOrder',
  name: '销售订单',
  nameEn: 'Sales order',
  module: 'bench',
  table: 'bench_sale_order',
  receipt: { typeCode: 'SO', flow: false },
  attrs: [
    a.string('code', '订单编号', 'Order number'),
    a.quote('Customer', 'customer_id', '客户', 'Customer', 'Customer'),
    a.quote('SalesMan', 'salesman_id', '业务员', 'Salesman', 'Person'),
    a.date('order_date', '订单日期', 'Order date'),
    a.date('deliver_date', '交货日期', 'Delivery date'),
    a.string('contact', '联系人', 'Contact'),
    a.string('phone', '联系电话', 'Phone'),
    a.string('address', '收货地址', 'Delivery address', { max: 1024 }),
    a.number('tax_rate', '税率(%)', 'Tax rate (%)', { digits: { int: 3, scale: 2 } }),
    a.remark('remark', '备注', 'Remark'),
    a.number('total_price', '价税合计', 'Total', { digits: money, compute: 'sum(items.amount)' }),
    a.number('tax', '税额', 'Tax', { digits: money, compute: 'total_price * tax_rate / (100 + tax_rate)' }),
  ],
  children: {
    items: {
      table: 'bench_sale_order_item',
      name: '订单明细',
      nameEn: 'Lines',
      attrs: [
        a.quote('Material', 'material_id', '物料', 'Material', 'Material'),
        a.string('spec', '规格型号', 'Specification'),
        a.string('unit', '单位', 'Unit'),
        a.number('quantity', '数量', 'Quantity', { digits: { int: 12, scale: 4 } }),
        a.number('unit_price', '含税单价', 'Unit price', { digits: { int: 12, scale: 6 } }),
        a.number('amount', '金额', 'Amount', { digits: money, compute: 'quantity * unit_price' }),
        a.string('note', '备注', 'Note', { max: 256 }),
      ],
    },
  },
});

const MATERIALS = ['深沟球轴承', '六角头螺栓', '冷轧钢板', '铝合金型材', '伺服电机', '减速机', '齿轮轴', '法兰盘', '传动轴组件', '电控柜', '输送线模组', '液压缸'];

function document(lines: number) {
  const items = Array.from({ length: lines }, (_, i) => ({
    id: i + 1,
    sn: i + 1,
    material_id: { id: 1000 + i, code: `M${String(1000 + i)}`, name: `${MATERIALS[i % MATERIALS.length]}（${(i % 97) + 1}型）` },
    spec: `SP-${(i * 37) % 5000}`,
    unit: i % 3 ? '个' : '套',
    quantity: (i % 9) + 1,
    unit_price: ((i * 131) % 9000) / 7 + 0.35,
    note: i % 8 === 0 ? '加急：请优先排产，月底前送达二号仓库' : '',
  }));
  const header = {
    id: 1,
    code: 'SO-2026-000100',
    customer_id: { id: 1, code: 'C0001', name: '华东精密机械制造有限公司' },
    salesman_id: { id: 2, code: 'P0002', name: '王强' },
    order_date: '2026-02-01',
    deliver_date: '2026-02-28',
    contact: '李经理',
    phone: '13800000000',
    address: '上海市浦东新区张江高科技园区碧波路 690 号 3 号楼',
    tax_rate: 13,
    remark: '分两批交货；包装须防潮防震，随货附质检报告。',
    status_dict: { dict: 'Audit', name: '已审核' },
    createName: '系统管理员',
    modifyName: '赵磊',
  };
  computeRecord(SaleOrder, header, { items });
  return { ...header, items };
}

export async function benchPrint(report: Report) {
  const layout = printLayout(printEntityOf(SaleOrder), document(LINES), { company: '普兰特科技有限公司' });
  const info = { title: `${layout.title} ${layout.code}`, author: layout.company };
  let t = performance.now();
  const first = await renderPdf([layout], info);
  report(`PDF of a ${LINES}-line document, first (font load)`, Math.round(performance.now() - t), 'ms', 'parses Noto Sans SC regular + bold once per process');
  const times: number[] = [];
  let bytes = first.length;
  for (let i = 0; i < RUNS; i++) {
    t = performance.now();
    bytes = (await renderPdf([layout], info)).length;
    times.push(performance.now() - t);
  }
  report(`PDF of a ${LINES}-line document p50 (${RUNS} runs)`, pct(times, 50).toFixed(1), 'ms');
  report(`PDF of a ${LINES}-line document p95 (${RUNS} runs)`, pct(times, 95).toFixed(1), 'ms');
  report(`PDF of a ${LINES}-line document, size`, (bytes / 1024).toFixed(1), 'KB', 'CJK font embedded as a subset');
}

// run on its own (npx tsx scripts/bench-print.ts), not only from scripts/bench.mjs
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  benchPrint((name, value, unit, note = '') => console.log(`${name.padEnd(48)} ${String(value).padStart(10)} ${unit.padEnd(8)} ${note}`)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
