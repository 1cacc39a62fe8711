// 标识管理 (Identity) of the Web menu: 标识字段, 编码规则 with its detail and 批量生成, and the label
// pages still to be built, kept as the catalogue declares them.
import { actionButtons, detail, fnPrefix, mod, ops, page, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { identityModule as catalogueNode } from '../../schemas/menus/web/warehouse';
import { paramsOf } from '../../schemas/pages/types';
import { FIELD_PAGE, identityPages as p } from './pages';

const rulePrefix = fnPrefix(p.Rule.url);
/** pages another task builds (labels, the print designer): as the catalogue has them */
const labelPages = (catalogueNode.children ?? []).filter((c) => c.url === 'identity/Label' || c.url === 'identity/PrintDesigner');

export const identityMenu: MenuDef = mod('identity', '标识管理', 'Identity', 'TagsOutlined', [
  screen(FIELD_PAGE, '标识字段', 'Identity fields'),
  page(p.Rule.url, '编码规则', 'Coding rules', {
    // no import or print: a rule's segments are edited on its detail page
    buttons: [...ops(rulePrefix, ['create', 'update', 'delete', 'export'], p.Rule.detailUrl), ...actionButtons(p.Rule)],
    params: JSON.stringify(paramsOf(p.Rule)),
    lowcodeTag: true,
  }),
  detail(p.Rule.detailUrl, '编码规则详情', 'Coding rule detail'),
  ...labelPages,
]);
