// The 事件管理 node of the Web menu (it takes the planned node's code 'event'): the events and their
// rules from the page stacks, the comment page, the two reports and the caller's event messages.
import { btn, detail, mod, ops, page, reportPage } from '../../schemas/menus/buttons';
import type { MenuDef } from '../../schemas/menus/types';
import { eventStacks as s } from './pages';
import { eventReports } from './reports';
import { EVENT_COMMENT, MESSAGE_LIST } from './urls';

export const eventMenu: MenuDef = mod('event', '事件管理', 'Events', 'AlertOutlined', [
  ...s.Event.menu,
  detail(EVENT_COMMENT, '添加评论', 'Add comment'),
  ...s.Rule.menu,
  reportPage(eventReports.Record),
  reportPage(eventReports.StopLoss),
  page(MESSAGE_LIST, '消息列表', 'Messages', {
    icon: 'BellOutlined',
    buttons: [btn('event.messageList', 'read', '标为已读', 'Mark as read'), ...ops('event.messageList', ['delete'])],
  }),
]);
