// 打印标签: POST /download/barcode-tags.pdf with [{labelId, codes, copies}] answers the labels of those
// barcodes as one PDF — each barcode `copies` times in a row, one label per page at the template's
// size — and records the print in 标签打印记录 (who, when, which template, which barcodes, how many).
// The template must be enabled (标签模板已停用，不能打印), every barcode the tenant's (条码不存在 /
// 存在不存在的条码). The caller needs 条码档案's 打印标签 function or the 打印标签 page.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { AppEnv } from '../../../server/env';
import { pdfRoute } from '../../../server/print/pdf-route';
import { type CallContext, session } from '../../../server/rpc/registry';
import type { LabelValues } from '../../identity/labels/layout';
import { printableTemplate } from '../../identity/server/label-service';
import { TAG_PDF_URL, type TagPrint, tagPrint } from '../contracts';
import { BarcodeRefusal } from '../rules';
import { type AnyDb, countText, guarded } from './rows';

/** pdfkit and fontkit load with the first print, not with the server */
const renderLabels: typeof import('../../identity/server/label-pdf').renderLabels = async (...a) => (await import('../../identity/server/label-pdf')).renderLabels(...a);

const day = (v: unknown) => (v == null ? '' : v instanceof Date ? v.toISOString().slice(0, 10) : String(v).slice(0, 10));

/** What a label may show of each barcode, by code (the material's unit by its dictionary name). */
export async function labelValues(db: AnyDb, tenantId: string, codes: readonly string[]): Promise<Map<string, LabelValues>> {
  const { rows } = await sql<Record<string, unknown>>`
    select b.code, b.count, b.batch_no, b.arrival_batch, m.code as material_code, m.name as material_name, m.spec,
           coalesce(u.name, m.unit) as unit, s.name as supplier_name, bt.expiry_date
      from barcode_barcode b
      left join mdm_material m on m.tenant_id = b.tenant_id and m.id = b.material_id
      left join dict u on u.tenant_id = b.tenant_id and u.dict_code = 'unit' and u.code = m.unit
      left join mdm_supplier s on s.tenant_id = b.tenant_id and s.id = b.supplier_id
      left join barcode_batch bt on bt.tenant_id = b.tenant_id and bt.code = b.batch_no
     where b.tenant_id = ${tenantId} and b.code in (${sql.join([...codes])})`.execute(db);
  const text = (v: unknown) => (v == null ? '' : String(v));
  return new Map(
    rows.map((r) => [
      String(r.code),
      {
        code: String(r.code),
        material_code: text(r.material_code),
        material_name: text(r.material_name),
        spec: text(r.spec),
        batch_no: text(r.batch_no),
        count: countText(r.count),
        unit: text(r.unit),
        arrival_batch: text(r.arrival_batch),
        supplier_name: text(r.supplier_name),
        expiry_date: day(r.expiry_date),
      },
    ]),
  );
}

async function printTags(ctx: CallContext, t: TagPrint) {
  const s = session(ctx);
  const db = s.db as AnyDb;
  const template = await printableTemplate(db, s.tenantId, t.labelId, ctx.lang);
  const codes = [...new Set(t.codes)];
  const values = await guarded(ctx.lang, async () => {
    const found = await labelValues(db, s.tenantId, codes);
    const missing = codes.filter((c) => !found.has(c));
    if (missing.length === 1 && codes.length === 1) throw new BarcodeRefusal('notExist', { code: missing[0] }, 'missing');
    if (missing.length) throw new BarcodeRefusal('nonExistent', { codes: missing.join(', ') }, 'missing');
    return found;
  });
  const labels = codes.flatMap((c) => Array.from({ length: t.copies }, () => values.get(c)!));
  const title = `${template.name}-${codes.length === 1 ? codes[0] : `${codes.length}${ctx.lang === 'en_US' ? '-barcodes' : '个条码'}`}`;
  const bytes = await renderLabels(template, labels, { title, author: 'Plantform' }, !!t.onSheets);
  await db
    .insertInto('barcode_tag')
    .values({
      tenant_id: s.tenantId,
      printed_at: new Date(),
      printed_by: s.userName,
      label_id: template.id,
      label_code: template.code,
      label_name: template.name,
      label_size: `${template.width_mm}×${template.height_mm}`,
      barcode_count: codes.length,
      copies: t.copies,
      label_count: labels.length,
      barcodes: codes.join(', ').slice(0, 20000),
      status_dict: 'Saved',
      create_id: s.userId,
      create_name: s.userName,
      modify_id: s.userId,
      modify_name: s.userName,
    })
    .execute();
  return { bytes, fileName: title };
}

export function registerTagPrint(app: FastifyInstance, env: AppEnv) {
  app.post(TAG_PDF_URL, pdfRoute(env, tagPrint, (ctx, [t]) => printTags(ctx, t)));
}
