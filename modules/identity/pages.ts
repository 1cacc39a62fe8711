// 标识管理's page stacks, each declared once with its labels. 编码规则: a generated list (VformList) and
// detail (VformDetail) over IdentityRule; the detail draws 示例编码 with the IdentityRulePreview form
// group (web/preview): the code the rule makes, live as the rule is edited. 批量生成 is a row action
// (web/generate) over identity.Rule/ruleBatchGenerator. 标签模板 is a generated list whose 新增 / 编辑
// open 打印设计器 (its hand-written detail page); 启用 / 停用 post to identity.Label. Each stack declares
// its service: identity.Rule (save, ruleBatchGenerator, getFieldList — plus create/update, as the other
// record services answer; save takes the record: with id a change, else a new rule) and identity.Label
// (create, update, enable, disable, removeByIds, summaryPage, get, getByCode; enable / disable take
// [ids] or the list action's [{ids}]; getByCode [code] answers the template of that label code when it
// is enabled: a disabled one is refused, it cannot print).
import { z } from 'zod';
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import type { Operation } from '../../schemas/menus/buttons';
import type { RecordValue } from '../../schemas/rpc/datax';
import { recordInput } from '../../schemas/rpc/datax';
import { args, call } from '../../schemas/rpc/define';
import { type Generation, generation, type IdentityFieldRow, type LabelTemplate, labelIds, ruleType } from './call-shapes';
import type { RuleType } from './coding/types';
import { IdentityLabel } from './entities/label';
import { IdentityRule } from './entities/rule';

export const PREVIEW_GROUP = 'IdentityRulePreview';
export const GENERATE_HANDLER = 'identity.generate';
const LABEL_CALL = '/identity.Label';

/** 标识字段: a hand-written read-only page (web/FieldPage) over identity.Rule/getFieldList. */
export const FIELD_PAGE = 'identity/Field';
const RULE_URL = 'identity/Rule';
const RULE_DETAIL_URL = 'identity/RuleDetail';
const LABEL_URL = 'identity/Label';
const on = (op: string) => ({ entity: IdentityRule.code, op, page: RULE_URL });

/** No import or print: a rule's segments are edited on its detail page, a template's layout on the designer. */
const EDITED_ON_DETAIL: readonly Operation[] = ['create', 'update', 'delete', 'export'];

export const identityStacks = {
  Rule: masterDataStack({
    entity: IdentityRule,
    list: {
      url: RULE_URL,
      labels: ['编码规则', 'Coding rules'],
      formGroups: [
        { component: PREVIEW_GROUP, code: 'preview', title: '编码预览', titleEn: 'Code preview', rows: [{ label: '示例编码', labelEn: 'Sample code', fields: ['preview'] }] },
      ],
      actions: [{ code: 'generate', label: '批量生成', labelEn: 'Generate in batch', place: 'row', handler: GENERATE_HANDLER }],
    },
    detail: { url: RULE_DETAIL_URL, labels: ['编码规则详情', 'Coding rule detail'] },
    menu: { ops: EDITED_ON_DETAIL },
    service: 'identity.Rule',
    calls: ['create', 'detail', 'summaryPage', 'removeByIds'],
    aliases: { update: 'modify' },
    own: {
      /** [record]: a new rule (no id) or a change of one (id and version) */
      save: call<[Record<string, unknown>], RecordValue>(args(['record', recordInput]), ([r]) => on(r.id ? 'update' : 'create')),
      ruleBatchGenerator: call<[Generation], string[]>(args(['generation', generation]), { page: RULE_URL, op: 'generate' }, { log: true }),
      getFieldList: call<[RuleType?], IdentityFieldRow[]>(args(['type', ruleType.optional()]), {
        anyOf: [{ page: FIELD_PAGE }, { page: RULE_URL }, { page: RULE_DETAIL_URL }],
      }),
    },
  }),
  Label: masterDataStack({
    entity: IdentityLabel,
    list: {
      url: LABEL_URL,
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
    service: 'identity.Label',
    calls: ['create', 'removeByIds', 'summaryPage'],
    aliases: { update: 'modify', get: 'detail' },
    own: {
      /** [ids]: the templates may print again */
      enable: call<[number[] | { ids: number[] }], { msg: string; updated: number }>(args(['labels', labelIds]), { page: LABEL_URL, op: 'enable' }),
      /** [ids]: the templates no longer print */
      disable: call<[number[] | { ids: number[] }], { msg: string; updated: number }>(args(['labels', labelIds]), { page: LABEL_URL, op: 'disable' }),
      /** [code]: the enabled template of a label code, with its layout parsed */
      getByCode: call<[string], LabelTemplate>(args(['code', z.string().trim().min(1, 'is required').max(128)]), { entity: IdentityLabel.code, op: 'read' }),
    },
  }),
};

/** The page definitions by stack (their urls: the services' pages, grants, the designer's way back). */
export const identityPages = pagesByKey(identityStacks);

/** 打印设计器: the hand-written designer (web/designer), also the label list's detail page. */
export const DESIGNER_PAGE = identityPages.Label.detailUrl;
