// What starts an integration of 数据服务, in a file without zod so that the web part may read it.
import { RECEIPT_ACTIONS } from '../../../schemas/receipts';

export const INTEGRATION_TRIGGERS = ['schedule', 'publish', 'record'] as const;
export type IntegrationTrigger = (typeof INTEGRATION_TRIGGERS)[number];
/**
 * What an integration on record events may listen to: every write and move of the receipt state
 * machine (新增, 修改, 提交, 审核, 反审核, 手动完结, 作废, 删除 — the engine's record hooks see each).
 */
export const EVENT_ACTIONS = RECEIPT_ACTIONS;
export type EventAction = (typeof EVENT_ACTIONS)[number];
/** A plain entity (no receipt type) is saved, audited, un-audited and removed, never submitted, finished or voided. */
export const PLAIN_ACTIONS: readonly EventAction[] = ['create', 'modify', 'audit', 'deApproval', 'remove'];

/** The actions an entity makes: a document every one, a plain entity those of PLAIN_ACTIONS. */
export function actionsOf(document: boolean): readonly EventAction[] {
  return document ? EVENT_ACTIONS : PLAIN_ACTIONS;
}
