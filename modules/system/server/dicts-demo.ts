// Demo data of 数据字典 for the README's business tenants (not the platform): one dictionary of the
// tenant's own beside the product's, with coloured entries and one disabled, so system/Dict and
// system/DictDetail show each kind of row on the first start.
import type { SeedContext } from '../../../server/modules/types';
import { PLATFORM_TENANT_ID } from '../../../server/services/nav-tree';

const GRADES: Array<[code: string, name: string, nameEn: string, color: string | null, status: 0 | 1]> = [
  ['A', '优等品', 'Premium', 'green', 0],
  ['B', '一等品', 'First grade', 'blue', 0],
  ['C', '合格品', 'Acceptable', 'gold', 0],
  ['D', '降级品', 'Downgraded', 'red', 1],
];

export async function seedDictsDemo(ctx: SeedContext): Promise<void> {
  if (ctx.tenant.id === PLATFORM_TENANT_ID) return;
  const by = { create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  await ctx.db
    .insertInto('dict_type')
    .values({ tenant_id: ctx.tenant.id, code: 'quality_grade', name: '质量等级', name_intl: JSON.stringify({ zh_CN: '质量等级', en_US: 'Quality grade' }), remark: '成品检验判定的质量等级（示例）', ...by })
    .execute();
  await ctx.db
    .insertInto('dict')
    .values(
      GRADES.map(([code, name, nameEn, color, status], i) => ({
        tenant_id: ctx.tenant.id,
        dict_code: 'quality_grade',
        code,
        name,
        name_intl: JSON.stringify({ zh_CN: name, en_US: nameEn }),
        sn: (i + 1) * 10,
        status,
        tag_color: color,
      })),
    )
    .execute();
}
