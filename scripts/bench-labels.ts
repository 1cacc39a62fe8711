// Label benchmark (run through tsx, standalone or from scripts/bench.mjs): 1,000 labels of the demo
// 物料标签 template (60×40 mm: texts in Noto Sans SC, a Code128 and a QR code per label) as one PDF,
// made in memory by the renderer the print route uses (modules/identity/server/label-pdf.ts). Reports the
// first run (which loads and parses the CJK fonts), a second run, and the file size.
// npx tsx scripts/bench-labels.ts   (BENCH_LABELS to change the count)
import path from 'node:path';
import type { LabelValues } from '../modules/identity/labels/layout';
import { DEMO_LABELS } from '../modules/identity/server/label-seed';
import { renderLabels } from '../modules/identity/server/label-pdf';
import type { Report } from './bench-kit';

const COUNT = Number(process.env.BENCH_LABELS || 1000);
const MATERIALS = ['深沟球轴承', '六角头螺栓', '冷轧钢板', '铝合金型材', '伺服电机', '减速机', '齿轮轴', '法兰盘'];

function barcodes(n: number): LabelValues[] {
  return Array.from({ length: n }, (_, i) => ({
    code: `WL${String(1000 + (i % 97)).padStart(4, '0')}-260101${String(i + 1).padStart(4, '0')}`,
    material_code: `WL${String(1000 + (i % 97)).padStart(4, '0')}`,
    material_name: `${MATERIALS[i % MATERIALS.length]}（${(i % 31) + 1}型）`,
    spec: `SP-${(i * 37) % 5000}`,
    batch_no: `PC20260101${String((i % 9) + 1).padStart(4, '0')}`,
    count: String((i % 50) + 1),
  }));
}

export async function benchLabels(report: Report) {
  const demo = DEMO_LABELS[0];
  const sheet = { width_mm: demo.width_mm, height_mm: demo.height_mm, layout: { elements: [...demo.elements] } };
  const labels = barcodes(COUNT);
  const info = { title: `${demo.name} ×${COUNT}`, author: 'Plantform' };
  let t = performance.now();
  const first = await renderLabels(sheet, labels, info);
  report(`${COUNT} labels ${demo.width_mm}×${demo.height_mm} mm, one PDF, first (font load)`, Math.round(performance.now() - t), 'ms', 'parses Noto Sans SC once per process');
  t = performance.now();
  const second = await renderLabels(sheet, labels, info);
  report(`${COUNT} labels ${demo.width_mm}×${demo.height_mm} mm, one PDF, again`, Math.round(performance.now() - t), 'ms', 'Code128 + QR as vectors, CJK subset');
  report(`${COUNT} labels ${demo.width_mm}×${demo.height_mm} mm, size`, (second.length / 1024 / 1024).toFixed(2), 'MB', `${(first.length / COUNT / 1024).toFixed(1)} KB a label`);
}

// run on its own (npx tsx scripts/bench-labels.ts), not only from scripts/bench.mjs
if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  benchLabels((name, value, unit, note = '') => console.log(`${name.padEnd(48)} ${String(value).padStart(10)} ${unit.padEnd(8)} ${note}`)).catch((e) => {
    console.error(e);
    process.exit(1);
  });
}
