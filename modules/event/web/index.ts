// The web part of 事件管理: the event lists' actions (确认 at once; 关闭 and 评论 in a small dialog),
// 规则测试 on a rule's detail, the comment page, 消息列表, and the module's strings. Lists, details
// and the two reports are the generic templates.
import { defineWebModule } from '../../../src/app/modules/defineWebModule';
import { HANDLERS } from '../pages';
import { EVENT_COMMENT, MESSAGE_LIST } from '../urls';

export default defineWebModule({
  code: 'event',
  i18n: { zh_CN: () => import('./i18n/zh_CN'), en_US: () => import('./i18n/en_US') },
  routes: [
    { path: MESSAGE_LIST, load: () => import('./MessageListPage') },
    { path: EVENT_COMMENT, load: () => import('./CommentPage') },
  ],
  actions: {
    [HANDLERS.ack]: () => import('./actions/ack'),
    [HANDLERS.close]: () => import('./actions/dialog').then((m) => ({ default: m.closeAction })),
    [HANDLERS.comment]: () => import('./actions/dialog').then((m) => ({ default: m.commentAction })),
    [HANDLERS.test]: () => import('./actions/ruleTest'),
  },
});
