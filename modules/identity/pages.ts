// 标识管理's page stacks, each declared once with its labels. 编码规则: a generated list (VformList) and
// detail (VformDetail) over IdentityRule; the detail draws 示例编码 with the IdentityRulePreview form
// group (web/preview): the code the rule makes, live as the rule is edited. 批量生成 is a row action
// (web/generate) over identity.Rule/ruleBatchGenerator. 标签模板 is a generated list whose 新增 / 编辑
// open 打印设计器 (its hand-written detail page); 启用 / 停用 post to identity.Label. Their services are
// declared in contracts.ts over these pages.
import type { Operation } from '../../schemas/menus/buttons';
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import { IdentityLabel } from './entities/label';
import { IdentityRule } from './entities/rule';

export const PREVIEW_GROUP = 'IdentityRulePreview';
export const GENERATE_HANDLER = 'identity.generate';
const LABEL_CALL = '/identity.Label';

/** No import or print: a rule's segments are edited on its detail page, a template's layout on the designer. */
const EDITED_ON_DETAIL: readonly Operation[] = ['create', 'update', 'delete', 'export'];

export const identityStacks = {
  Rule: masterDataStack({
    entity: IdentityRule,
    list: {
      url: 'identity/Rule',
      labels: ['编码规则', 'Coding rules'],
      formGroups: [
        { component: PREVIEW_GROUP, code: 'preview', title: '编码预览', titleEn: 'Code preview', rows: [{ label: '示例编码', labelEn: 'Sample code', fields: ['preview'] }] },
      ],
      actions: [{ code: 'generate', label: '批量生成', labelEn: 'Generate in batch', place: 'row', handler: GENERATE_HANDLER }],
    },
    detail: { url: 'identity/RuleDetail', labels: ['编码规则详情', 'Coding rule detail'] },
    menu: { ops: EDITED_ON_DETAIL },
  }),
  Label: masterDataStack({
    entity: IdentityLabel,
    list: {
      url: 'identity/Label',
      labels: ['标签模板', 'Label templates'],
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
    detail: { url: 'identity/PrintDesigner', labels: ['打印设计器', 'Print designer'] },
    menu: { ops: EDITED_ON_DETAIL, detailScreen: true },
  }),
};

/** The page definitions by stack (their urls: the services' pages, grants, the designer's way back). */
export const identityPages = pagesByKey(identityStacks);

/** 标识字段: a hand-written read-only page (web/FieldPage) over identity.Rule/getFieldList. */
export const FIELD_PAGE = 'identity/Field';

/** 打印设计器: the hand-written designer (web/designer), also the label list's detail page. */
export const DESIGNER_PAGE = identityPages.Label.detailUrl;
