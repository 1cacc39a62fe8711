// 编码规则: a generated list (VformList) and detail (VformDetail) over IdentityRule. The detail
// draws 示例编码 with the IdentityRulePreview form group (web/preview): the code the rule makes,
// live as the rule is edited. 批量生成 is a row action (web/generate) over identity.Rule/ruleBatchGenerator.
import type { PageDef } from '../../schemas/pages/types';

export const PREVIEW_GROUP = 'IdentityRulePreview';
export const GENERATE_HANDLER = 'identity.generate';

export const identityPages = {
  Rule: {
    url: 'identity/Rule',
    detailUrl: 'identity/RuleDetail',
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'IdentityRule',
    uniqueKeys: ['code'],
    formGroups: [
      { component: PREVIEW_GROUP, code: 'preview', title: '编码预览', titleEn: 'Code preview', rows: [{ label: '示例编码', labelEn: 'Sample code', fields: ['preview'] }] },
    ],
    actions: [{ code: 'generate', label: '批量生成', labelEn: 'Generate in batch', place: 'row', handler: GENERATE_HANDLER }],
  },
} satisfies Record<string, PageDef>;

/** 标识字段: a hand-written read-only page (web/FieldPage) over identity.Rule/getFieldList. */
export const FIELD_PAGE = 'identity/Field';
