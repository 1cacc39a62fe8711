// Messages from outside and between instances. A message goes to one receiver: the first running
// instance of the tenant (oldest first) with a token waiting for it — a message catch event, a
// receive task, a message boundary event, an event-based gateway's message branch, or a message
// event sub-process — narrowed to one instance or to the instances of one business key (the
// document code an instance runs for). When none waits (and the caller named neither), the latest
// active definition with a message start event of that name starts a new instance there.
import { sql } from 'kysely';
import { type EngineCall, startInstance } from './commands';
import { deliverMessage } from './events';
import { flowError } from './messages';
import { loadRun, type Run } from './run';
import { settle } from './settle';

export interface MessageTarget {
  messageName: string;
  /** only this instance */
  instanceId?: string;
  /** only instances running for the document of this code */
  businessKey?: string;
}

/** message starts one command may make (a started process throwing what starts another …) */
const MAX_MESSAGE_STARTS = 8;
const startsIn = new WeakMap<object, number>();

interface OfferOptions {
  /** the sending instance (its own tokens were asked first) */
  except?: string;
  depth?: number;
  /** whether a message start event may start an instance when no instance takes it */
  mayStart: boolean;
}

/** Delivers the message; null when nobody took it. */
export async function offerMessage(c: EngineCall, t: MessageTarget, { except, depth = 0, mayStart }: OfferOptions): Promise<{ run: Run; started: boolean } | null> {
  let q = c.trx
    .selectFrom('flow_instance as i')
    .innerJoin('flow_definition as d', (j) => j.onRef('d.id', '=', 'i.def_id').onRef('d.tenant_id', '=', 'i.tenant_id'))
    .select('i.id')
    .where('i.tenant_id', '=', c.tenantId)
    .where('i.status', '=', 'Ongoing')
    // only instances whose deployed XML names the message can wait for it
    .where(sql<boolean>`position(${t.messageName} in d.xml) > 0`);
  if (t.instanceId) q = q.where('i.id', '=', t.instanceId);
  if (t.businessKey) q = q.where('i.receipt_code', '=', t.businessKey);
  if (except) q = q.where('i.id', '!=', except);
  for (const { id } of await q.orderBy('i.start_time').orderBy('i.id').execute()) {
    const run = await loadRun(c.trx, c.env, c.tenantId, id, c.actor);
    if (run?.inst.status !== 'Ongoing') continue;
    if (!(await deliverMessage(run, t.messageName))) continue;
    await settle(run, depth + 1);
    return { run, started: false };
  }
  return mayStart ? startByMessage(c, t.messageName) : null;
}

async function startByMessage(c: EngineCall, name: string): Promise<{ run: Run; started: boolean } | null> {
  const count = startsIn.get(c.trx) ?? 0;
  if (count >= MAX_MESSAGE_STARTS) return null;
  const defs = await c.trx
    .selectFrom('flow_definition')
    .select(['id', 'key', 'version'])
    .where('tenant_id', '=', c.tenantId)
    .where('suspended', '=', false)
    .where(sql<boolean>`position(${name} in xml) > 0`)
    .orderBy('key')
    .orderBy('version', 'desc')
    .execute();
  const latest = defs.filter((d, i) => i === 0 || defs[i - 1].key !== d.key);
  for (const def of latest) {
    const model = await c.env.modelOf(c.trx, c.tenantId, def.id);
    const start = model.starts.map((s) => model.nodes.get(s)!).find((s) => s.message === name);
    if (!start) continue;
    startsIn.set(c.trx, count + 1);
    return { run: await startInstance(c, { defId: def.id, startNodeId: start.id }), started: true };
  }
  return null;
}

/** The message call: delivered, or a new instance started; refused (not found) when nobody takes it. */
export async function correlateMessage(c: EngineCall, t: MessageTarget): Promise<{ run: Run; started: boolean; instanceId: string }> {
  // naming an instance or a document asks for a running one, never a new start
  const out = await offerMessage(c, t, { mayStart: !t.instanceId && !t.businessKey });
  if (!out) throw flowError(c.actor, 'missing', 'noMessageReceiver', { name: t.messageName });
  return { ...out, instanceId: out.run.inst.id };
}
