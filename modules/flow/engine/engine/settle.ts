// The end of every command on an instance: its rows written, its receipt moved, the messages no
// token of its own took offered to the others (message-ops.ts), and the global signals it threw delivered to the tenant's other running instances that wait for them (BPMN's
// default scope; flowable:scope="processInstance" keeps a signal at home). Each receiving instance
// is locked, walked and settled in the same transaction, so a signal chain is all or nothing.
import { sql } from 'kysely';
import { throwSignal } from './events';
import { offerMessage } from './message-ops';
import { loadRun, type Run } from './run';

/** how far a chain of signals (one instance's signal making another throw one …) is followed */
const MAX_SIGNAL_DEPTH = 8;

export async function settle(run: Run, depth = 0): Promise<Run> {
  await run.flush();
  if (run.receiptMoves.length && run.env.moveReceipt) await run.env.moveReceipt(run);
  await sendMessagesOut(run, depth);
  const names = [...new Set(run.signalsOut.splice(0))];
  if (!names.length || depth >= MAX_SIGNAL_DEPTH) return run;
  for (const name of names) {
    // only instances whose deployed XML names the signal can wait for it
    const listeners = await run.trx
      .selectFrom('flow_instance as i')
      .innerJoin('flow_definition as d', (j) => j.onRef('d.id', '=', 'i.def_id').onRef('d.tenant_id', '=', 'i.tenant_id'))
      .select('i.id')
      .where('i.tenant_id', '=', run.tenantId)
      .where('i.status', '=', 'Ongoing')
      .where('i.id', '!=', run.inst.id)
      .where(sql<boolean>`position(${name} in d.xml) > 0`)
      .orderBy('i.id')
      .execute();
    for (const { id } of listeners) {
      const other = await loadRun(run.trx, run.env, run.tenantId, id, run.actor);
      if (other?.inst.status !== 'Ongoing') continue;
      await throwSignal(other, name);
      await settle(other, depth + 1);
      for (const u of other.touchedUsers) run.touchedUsers.add(u);
    }
  }
  return run;
}

/** Messages no token of the instance took go to the tenant's other instances (the same business key when it has one). */
async function sendMessagesOut(run: Run, depth: number): Promise<void> {
  const names = run.messagesOut.splice(0);
  if (depth >= MAX_SIGNAL_DEPTH) return;
  const c = { trx: run.trx, env: run.env, tenantId: run.tenantId, actor: run.actor };
  for (const messageName of names) {
    const out = await offerMessage(c, { messageName, businessKey: run.inst.receipt_code ?? undefined }, { except: run.inst.id, depth, mayStart: true });
    for (const u of out?.run.touchedUsers ?? []) run.touchedUsers.add(u);
  }
}
