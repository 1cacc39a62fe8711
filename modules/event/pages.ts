// 事件管理's page stacks: the events (server-written: the list only exports; 确认, 关闭 and 评论 are row
// actions whose handlers, web/actions.ts, post to event.Event) and the rules (master data, with
// 规则测试 on the rule's detail: web/RuleTestDialog.tsx over event.Rule/test).
import { masterDataStack, pagesByKey } from '../../schemas/documents/stack';
import type { ActionDef } from '../../schemas/pages/types';
import { Event } from './entities/event';
import { EventRule } from './entities/rule';
import { EVENT_DETAIL, EVENT_LIST, RULE_DETAIL, RULE_LIST } from './urls';

/** the web part's action handlers (web/index.ts) */
export const HANDLERS = { ack: 'event.ack', close: 'event.close', comment: 'event.comment', test: 'event.ruleTest' } as const;

const act = (code: string, label: string, labelEn: string, handler: string, place: ActionDef['place'] = 'row', more: Partial<ActionDef> = {}): ActionDef => ({ code, label, labelEn, place, handler, ...more });

export const eventStacks = {
  Event: masterDataStack({
    entity: Event,
    list: {
      url: EVENT_LIST,
      labels: ['事件列表', 'Events'],
      table: { subject: { hide: true } },
      actions: [
        act('ack', '确认', 'Acknowledge', HANDLERS.ack, 'row', { icon: 'CheckOutlined' }),
        act('close', '关闭', 'Close', HANDLERS.close, 'row', { icon: 'StopOutlined' }),
        act('comment', '评论', 'Comment', HANDLERS.comment, 'row', { icon: 'CommentOutlined' }),
      ],
    },
    detail: { url: EVENT_DETAIL, labels: ['事件详情', 'Event detail'] },
    // events are the server's: no one adds, edits or removes them
    menu: { ops: ['view', 'export'] },
  }),
  Rule: masterDataStack({
    entity: EventRule,
    list: { url: RULE_LIST, labels: ['事件规则', 'Event rules'], actions: [act('test', '规则测试', 'Rule test', HANDLERS.test, 'detail', { icon: 'ExperimentOutlined' })] },
    detail: { url: RULE_DETAIL, labels: ['事件规则详情', 'Event rule detail'] },
    menu: { ops: ['create', 'update', 'delete', 'import', 'export'] },
  }),
};

export const eventPages = pagesByKey(eventStacks);
