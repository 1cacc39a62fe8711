// Web menu: workbench (fixed pages), flow, events, document search, system and tenant
// administration (shell document §2; business document §2 system/*, tenant/*, flowable/*).
import { btn, detail, list, mod, ops, page, report, screen, viewOnly } from '../buttons';
import type { ButtonDef, MenuDef } from '../types';

/** Buttons that open the flow task detail screen (flow/taskDetail) for the `flow` app. */
function openTask(prefix: string, op: string, name: string, nameEn: string): ButtonDef {
  return btn(prefix, op, name, nameEn, { detailPath: 'flow/taskDetail', detailAppCode: 'flow' });
}

export const workbenchModule: MenuDef = mod('workbench', '工作台', 'Workbench', 'DesktopOutlined', [
  screen('home', '首页', 'Home', { icon: 'HomeOutlined' }),
  screen('app/Dashboard', '租户管理看板', 'Tenant dashboard', { icon: 'DashboardOutlined' }),
  screen('app/Display', '大屏展示', 'Big screen', { icon: 'FundProjectionScreenOutlined' }),
  screen('report/react', 'BI分析', 'BI analysis', { icon: 'BarChartOutlined' }),
  screen('portal/3D', '三维工厂', '3D factory', { icon: 'GlobalOutlined' }),
]);

export const flowModule: MenuDef = mod('flow', '流程管理', 'Workflow', 'ApartmentOutlined', [
  page('flowable/Todo', '待办任务', 'To-do tasks', {
    buttons: [
      openTask('flowable.todo', 'handle', '处理', 'Handle'),
      btn('flowable.todo', 'claim', '签收', 'Claim'),
      btn('flowable.todo', 'unclaim', '取消签收', 'Unclaim'),
      btn('flowable.todo', 'delegate', '委派', 'Delegate'),
      btn('flowable.todo', 'assign', '转办', 'Assign'),
    ],
  }),
  page('flowable/Finish', '已办任务', 'Done tasks', {
    buttons: [openTask('flowable.finish', 'view', '查看', 'View'), btn('flowable.finish', 'revoke', '撤回', 'Revoke')],
  }),
  page('flowable/Process', '我的流程', 'My processes', {
    buttons: [
      btn('flowable.process', 'start', '发起流程', 'Start process'),
      openTask('flowable.process', 'view', '查看', 'View'),
      btn('flowable.process', 'stop', '终止', 'Stop'),
      ...ops('flowable.process', ['delete']),
    ],
  }),
  page('flowable/CopySend', '抄送我的', 'Copied to me', {
    buttons: [openTask('flowable.copySend', 'view', '查看', 'View'), btn('flowable.copySend', 'read', '标为已读', 'Mark as read')],
  }),
  page('flowable/Company', '全部流程', 'All processes', {
    buttons: [
      openTask('flowable.company', 'view', '查看', 'View'),
      btn('flowable.company', 'stop', '终止', 'Stop'),
      ...ops('flowable.company', ['delete', 'export']),
    ],
  }),
  detail('flowable/Record', '流程办理记录', 'Process handling record'),
  list('flowable/FlowList', '流程定义', 'Process definitions', 'flowable/FlowDetail', {
    extra: [
      btn('flowable.flowList', 'design', '设计', 'Design', { detailPath: 'flow/job' }),
      btn('flowable.flowList', 'updateState', '激活/挂起', 'Activate or suspend'),
    ],
  }),
  detail('flowable/FlowDetail', '流程定义详情', 'Process definition detail'),
  list('flowable/Form', '流程表单', 'Flow forms', undefined, {
    extra: [btn('flowable.form', 'design', '设计', 'Design', { detailPath: 'flowable/FormDesigner' })],
  }),
  screen('flowable/FormDesigner', '表单设计器', 'Form designer'),
  list('flowable/Class', '流程分类', 'Process categories'),
  screen('flow/job', '流程设计', 'Process design'),
  page('flow/table', '流程任务', 'Flow tasks', { buttons: ops('flow.table', ['view', 'export'], 'flow/detail') }),
  detail('flow/detail', '流程详情', 'Flow detail'),
  // The flow task detail screen (titled 流程处理详情, route not shown in the spec).
  detail('flow/taskDetail', '流程处理详情', 'Task handling', { fc: false }),
]);

export const eventModule: MenuDef = mod('event', '事件管理', 'Events', 'AlertOutlined', [
  list('event/list', '事件列表', 'Events', 'event/detail', {
    extra: [btn('event.list', 'comment', '评论', 'Comment', { detailPath: 'event/addComment' })],
  }),
  detail('event/detail', '事件详情', 'Event detail'),
  detail('event/addComment', '添加评论', 'Add comment'),
  list('event/rule', '事件规则', 'Event rules', 'event/ruledetail'),
  detail('event/ruledetail', '事件规则详情', 'Event rule detail'),
  report('event/record', '事件记录', 'Event records'),
  report('event/stoploss', '停机损失', 'Downtime losses'),
  page('event/MessageList', '消息列表', 'Messages', {
    buttons: [btn('event.messageList', 'read', '标为已读', 'Mark as read'), ...ops('event.messageList', ['delete'])],
  }),
]);

export const searchModule: MenuDef = mod('search', '文档检索', 'Documents', 'FileSearchOutlined', [
  screen('search/Search', '全文检索', 'Full-text search'),
  list('search/DocList', '文档库', 'Documents', undefined, {
    extra: [
      btn('search.docList', 'upload', '上传', 'Upload', { detailPath: 'search/DocUpload' }),
      btn('search.docList', 'download', '下载', 'Download'),
    ],
  }),
  screen('search/DocUpload', '文档上传', 'Upload documents'),
  screen('search/EvernoteImport', '印象笔记导入', 'Evernote import'),
  list('search/DocClassify', '文档分类', 'Document categories'),
]);

// system/Version and Api are System pages (platform tenant only); system/TriggerJob
// here is a placeholder that modules/system replaces with its low-code pages.
const sys = { system: true } as const;

export const systemModule: MenuDef = mod('system', '系统管理', 'System', 'SettingOutlined', [
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

export const tenantModule: MenuDef = mod(
  'tenant',
  '租户管理',
  'Tenants',
  'CrownOutlined',
  [
    list('tenant/tenant', '租户列表', 'Tenants', 'tenant/Detail', { ...sys, extra: ops('tenant.tenant', ['enable', 'disable']) }),
    detail('tenant/Detail', '租户详情', 'Tenant detail', sys),
    list('tenant/applist', '应用管理', 'Applications', undefined, sys),
    list('tenant/tradelist', '行业管理', 'Industries', 'tenant/TradeDetail', sys),
    detail('tenant/TradeDetail', '行业详情', 'Industry detail', sys),
    list('tenant/GlobalJob', '全局任务', 'Global jobs', undefined, sys),
    page('tenant/dictdiff', '字典差异', 'Dictionary differences', { ...sys, buttons: [btn('tenant.dictdiff', 'sync', '同步', 'Synchronise')] }),
    list('tenant/datashare', '数据共享', 'Data sharing', undefined, sys),
    report('tenant/LoginLog', '登录日志', 'Login logs', sys),
  ],
  sys,
);
