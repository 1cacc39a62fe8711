// One command's view of one instance: the instance row (locked FOR UPDATE), its live executions
// and open tasks, loaded once; the walk (walk.ts) and the commands change them in memory and
// `flush` writes what changed in a few statements, inside the command's transaction. A command
// therefore sees a consistent instance, and two commands on one instance queue on its row lock.
import type { Kysely, Selectable, Transaction } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { DB } from '../../../../server/db/types';
import type { ProcessModel } from '../model/types';
import type { FlowTables, MiCounters } from '../store/tables';
import type { EngineEnv } from './env';

export type Trx = Transaction<DB> | Kysely<DB>;
export type InstanceRow = Selectable<FlowTables['flow_instance']>;
export type ExecRow = Omit<Selectable<FlowTables['flow_execution']>, 'vars' | 'mi'> & { vars: Record<string, unknown>; mi: MiCounters | null };
export type TaskRow = Selectable<FlowTables['flow_task']>;

export interface Actor {
  userId: number;
  userName: string;
  lang: 'zh_CN' | 'en_US';
}

/** A row of the instance's history as the walk records it (the instance and the start time are the flush's). */
type ActivityInsert = Omit<FlowTables['flow_activity'], 'id' | 'tenant_id' | 'instance_id' | 'start_time' | 'end_time'> & { end_time: Date | null };

/** What the receipt of the instance must do once the walk is over (receipt.ts runs it in the same transaction). */
export type ReceiptMove = 'start' | 'finish' | 'reject' | 'cancel';

export class Run {
  readonly now = new Date();
  readonly execs = new Map<string, ExecRow>();
  readonly tasks = new Map<string, TaskRow>();
  readonly dirtyExecs = new Set<string>();
  readonly newExecs = new Set<string>();
  readonly removedExecs = new Set<string>();
  readonly dirtyTasks = new Set<string>();
  readonly newTasks = new Set<string>();
  readonly candidates: Array<{ task_id: string; user_id: number }> = [];
  readonly activities: ActivityInsert[] = [];
  /** history rows of earlier commands to close: [execution id, node id, outcome] */
  readonly activityEnds: Array<[string, string, string]> = [];
  readonly comments: Array<{ task_id: string | null; user_id: number | null; user_name: string | null; type: string; message: string }> = [];
  readonly copies: Array<{ task_id: string | null; node_id: string | null; node_name: string | null; user_id: number; reason: string | null }> = [];
  readonly timers: Array<{ execution_id: string; node_id: string; due_at: Date; cycle: string | null; repeats_left: number | null }> = [];
  readonly timersGone = new Set<string>();
  /** users whose todo badge changed */
  readonly touchedUsers = new Set<number>();
  /** receipt moves to make after the walk, in order (a flow may start and finish in one command) */
  readonly receiptMoves: ReceiptMove[] = [];
  /** the error code a called instance ended with, uncaught inside it: its call activity takes it */
  raisedError: string | null = null;
  /** global signals thrown: delivered to the tenant's other waiting instances after the flush */
  readonly signalsOut: string[] = [];
  /** messages thrown that no token of this instance took: offered to the tenant's others after the flush */
  readonly messagesOut: string[] = [];
  varsDirty = false;
  instanceDirty = false;
  /** set while `start` runs: the initiator's first task passes by itself (not on a return) */
  starting = false;
  private seq = 0;

  constructor(
    readonly trx: Trx,
    readonly env: EngineEnv,
    readonly tenantId: string,
    readonly inst: InstanceRow,
    readonly model: ProcessModel,
    readonly actor: Actor,
  ) {}

  get vars(): Record<string, unknown> {
    return this.inst.variables as Record<string, unknown>;
  }

  setVar(name: string, value: unknown): void {
    this.vars[name] = value;
    this.varsDirty = true;
  }

  /** Variables an expression at `exec` sees: the instance's, overlaid by the execution chain's locals. */
  scopeVars(exec: ExecRow | null): Record<string, unknown> {
    const chain: ExecRow[] = [];
    for (let e = exec; e; e = e.parent_id ? (this.execs.get(e.parent_id) ?? null) : null) chain.push(e);
    const out: Record<string, unknown> = { ...this.vars };
    for (const e of chain.reverse()) Object.assign(out, e.vars);
    return out;
  }

  newExec(parent: ExecRow | null, nodeId: string | null, kind: ExecRow['kind'], vars: Record<string, unknown> = {}): ExecRow {
    const e: ExecRow = { id: randomUUID(), tenant_id: this.tenantId, instance_id: this.inst.id, parent_id: parent?.id ?? null, node_id: nodeId, kind, state: 'active', vars, mi: null, seq: this.nextSeq() };
    this.execs.set(e.id, e);
    this.newExecs.add(e.id);
    return e;
  }

  touch(e: ExecRow): void {
    if (!this.newExecs.has(e.id)) this.dirtyExecs.add(e.id);
  }

  removeExec(e: ExecRow): void {
    this.execs.delete(e.id);
    if (this.newExecs.has(e.id)) this.newExecs.delete(e.id);
    else this.removedExecs.add(e.id);
    this.dirtyExecs.delete(e.id);
    this.timersGone.add(e.id);
  }

  children(e: ExecRow): ExecRow[] {
    return [...this.execs.values()].filter((c) => c.parent_id === e.id);
  }

  root(): ExecRow {
    const r = [...this.execs.values()].find((e) => e.kind === 'root');
    if (!r) throw new Error(`instance ${this.inst.id} has no root execution`);
    return r;
  }

  /** a creation order that follows the commands and, within one, the order of creation */
  nextSeq(): number {
    return this.now.getTime() * 1000 + ++this.seq;
  }

  addTask(t: TaskRow): void {
    t.seq = this.nextSeq();
    this.tasks.set(t.id, t);
    this.newTasks.add(t.id);
    if (t.assignee_id) this.touchedUsers.add(t.assignee_id);
  }

  touchTask(t: TaskRow): void {
    if (!this.newTasks.has(t.id)) this.dirtyTasks.add(t.id);
    if (t.assignee_id) this.touchedUsers.add(t.assignee_id);
    if (t.owner_id) this.touchedUsers.add(t.owner_id);
    for (const u of t.candidate_users) this.touchedUsers.add(u);
  }

  openTasks(): TaskRow[] {
    return [...this.tasks.values()].filter((t) => t.open);
  }

  /** history: a node was entered (ended at once when `ended`) */
  enterActivity(exec: ExecRow | null, nodeId: string, ended: boolean, extra: Partial<ActivityInsert> = {}): void {
    const n = this.model.nodes.get(nodeId);
    this.activities.push({ execution_id: exec?.id ?? null, node_id: nodeId, node_kind: n?.kind ?? 'sequenceFlow', name: n?.name ?? null, task_id: null, flow_id: null, end_time: ended ? this.now : null, outcome: null, ...extra });
  }

  endActivity(exec: ExecRow, nodeId: string, outcome = 'completed'): void {
    const open = this.activities.find((a) => a.execution_id === exec.id && a.node_id === nodeId && !a.end_time);
    if (open) {
      open.end_time = this.now;
      open.outcome = outcome;
    } else this.activityEnds.push([exec.id, nodeId, outcome]);
  }

  async flush(): Promise<void> {
    const { trx, tenantId } = this;
    const id = this.inst.id;
    if (this.removedExecs.size) await trx.deleteFrom('flow_execution').where('tenant_id', '=', tenantId).where('id', 'in', [...this.removedExecs]).execute();
    if (this.newExecs.size) await trx.insertInto('flow_execution').values([...this.newExecs].map((x) => execValues(this.execs.get(x)!))).execute();
    for (const x of this.dirtyExecs) {
      const e = this.execs.get(x);
      if (!e) continue;
      await trx.updateTable('flow_execution').set({ node_id: e.node_id, parent_id: e.parent_id, kind: e.kind, state: e.state, vars: JSON.stringify(e.vars), mi: JSON.stringify(e.mi) }).where('tenant_id', '=', tenantId).where('id', '=', e.id).execute();
    }
    if (this.newTasks.size) await trx.insertInto('flow_task').values([...this.newTasks].map((x) => this.tasks.get(x)!)).execute();
    for (const x of this.dirtyTasks) {
      const { id: taskId, tenant_id: _t, ...t } = this.tasks.get(x)!;
      await trx.updateTable('flow_task').set(t).where('tenant_id', '=', tenantId).where('id', '=', taskId).execute();
    }
    if (this.candidates.length) await trx.insertInto('flow_task_candidate').values(this.candidates.map((c) => ({ tenant_id: tenantId, ...c }))).onConflict((oc) => oc.doNothing()).execute();
    for (const [execId, nodeId, outcome] of this.activityEnds) {
      await trx.updateTable('flow_activity').set({ end_time: this.now, outcome }).where('tenant_id', '=', tenantId).where('instance_id', '=', id).where('execution_id', '=', execId).where('node_id', '=', nodeId).where('end_time', 'is', null).execute();
    }
    if (this.activities.length) await trx.insertInto('flow_activity').values(this.activities.map((a) => ({ tenant_id: tenantId, instance_id: id, ...a }))).execute();
    if (this.comments.length) await trx.insertInto('flow_comment').values(this.comments.map((c) => ({ tenant_id: tenantId, instance_id: id, ...c }))).execute();
    if (this.copies.length) {
      await trx
        .insertInto('flow_copy')
        .values(this.copies.map((c) => ({ tenant_id: tenantId, instance_id: id, start_user_id: this.inst.start_user_id, ...c })))
        .onConflict((oc) => oc.columns(['tenant_id', 'instance_id', 'user_id', 'node_id']).doNothing())
        .execute();
    }
    const gone = [...this.timersGone].filter((x) => !this.newExecs.has(x));
    if (gone.length) await trx.deleteFrom('flow_timer').where('tenant_id', '=', tenantId).where('execution_id', 'in', gone).execute();
    const timers = this.timers.filter((t) => this.execs.has(t.execution_id));
    if (timers.length) await trx.insertInto('flow_timer').values(timers.map((t) => ({ tenant_id: tenantId, instance_id: id, ...t }))).execute();
    if (this.varsDirty || this.instanceDirty) {
      const { id: _i, tenant_id: _t, variables, ...rest } = this.inst;
      await trx.updateTable('flow_instance').set({ ...rest, variables: JSON.stringify(variables) }).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
    }
  }
}

function execValues(e: ExecRow) {
  return { ...e, vars: JSON.stringify(e.vars), mi: JSON.stringify(e.mi) };
}

/** Loads an instance for a command, locking its row; null when the tenant has no such instance. */
export async function loadRun(trx: Trx, env: EngineEnv, tenantId: string, instanceId: string, actor: Actor): Promise<Run | null> {
  const inst = await trx.selectFrom('flow_instance').selectAll().where('tenant_id', '=', tenantId).where('id', '=', instanceId).forUpdate().executeTakeFirst();
  if (!inst) return null;
  const model = await env.modelOf(trx, tenantId, inst.def_id);
  const run = new Run(trx, env, tenantId, inst, model, actor);
  const execs = await trx.selectFrom('flow_execution').selectAll().where('tenant_id', '=', tenantId).where('instance_id', '=', instanceId).orderBy('seq').execute();
  for (const e of execs) run.execs.set(e.id, e as ExecRow);
  const tasks = await trx.selectFrom('flow_task').selectAll().where('tenant_id', '=', tenantId).where('instance_id', '=', instanceId).where('open', '=', true).execute();
  for (const t of tasks) run.tasks.set(t.id, t);
  return run;
}
