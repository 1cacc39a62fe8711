// 编码规则: a generated list (VformList) and detail (VformDetail) over IdentityRule. The detail
// draws 示例编码 with the IdentityRulePreview form group (web/preview): the code the rule makes,
// live as the rule is edited. 批量生成 is a row action (web/generate) over identity.Rule/ruleBatchGenerator.
// 标签模板 is a generated list whose 新增 / 编辑 open 打印设计器; 启用 / 停用 post to identity.Label.
import type { PageDef } from '../../schemas/pages/types';

export const PREVIEW_GROUP = 'IdentityRulePreview';
export const GENERATE_HANDLER = 'identity.generate';
const LABEL_CALL = '/identity.Label';

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
  // 标签模板: the generated list; 新增 and 编辑 open 打印设计器 (its hand-written detail page)
  Label: {
    url: 'identity/Label',
    detailUrl: 'identity/PrintDesigner',
    listClass: 'VformList',
    detailClass: 'VformDetail',
    entityCode: 'IdentityLabel',
    uniqueKeys: ['code'],
    actions: [
      { code: 'enable', label: '启用', labelEn: 'Enable', place: 'toolbar', handler: 'callService', call: `${LABEL_CALL}/enable` },
      {
        code: 'disable',
        label: '停用',
        labelEn: 'Disable',
        place: 'toolbar',
        handler: 'callService',
        call: `${LABEL_CALL}/disable`,
        confirm: { zh_CN: '停用后该标签模板不能再用于打印，确定停用？', en_US: 'A disabled label template can no longer print. Disable?' },
      },
    ],
  },
} satisfies Record<string, PageDef>;

/** 标识字段: a hand-written read-only page (web/FieldPage) over identity.Rule/getFieldList. */
export const FIELD_PAGE = 'identity/Field';

/** 打印设计器: the hand-written designer (web/designer), also the label list's detail page. */
export const DESIGNER_PAGE = identityPages.Label.detailUrl;
