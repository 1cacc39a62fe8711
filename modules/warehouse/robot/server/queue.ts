// Robot tasks queued by documents: when an audited put-on or warehouse delivery moved goods on or
// off a position of automatic storage, the robots are to do it — read from the ledger rows the
// audit just wrote (so a delivery taking first in first out names its real positions):
//   put-on line: to an automatic position → PutOn (from one as well → Move); only from one → Pick;
//   delivery line: off an automatic position → Pick.
// Un-audited, the document's tasks not yet started are cancelled (a dispatched one frees its
// robot); while a robot runs one of them the un-audit is refused.
import { sql } from 'kysely';
import { refuse } from '../../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../../server/modules/types';
import type { RobotTaskType } from '../entity';
import { AUTOMATIC_TYPES, type AnyDb, insertTask, robotText } from './tasks';

interface Move {
  line_id: number | null;
  material_id: number;
  warehouse_id: number;
  position_id: number;
  container_code: string;
  qty: string;
  kind: string;
  automatic: boolean;
}

async function movesOf(db: AnyDb, T: string, entity: string, id: number): Promise<Move[]> {
  return (
    await sql<Move>`
      select l.line_id::int as line_id, l.material_id::int as material_id, l.warehouse_id::int as warehouse_id, l.position_id::int as position_id, l.container_code, l.qty::text as qty, l.kind,
             coalesce(p.position_type in (${sql.join([...AUTOMATIC_TYPES])}), false) as automatic
        from stock_ledger l left join wms_position p on p.tenant_id = l.tenant_id and p.id = l.position_id
       where l.tenant_id = ${T} and l.doc_entity = ${entity} and l.doc_id = ${id} and not l.reversed and l.reverses is null
       order by l.id`.execute(db)
  ).rows;
}

const abs = (q: string) => q.replace(/^-/, '');

/** After an audit: the tasks of its moves at automatic positions. */
async function queueForDocument(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const entity = ctx.model.def.code;
  const id = ctx.id!;
  const code = (await sql<{ code: string | null }>`select code from ${sql.table(ctx.model.def.table)} where tenant_id = ${T} and id = ${id}`.execute(ctx.trx)).rows[0]?.code ?? null;
  const moves = await movesOf(ctx.trx, T, entity, id);
  const who = { id: ctx.writer.userId, name: ctx.writer.userName };
  const queue = (taskType: RobotTaskType, m: Move, from: number | null, to: number | null) =>
    insertTask(ctx.trx, T, { taskType, warehouse: m.warehouse_id, from, to, container: m.container_code || null, material: m.material_id, quantity: abs(m.qty), doc: { entity, id, code }, who });
  if (entity === 'WmsPutOn') {
    const outs = moves.filter((m) => m.kind === 'transferOut');
    for (const into of moves.filter((m) => m.kind === 'transferIn')) {
      // the part of the line that left from where (a transfer writes its out-row before its in-row)
      const out = outs.find((o) => o.line_id === into.line_id && o.material_id === into.material_id && abs(o.qty) === into.qty);
      if (out) outs.splice(outs.indexOf(out), 1);
      const fromAuto = !!out?.automatic;
      if (into.automatic) await queue(fromAuto ? 'Move' : 'PutOn', into, fromAuto ? out!.position_id : null, into.position_id);
      else if (fromAuto) await queue('Pick', into, out!.position_id, into.position_id);
    }
  } else {
    for (const m of moves) if (m.automatic && m.qty.startsWith('-')) await queue('Pick', m, m.position_id, null);
  }
}

/** Before an un-audit: no robot is running a task of the document; the ones not started are cancelled. */
async function withdrawTasks(ctx: HookContext): Promise<void> {
  const T = ctx.writer.tenantId;
  const db = ctx.trx as AnyDb;
  const tasks = (
    await sql<{ id: number; code: string; task_status: string }>`
      select id::int as id, code, task_status from wms_robot_task
       where tenant_id = ${T} and doc_entity = ${ctx.model.def.code} and doc_id = ${ctx.id} and task_status in ('Queued', 'Dispatched', 'Running')
       order by id for update`.execute(db)
  ).rows;
  const running = tasks.find((t) => t.task_status === 'Running');
  if (running) refuse(robotText(ctx.writer.lang, 'running', { code: running.code }));
  for (const t of tasks) {
    await sql`update wms_robot_task set task_status = 'Cancelled', finished_at = now(), modify_dt = now() where tenant_id = ${T} and id = ${t.id}`.execute(db);
    await sql`update wms_robot set state = 'Idle', task_id = null, updated_at = now() where tenant_id = ${T} and task_id = ${t.id}`.execute(db);
  }
}

export const robotQueueHooks: RecordHooks[] = ['WmsPutOn', 'WmsDelivery'].flatMap((entity) => [
  { entity, actions: ['audit'] as const, after: queueForDocument, keepsRecord: true },
  { entity, actions: ['deApproval'] as const, before: withdrawTasks },
]);
