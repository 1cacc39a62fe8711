// The pages of 系统管理 as the product plans them: menus.ts puts the built pages in their place.
import { btn, detail, list, mod, ops, page, report, screen, viewOnly } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';

const sys = { system: true } as const;

export const systemPlan: MenuDef = mod('system', '系统管理', 'System', 'SettingOutlined', [
  page('system/User', '用户管理', 'Users', {
    buttons: [
      btn('portal.user', 'create', '新增', 'Add'),
      btn('portal.user', 'update', '编辑', 'Edit'),
      btn('portal.user', 'delete', '删除', 'Delete'),
      btn('portal.user', 'setDefault', '设为默认角色', 'Set default role'),
      btn('portal.user', 'lock', '锁定', 'Lock'),
      btn('portal.user', 'unlock', '解锁', 'Unlock'),
      btn('portal.user', 'resetPwd', '重置密码', 'Reset password'),
      btn('portal.user', 'unbindWechat', '解绑微信', 'Unbind WeChat'),
    ],
  }),
  page('system/Role', '角色管理', 'Roles', {
    buttons: [
      ...ops('portal.role', ['create', 'update'], 'system/RoleDetail'),
      ...ops('portal.role', ['delete']),
      btn('portal.role', 'allocate', '分配权限', 'Assign permissions', { detailPath: 'system/RoleAllocation' }),
    ],
  }),
  detail('system/RoleDetail', '角色详情', 'Role detail'),
  // 分配权限 of a role: its calls need system/Role's portal.role.allocate (schemas/rpc/portal-alloc.ts)
  detail('system/RoleAllocation', '分配权限', 'Assign permissions'),
  list('system/Organ', '组织机构', 'Organisations', undefined, { extra: ops('system.organ', ['enable', 'disable']) }),
  list('system/Department', '部门管理', 'Departments', 'system/DepartmentDetail', {
    extra: ops('system.department', ['enable', 'disable']),
  }),
  detail('system/DepartmentDetail', '部门详情', 'Department detail'),
  list('system/Person', '人员档案', 'Personnel', 'system/PersonDetail'),
  detail('system/PersonDetail', '人员详情', 'Person detail'),
  list('system/Dict', '数据字典', 'Dictionaries', 'system/DictDetail'),
  detail('system/DictDetail', '字典详情', 'Dictionary detail'),
  page('system/Config', '参数配置', 'Configuration', { buttons: ops('system.config', ['update']) }),
  page('system/Message', '消息管理', 'Messages', {
    buttons: [btn('system.message', 'send', '发送消息', 'Send message'), ...ops('system.message', ['delete'])],
  }),
  screen('system/Setting', '个人设置', 'Personal settings'),
  report('system/Log', '操作日志', 'Operation logs'),
  // a tenant's implementer designs its own menu items here (the product's stay read-only)
  page('system/App', '菜单管理', 'Menu management', {
    buttons: [
      btn('portal.menu', 'list', '查看菜单', 'View menus'),
      btn('portal.menu', 'create', '新增菜单', 'Add menu'),
      btn('portal.menu', 'update', '编辑菜单', 'Edit menu'),
      btn('portal.menu', 'delete', '删除菜单', 'Delete menu'),
    ],
  }),
  // the Hmi portal's menu designer and the form of one of its items: each tenant designs its own
  page('system/Hmi', '工控机管理', 'HMI menus', { buttons: ops('system.hmi', ['view', 'create', 'update', 'delete'], 'system/HmiDetail') }),
  detail('system/HmiDetail', '工控机菜单详情', 'HMI menu item'),
  // the calls the server answers and their argument shapes: read-only
  page('system/Api', '接口管理', 'APIs', { ...sys, buttons: viewOnly() }),
  list('system/TriggerJob', '定时任务', 'Scheduled jobs', undefined, {
    ...sys,
    extra: [btn('system.triggerJob', 'run', '立即执行', 'Run now'), ...ops('system.triggerJob', ['enable', 'disable'])],
  }),
  list('system/Version', '版本管理', 'Versions', undefined, sys),
]);
