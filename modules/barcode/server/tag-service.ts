// barcode.Tag: the label templates 打印标签 offers (the tenant's enabled ones of the kind asked, by
// code; a template from before kinds prints barcodes) and the print
// history (标签打印记录, the generic list bound to BarcodeTag). The print itself is a download route
// (tag-print.ts).
import { type Kysely, sql } from 'kysely';
import { kindOf } from '../../identity/public';
import { implementDocument } from '../../../server/records/document-service';
import { session } from '../../../server/rpc/registry';
import { barcodeTag } from '../contracts';

export const barcodeTagService = implementDocument(barcodeTag, {
  async templates(ctx, [kind = 'barcode']) {
    const s = session(ctx);
    // biome-ignore lint/suspicious/noExplicitAny: the module's tables are not in the static DB type
    const rows = await (s.db as Kysely<any>)
      .selectFrom('identity_label')
      .select(['id', 'code', 'name', 'template_code', 'target_kind', 'width_mm', 'height_mm'])
      .where('tenant_id', '=', s.tenantId)
      .where('state', '=', 'Enable')
      .where(sql<string>`coalesce(target_kind, 'barcode')`, '=', kind)
      .orderBy('code')
      .execute();
    return rows.map((r) => ({ id: Number(r.id), code: String(r.code), name: String(r.name), template_code: String(r.template_code), target_kind: kindOf(r.target_kind), width_mm: Number(r.width_mm), height_mm: Number(r.height_mm) }));
  },
});
