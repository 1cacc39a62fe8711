// 标识管理 (Identity) of the Web menu: 标识字段, 编码规则 with its detail and 批量生成, 标签模板
// (with 启用 / 停用; 新增 and 编辑 open 打印设计器) and 打印设计器 itself — the page stacks of pages.ts.
import { mod, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { FIELD_PAGE, identityStacks as s } from './pages';

export const identityMenu: MenuDef = mod('identity', '标识管理', 'Identity', 'TagsOutlined', [screen(FIELD_PAGE, '标识字段', 'Identity fields'), ...s.Rule.menu, ...s.Label.menu]);
