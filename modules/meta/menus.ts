// The 元数据 node of the Web menu: 实体管理 (tenant entities and attributes) with the page its
// 查看数据 opens, the form designer (页面设计器) and the logic flows still to be built.
import { btn, detail, list, mod, screen } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

export const metaMenu: MenuDef = mod('meta', '元数据', 'Metadata', 'BlockOutlined', [
  list('meta/Entity', '实体管理', 'Entities', undefined, {
    extra: [btn('meta.entity', 'data', '查看数据', 'View data', { detailPath: 'meta/AppDataDetail' }), btn('meta.entity', 'script', '表单脚本', 'Form script')],
  }),
  detail('meta/AppDataDetail', '应用数据详情', 'App data detail'),
  screen('meta/LogicFlow', '逻辑编排', 'Logic flows'),
  // the form designer: saving and removing a design are its functions (datax.Form/save, remove)
  screen('meta/Designer', '页面设计器', 'Page designer', {
    buttons: [btn('meta.designer', 'save', '保存', 'Save'), btn('meta.designer', 'delete', '删除', 'Delete')],
  }),
]);
