// Barcodes written through the generic record calls (the list's 新增/编辑, imports) keep the tree
// rules of the operations: a parent that is a material barcode is refused, and a barcode holding
// children stays a container (a material barcode cannot have children; a container with
// contents cannot be turned into anything else: 容器不为空).
import type { RecordHooks } from '../../../server/modules/types';
import { refuse } from '../../../server/modules/hooks';
import { bm } from '../messages';
import { legalCount } from '../rules';
import { refId } from '../../../schemas/refs';


export const barcodeHooks: RecordHooks[] = [
  {
    entity: 'Barcode',
    actions: ['create', 'modify'],
    async before(ctx) {
      const v = ctx.values ?? {};
      const lang = ctx.writer.lang;
      const tenantId = ctx.writer.tenantId;
      if ('count' in v && v.count != null && !legalCount(v.count)) refuse(bm(lang, 'illegalCount', { count: String(v.count) }), 400);
      const parentId = 'parent_id' in v ? refId(v.parent_id) : null;
      if (parentId != null) {
        const parent = await ctx.trx.selectFrom('barcode_barcode').select(['code', 'barcode_type']).where('tenant_id', '=', tenantId).where('id', '=', parentId).executeTakeFirst();
        if (parent?.barcode_type === 'Material') refuse(bm(lang, 'materialNoChildren', { code: parent.code }), 400);
      }
      const type = v.barcode_type ?? ctx.before?.barcode_type;
      if (ctx.id != null && type !== 'Container' && ctx.before?.barcode_type !== type) {
        const child = await ctx.trx.selectFrom('barcode_barcode').select('id').where('tenant_id', '=', tenantId).where('parent_id', '=', ctx.id).executeTakeFirst();
        if (child) refuse(bm(lang, 'containerNotEmpty', { code: String(ctx.before?.code ?? ctx.id) }), 400);
      }
    },
  },
];
