// The receipt follows its flow in the command's transaction (generic state machine, records
// layer): start → Ongoing (the commit hooks run: what a submit must satisfy), finish → Audit (the
// audit hooks and link progress run, as a direct audit would), reject → Reject, a revoke, stop or
// delete while in approval → back to Saved. The flow moves it as system work: the approver need
// not hold the document's page.
import type { ReceiptStatus } from '../../../schemas/entities/define';
import { type FlowMove, moveRecord, type Writer } from '../../../server/records/write';
import { modelFor } from '../../../server/records/tenant-models';
import type { ReceiptMove, Run } from './engine/run';

const MOVES: Record<ReceiptMove, FlowMove> = {
  start: { from: ['Saved', 'DeApproval', 'Commit'] as ReceiptStatus[], to: 'Ongoing', as: 'commit' },
  finish: { from: ['Ongoing'], to: 'Audit', as: 'audit' },
  reject: { from: ['Ongoing'], to: 'Reject', as: null },
  cancel: { from: ['Ongoing'], to: 'Saved', as: null },
};

export async function moveReceipt(run: Run): Promise<void> {
  const { entity_code: entityCode, receipt_id: receiptId } = run.inst;
  if (!entityCode || !receiptId) return;
  // biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
  const db = run.trx as any;
  const model = await modelFor(db, run.tenantId, entityCode, run.actor.lang);
  const w: Writer = { db, tenantId: run.tenantId, userId: run.actor.userId, userName: run.actor.userName, organId: null, lang: run.actor.lang };
  for (const m of run.receiptMoves.splice(0)) await moveRecord(w, model, receiptId, m === 'finish' ? 'audit' : 'commit', undefined, db, MOVES[m]);
}
