// Web menu of areas not built yet: events.
import { btn, detail, list, mod, ops, page, report } from '../buttons';
import type { MenuDef } from '../types';

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
