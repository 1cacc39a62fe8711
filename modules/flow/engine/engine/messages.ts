// The engine's refusals, in the caller's language. The Chinese texts the spec names are kept
// exactly (请输入处理意见, 请选择加签类型, 没有找到可加签的任务, 签收成功。 …); the rest are ours.
import { badRequest, conflict, noPermission, notFound, type RpcError } from '../../../../server/rpc/errors';
import type { Actor } from './run';

const TEXTS = {
  commentRequired: ['请输入处理意见', 'Please enter a comment'],
  signTypeRequired: ['请选择加签类型', 'Please choose the add-sign type'],
  signUsersRequired: ['请选择加签人员', 'Please choose who to add'],
  noSignTask: ['没有找到可加签的任务', 'No task found to add or remove signers on'],
  signMixed: ['前加签和后加签不能混用', 'Signers before and after cannot be mixed on one task'],
  signDuplicate: ['{name} 已经在审批这个任务', '{name} already works on this task'],
  returnTargetRequired: ['请选择退回节点', 'Please choose the node to return to'],
  returnTargetInvalid: ['不能退回到节点「{name}」', 'Cannot return to node "{name}"'],
  taskNotFound: ['任务不存在或已处理', 'The task does not exist or was already handled'],
  instanceNotFound: ['流程实例不存在', 'The process instance does not exist'],
  instanceEnded: ['流程已结束', 'The process has ended'],
  notYourTask: ['您不是该任务的办理人', 'You are not the assignee or a candidate of this task'],
  claimedByOther: ['任务已被 {name} 签收', 'The task was already claimed by {name}'],
  notClaimable: ['该任务没有候选人，不能签收', 'The task has no candidates to claim it'],
  notClaimedByYou: ['任务不是您签收的', 'You did not claim this task'],
  delegationPending: ['任务已委派给 {name}，等待其处理', 'The task is delegated to {name} and waits for them'],
  waitingSigners: ['任务正在等待加签人处理', 'The task waits for its added signers'],
  sameUser: ['不能转给自己', 'Choose someone else'],
  userNotFound: ['用户不存在', 'No such user'],
  noAssignee: ['节点「{name}」没有可以处理的人', 'Nobody can handle node "{name}"'],
  notInitiator: ['只有流程发起人可以撤回', 'Only the initiator can take the process back'],
  withdrawLate: ['后续节点已经处理，不能撤回', 'A later task was already handled: it cannot be withdrawn'],
  noMatchingFlow: ['节点「{name}」没有满足条件的出线', 'No outgoing flow of node "{name}" matches'],
  badExpression: ['节点「{name}」的表达式有误：{message}', 'Bad expression at node "{name}": {message}'],
  badTimer: ['节点「{name}」的定时设置有误：{value}', 'Bad timer at node "{name}": {value}'],
  endlessLoop: ['流程在节点「{name}」处陷入循环', 'The process loops without end at node "{name}"'],
  definitionNotFound: ['流程定义不存在', 'The process definition does not exist'],
  definitionSuspended: ['流程定义已挂起，不能发起', 'The process definition is suspended'],
  receiptRunning: ['单据已在审批中', 'The document is already in approval'],
  calledNotFound: ['调用的流程「{name}」不存在', 'The called process "{name}" does not exist'],
  noHandler: ['节点「{name}」的处理器「{handler}」未在服务器注册', 'The handler "{handler}" of node "{name}" is not registered on the server'],
  noMessageReceiver: ['没有流程在等待消息「{name}」', 'No process waits for or starts on message "{name}"'],
} as const;
export type FlowText = keyof typeof TEXTS;

export function flowText(lang: Actor['lang'], key: FlowText, params: Record<string, string | number> = {}): string {
  const t = TEXTS[key][lang === 'en_US' ? 1 : 0];
  return t.replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

type Kind = 'bad' | 'conflict' | 'perm' | 'missing';
const make: Record<Kind, (m: string) => RpcError> = { bad: badRequest, conflict, perm: noPermission, missing: notFound };

export function flowError(actor: Pick<Actor, 'lang'>, kind: Kind, key: FlowText, params: Record<string, string | number> = {}): RpcError {
  return make[kind](flowText(actor.lang, key, params));
}
