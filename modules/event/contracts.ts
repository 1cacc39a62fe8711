// The event calls. event.Event: the state moves of an event (确认, 关闭 with a cause, 评论), each
// gated by its list's function; event.Rule: 规则测试 (a rule's past range replayed, nothing saved);
// event.Message: the caller's own event messages (消息列表: list, 标为已读, 删除). The spec names no
// services for them: these names and shapes are ours. The lists themselves are the generic record calls.
import { z } from 'zod';
import { args, call, defineService, idArg, type Paged } from '../../schemas/rpc/define';
import { EVENT_LIST, MESSAGE_LIST, RULE_LIST } from './urls';

const when = z.iso.datetime({ offset: true, message: 'must be an ISO date-time' });

export const ackArg = z.object({ id: idArg });
export const closeArg = z.object({
  id: idArg,
  cause: z.string().trim().min(1, 'is required').max(64),
  note: z.string().trim().max(512).optional(),
});
export const commentArg = z.object({ id: idArg, content: z.string().trim().min(1, 'is required').max(1024) });
export const ruleTestArg = z.object({ id: idArg, equipmentId: idArg.optional(), from: when, to: when });
export const messagePageArg = z.object({
  page: z.number().int().min(1).default(1),
  pageSize: z.number().int().min(1).max(200).default(20),
  read: z.boolean().optional(),
});
export const messageIdsArg = z.object({ ids: z.array(idArg).min(1, 'choose at least one message').max(500) });

export type AckArg = z.output<typeof ackArg>;
export type CloseArg = z.output<typeof closeArg>;
export type CommentArg = z.output<typeof commentArg>;
export type RuleTestArg = z.output<typeof ruleTestArg>;
export type MessagePageArg = z.input<typeof messagePageArg>;
export type MessageIdsArg = z.output<typeof messageIdsArg>;

/** An event as a state move leaves it. */
export interface EventState {
  id: number;
  code: string;
  status: string;
  severity: string;
}

/** One event a rule test finds: when it would have started and ended, on which machine, with the value that crossed. */
export interface RuleTestHit {
  equipmentId: number;
  equipmentCode: string;
  startAt: string;
  endAt: string | null;
  value: string;
}
export interface RuleTestResult {
  readings: number;
  hits: RuleTestHit[];
}

/** One event message of the caller (消息列表). */
export interface EventMessageRow {
  id: number;
  title: string;
  content: string | null;
  read: boolean;
  createDt: string;
  eventId: number;
  eventCode: string;
  eventStatus: string;
  severity: string;
}

export const eventService = defineService('event.Event', {
  /** [{id}]: 确认 — who and when; from 待确认 or 已升级 */
  acknowledge: call<[AckArg], EventState>(args(['event', ackArg]), { page: EVENT_LIST, op: 'ack' }, { log: true }),
  /** [{id, cause, note?}]: 关闭 with a cause of the 关闭原因 dictionary */
  close: call<[CloseArg], EventState>(args(['event', closeArg]), { page: EVENT_LIST, op: 'close' }, { log: true }),
  /** [{id, content}]: 评论 */
  addComment: call<[CommentArg], EventState>(args(['comment', commentArg]), { page: EVENT_LIST, op: 'comment' }, { log: true }),
});

export const ruleService = defineService('event.Rule', {
  /** [{id, equipmentId?, from, to}]: 规则测试 — the events the rule would have raised over the range (nothing saved) */
  test: call<[RuleTestArg], RuleTestResult>(args(['test', ruleTestArg]), { page: RULE_LIST, op: 'test' }),
});

export const messageService = defineService('event.Message', {
  /** [{page, pageSize, read?}]: the caller's event messages, newest first */
  page: call<[MessagePageArg], Paged<EventMessageRow> & { unread: number }>(args(['query', messagePageArg]), { page: MESSAGE_LIST }),
  /** [{ids}]: 标为已读 */
  markRead: call<[MessageIdsArg], { updated: number }>(args(['messages', messageIdsArg]), { page: MESSAGE_LIST, op: 'read' }),
  /** [{ids}]: 删除 */
  remove: call<[MessageIdsArg], { removed: number }>(args(['messages', messageIdsArg]), { page: MESSAGE_LIST, op: 'delete' }),
});
