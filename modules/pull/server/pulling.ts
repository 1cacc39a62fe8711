// 物料拉动: the pull rules checked — by hand (检查拉动) and every minute while the server runs. A
// rule whose position holds less of its material than its minimum gets a pull of (maximum − at
// hand), at once a submitted 出库申请 like a call. Exactly once per shortage: an advisory lock per
// position and material, then "no open pull there", then the pull with its open key (unique: the
// database's wall behind the lock) — two servers or a click during the job make one pull.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { AppEnv } from '../../../server/env';
import { every } from '../../../server/modules/every';
import { builtinModel } from '../../../server/records/model';
import { type AnyTrx, createRecord, type Writer } from '../../../server/records/write';
import { applyFor, PULLS, type RequestRow, type Tx } from './requests';

interface DueRule {
  id: number;
  code: string;
  process_unit_id: number;
  position_id: number;
  material_id: number;
  unit: string | null;
  warehouse_id: number;
  max_qty: string;
  at_hand: string;
  create_id: number;
  create_name: string;
}

const atHand = sql`coalesce((select sum(b.total) from stock_balance b where b.tenant_id = r.tenant_id and b.position_id = r.position_id and b.material_id = r.material_id), 0)`;

/** The enabled rules below their minimum with no open pull (of one tenant, or of all for the job). */
function dueRules(db: AnyTrx, tenant: string | null) {
  return sql<DueRule & { tenant_id: string }>`select r.tenant_id, r.id::int as id, r.code, r.process_unit_id::int as process_unit_id, r.position_id::int as position_id, r.material_id::int as material_id,
      r.unit, r.warehouse_id::int as warehouse_id, r.max_qty::text as max_qty, ${atHand}::text as at_hand, r.create_id::int as create_id, r.create_name
    from pull_rule r
   where ${tenant ? sql`r.tenant_id = ${tenant}` : sql`r.tenant_id is not null`} and coalesce(r.status, 'Enable') = 'Enable' and ${atHand} < r.min_qty and r.max_qty > ${atHand}
     and not exists (select 1 from pull_pull p where p.tenant_id = r.tenant_id and p.open_key = r.position_id || ':' || r.material_id)
   order by r.tenant_id, r.id`.execute(db);
}

/** One rule's pull, if it is still due once its position and material are locked; answers whether one was made. */
async function pullFor(x: Tx, rule: DueRule): Promise<boolean> {
  const key = `${rule.position_id}:${rule.material_id}`;
  await sql`select pg_advisory_xact_lock(hashtext(${`${x.T}:pull:${key}`}))`.execute(x.trx);
  const [now] = (
    await sql<{ open: boolean; at_hand: string }>`select exists (select 1 from pull_pull where tenant_id = ${x.T} and open_key = ${key}) as open,
        coalesce((select sum(total) from stock_balance where tenant_id = ${x.T} and position_id = ${rule.position_id} and material_id = ${rule.material_id}), 0)::text as at_hand`.execute(x.trx)
  ).rows;
  const quantity = new Big(rule.max_qty).minus(new Big(now.at_hand));
  if (now.open || !quantity.gt(0)) return false;
  const rec = await createRecord(
    x.w,
    builtinModel(PULLS.entity)!,
    { process_unit_id: rule.process_unit_id, material_id: rule.material_id, unit: rule.unit, quantity: quantity.toString(), warehouse_id: rule.warehouse_id, position_id: rule.position_id, remark: rule.code },
    x.trx,
  );
  const id = Number(rec.id);
  await sql`update pull_pull set rule_id = ${rule.id}, at_hand = ${now.at_hand}::numeric, open_key = ${key} where tenant_id = ${x.T} and id = ${id}`.execute(x.trx);
  const row: RequestRow = {
    id,
    code: String(rec.code),
    stage: 'Saved',
    state: 'Saved',
    quantity: quantity.toString(),
    issued: '0',
    material_id: rule.material_id,
    warehouse_id: rule.warehouse_id,
    position_id: rule.position_id,
    process_unit_id: rule.process_unit_id,
    need_time: null,
    apply_id: null,
    apply_code: null,
    apply_status: null,
    order_id: null,
  };
  await applyFor(x, PULLS, row);
  return true;
}

/** The tenant's due rules checked in the writer's transaction: how many pulls were made. */
export async function checkRules(x: Tx): Promise<number> {
  let made = 0;
  for (const rule of (await dueRules(x.trx, x.T)).rows) if (await pullFor(x, rule)) made++;
  return made;
}

/** The job's pass over every tenant: each tenant in its own transaction, written as each rule's author. */
export async function checkAllTenants(env: AppEnv): Promise<number> {
  const due = (await dueRules(env.db.system as unknown as AnyTrx, null)).rows;
  let made = 0;
  for (const tenant of [...new Set(due.map((r) => r.tenant_id))]) {
    const rules = due.filter((r) => r.tenant_id === tenant);
    await env.db.forTenant(tenant).transaction().execute(async (trx: AnyTrx) => {
      for (const rule of rules) {
        const w: Writer = { db: trx, tenantId: tenant, userId: rule.create_id, userName: rule.create_name, organId: null, lang: 'zh_CN' };
        if (await pullFor({ w, trx, T: tenant, lang: 'zh_CN' }, rule)) made++;
      }
    });
  }
  return made;
}

const EVERY_MS = 60_000;

export const startPullJob = (env: AppEnv) =>
  Promise.resolve(
    every(
      EVERY_MS,
      async () => {
        await checkAllTenants(env);
      },
      (e) => env.log.error({ err: e }, 'material pull check'),
    ),
  );
