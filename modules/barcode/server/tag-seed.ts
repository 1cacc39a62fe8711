// Demo label prints of the demo tenant (标签打印记录): a few prints of the demo barcodes with the
// demo label templates (identity's seed runs first), spread over the last days, so the history
// shows something on the first start.
import type { SeedContext } from '../../../server/modules/types';
import type { AnyDb } from './rows';

const PRINTS = [
  { label: 'WLBQ', barcodes: 3, copies: 1, daysAgo: 6 },
  { label: 'WLBQ', barcodes: 5, copies: 2, daysAgo: 3 },
  { label: 'CPBQ', barcodes: 2, copies: 1, daysAgo: 1 },
  { label: 'WLBQ', barcodes: 1, copies: 3, daysAgo: 0 },
];

export async function seedTagsDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.code !== 'demo') return;
  const db = ctx.db as AnyDb;
  const labels = await db.selectFrom('identity_label').select(['id', 'code', 'name', 'width_mm', 'height_mm']).where('tenant_id', '=', ctx.tenant.id).execute();
  const codes = (await db.selectFrom('barcode_barcode').select('code').where('tenant_id', '=', ctx.tenant.id).where('barcode_type', '=', 'Material').orderBy('id').limit(20).execute()).map((r) => String(r.code));
  if (!codes.length) return;
  const today = ctx.today ? Date.parse(`${ctx.today}T09:30:00Z`) : Date.now();
  const who = { create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  let next = 0;
  const rows = PRINTS.flatMap((p) => {
    const label = labels.find((l) => l.code === p.label);
    if (!label) return [];
    const chosen = Array.from({ length: p.barcodes }, () => codes[next++ % codes.length]);
    return [
      {
        tenant_id: ctx.tenant.id,
        printed_at: new Date(today - p.daysAgo * 86_400_000),
        printed_by: ctx.creator.name,
        label_id: label.id,
        label_code: label.code,
        label_name: label.name,
        label_size: `${Number(label.width_mm)}×${Number(label.height_mm)}`,
        target_kind: 'barcode',
        barcode_count: chosen.length,
        copies: p.copies,
        label_count: chosen.length * p.copies,
        barcodes: chosen.join(', '),
        status_dict: 'Saved',
        ...who,
      },
    ];
  });
  if (rows.length) await db.insertInto('barcode_tag').values(rows).execute();
}
