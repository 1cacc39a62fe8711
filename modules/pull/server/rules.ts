// The record hooks of 工序叫料 and 拉动规则 (their generic create / modify / remove). A call may be
// changed or deleted only while Saved; it names a released, unfinished work order, one of its
// operations and a material its BOM feeds there (the operation's process is filled from it); its
// line-side position lies outside the issuing warehouse. A rule's minimum is not above its maximum.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { RecordHooks } from '../../../server/modules/types';
import { refuse } from '../../../server/modules/hooks';
import type { AnyTrx } from '../../../server/records/write';
import { ACTIVE_STATES, MANUFACTURING_STATES } from '../../production/public';
import { pm, type PullMessage } from '../messages';
import { stateLabel } from './requests';

type Lang = string;
const no = (lang: Lang, key: PullMessage, vars: Record<string, string | number> = {}, code = 400): never => refuse(pm(lang, key, vars), code);

async function positionOutside(trx: AnyTrx, T: string, lang: Lang, positionId: number, warehouseId: number): Promise<void> {
  const [p] = (await sql<{ code: string; warehouse_id: number }>`select code, warehouse_id::int as warehouse_id from wms_position where tenant_id = ${T} and id = ${positionId}`.execute(trx)).rows;
  if (p && p.warehouse_id === warehouseId) no(lang, 'notLineSide', { position: p.code });
}

interface CallRow {
  code: string;
  stage: string;
  order_id: number;
  op_id: number;
  material_id: number;
  warehouse_id: number;
  position_id: number;
}

async function checkCall(trx: AnyTrx, T: string, lang: Lang, id: number): Promise<void> {
  const [c] = (
    await sql<CallRow>`select code, stage, order_id::int as order_id, op_id::int as op_id, material_id::int as material_id, warehouse_id::int as warehouse_id, position_id::int as position_id
      from pull_call where tenant_id = ${T} and id = ${id}`.execute(trx)
  ).rows;
  const [o] = (await sql<{ code: string; state: string; bom: number | null }>`select o.code, o.manufacturing_state as state,
      coalesce(o.bom_id, (select d.id from prd_bom d where d.tenant_id = o.tenant_id and d.material_id = o.material_id and d.bom_type = 'Produce' and coalesce(d.status, 'Enable') = 'Enable' order by d.id desc limit 1))::int as bom
    from prd_work_order o where o.tenant_id = ${T} and o.id = ${c.order_id}`.execute(trx)).rows;
  if (!(ACTIVE_STATES as readonly string[]).includes(o.state)) {
    const s = MANUFACTURING_STATES.find((m) => m.value === o.state);
    no(lang, 'orderNotRunning', { order: o.code, state: s ? (lang === 'en_US' ? s.labelEn : s.label) : o.state }, 409);
  }
  const [op] = (await sql<{ process_id: number; first: boolean }>`select op.process_id::int as process_id,
      op.id = (select f.id from prd_work_order_op f where f.tenant_id = op.tenant_id and f.owner_id = op.owner_id order by f.seq, f.id limit 1) as first
    from prd_work_order_op op where op.tenant_id = ${T} and op.owner_id = ${c.order_id} and op.id = ${c.op_id}`.execute(trx)).rows;
  if (!op) no(lang, 'noOperation', { order: o.code });
  if (o.bom) {
    const [used] = (await sql<{ n: number }>`select count(*)::int as n from prd_bom_item where tenant_id = ${T} and owner_id = ${o.bom} and material_id = ${c.material_id}
        and (process_id = ${op.process_id} or (process_id is null and ${op.first}))`.execute(trx)).rows;
    if (!used.n) {
      const [names] = (await sql<{ m: string; p: string }>`select (select name || '(' || code || ')' from mdm_material where tenant_id = ${T} and id = ${c.material_id}) as m,
          (select name from mdm_process where tenant_id = ${T} and id = ${op.process_id}) as p`.execute(trx)).rows;
      no(lang, 'notInBom', { material: names?.m ?? c.material_id, order: o.code, process: names?.p ?? '' });
    }
  }
  await positionOutside(trx, T, lang, c.position_id, c.warehouse_id);
  await sql`update pull_call set process_id = ${op.process_id} where tenant_id = ${T} and id = ${id}`.execute(trx);
}

async function mustBeSaved(trx: AnyTrx, T: string, lang: Lang, table: string, id: number): Promise<void> {
  const [r] = (await sql<{ code: string; stage: string }>`select code, stage from ${sql.table(table)} where tenant_id = ${T} and id = ${id}`.execute(trx)).rows;
  if (r && r.stage !== 'Saved') no(lang, 'notSaved', { code: r.code, state: stateLabel(r.stage, lang) }, 409);
}

export const pullHooks: RecordHooks[] = [
  {
    entity: 'PullCall',
    actions: ['modify', 'remove'],
    before: ({ trx, writer, id }) => mustBeSaved(trx, writer.tenantId, writer.lang, 'pull_call', id!),
  },
  {
    entity: 'PullCall',
    actions: ['create', 'modify'],
    after: ({ trx, writer, id }) => checkCall(trx, writer.tenantId, writer.lang, id!),
  },
  {
    entity: 'PullPull',
    actions: ['modify', 'remove'],
    before: ({ trx, writer, id }) => mustBeSaved(trx, writer.tenantId, writer.lang, 'pull_pull', id!),
  },
  {
    entity: 'PullRule',
    actions: ['create', 'modify'],
    after: async ({ trx, writer, id }) => {
      const [r] = (await sql<{ min: string; max: string; position_id: number; warehouse_id: number }>`select min_qty::text as min, max_qty::text as max, position_id::int as position_id, warehouse_id::int as warehouse_id
        from pull_rule where tenant_id = ${writer.tenantId} and id = ${id!}`.execute(trx)).rows;
      if (new Big(r.min).gt(new Big(r.max))) no(writer.lang, 'minAboveMax');
      await positionOutside(trx, writer.tenantId, writer.lang, r.position_id, r.warehouse_id);
    },
  },
];
