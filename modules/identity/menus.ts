// 标识管理 (Identity) of the Web menu: 标识字段, 编码规则 with its detail and 批量生成, 标签模板
// (with 启用 / 停用; 新增 and 编辑 open 打印设计器) and 打印设计器 itself.
import { actionButtons, detail, fnPrefix, mod, ops, page, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { paramsOf } from '../../schemas/pages/types';
import { DESIGNER_PAGE, FIELD_PAGE, identityPages as p } from './pages';

const rulePrefix = fnPrefix(p.Rule.url);
const labelPrefix = fnPrefix(p.Label.url);

export const identityMenu: MenuDef = mod('identity', '标识管理', 'Identity', 'TagsOutlined', [
  screen(FIELD_PAGE, '标识字段', 'Identity fields'),
  page(p.Rule.url, '编码规则', 'Coding rules', {
    // no import or print: a rule's segments are edited on its detail page
    buttons: [...ops(rulePrefix, ['create', 'update', 'delete', 'export'], p.Rule.detailUrl), ...actionButtons(p.Rule)],
    params: JSON.stringify(paramsOf(p.Rule)),
    lowcodeTag: true,
  }),
  detail(p.Rule.detailUrl, '编码规则详情', 'Coding rule detail'),
  page(p.Label.url, '标签模板', 'Label templates', {
    // a template's layout is drawn on the designer: no import
    buttons: [...ops(labelPrefix, ['create', 'update', 'delete', 'export'], DESIGNER_PAGE), ...actionButtons(p.Label)],
    params: JSON.stringify(paramsOf(p.Label)),
    lowcodeTag: true,
  }),
  screen(DESIGNER_PAGE, '打印设计器', 'Print designer'),
]);
