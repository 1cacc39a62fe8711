// Web menu of areas not built yet: workbench (fixed pages), events.
import { btn, detail, list, mod, ops, page, report, screen } from '../buttons';
import type { MenuDef } from '../types';

export const workbenchModule: MenuDef = mod('workbench', '工作台', 'Workbench', 'DesktopOutlined', [
  screen('home', '首页', 'Home', { icon: 'HomeOutlined' }),
  screen('app/Dashboard', '租户管理看板', 'Tenant dashboard', { icon: 'DashboardOutlined' }),
  screen('app/Display', '大屏展示', 'Big screen', { icon: 'FundProjectionScreenOutlined' }),
  screen('report/react', 'BI分析', 'BI analysis', { icon: 'BarChartOutlined' }),
  screen('portal/3D', '三维工厂', '3D factory', { icon: 'GlobalOutlined' }),
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

// system/Version and Api are System pages (platform tenant only); system/TriggerJob
// here is a placeholder that modules/system replaces with its low-code pages.
