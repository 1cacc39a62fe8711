// The tool operations, each one transaction over the file locked first: install on a machine (a
// mounted tool is never installed again; a worn-out cutter not at all), uninstall (not while the
// machine runs an order; an abnormal uninstall names its reason), dressing (off the machine, within
// the type's allowed dressings: the life comes back) and scrapping. Each leaves a line in the
// install history and answers the file as stored.
import { sql } from 'kysely';
import { Big } from '../../../schemas/compute/decimal';
import type { RecordValue } from '../../../schemas/rpc/datax';
import { callerModel, writerOf } from '../../../server/records/context';
import { builtinModel } from '../../../server/records/model';
import { readRecord } from '../../../server/records/read';
import type { AnyTrx, Writer } from '../../../server/records/write';
import type { CallContext } from '../../../server/rpc/registry';
import type { InstallArg, ToolIdArg, UninstallArg } from '../contracts';
import { MOUNTED } from '../entities/options';
import { tm } from '../messages';
import { fail, KEYS, type Kind, lockTool, logEvent, type Op, runningOn, TABLES, type ToolRow } from './tool-rows';

/** One transaction as the caller over the kind's files. */
export async function transact<R>(ctx: CallContext, kind: Kind, body: (x: Op, w: Writer) => Promise<R>): Promise<R> {
  const w = await writerOf(ctx, await callerModel(ctx, TABLES[kind].entity));
  return w.db.transaction().execute((trx: AnyTrx) => body({ trx, T: w.tenantId, lang: w.lang, userId: w.userId, userName: w.userName, writer: w }, w));
}

/** One operation's transaction; answers the record it names (the file, unless said otherwise) as stored after it. */
export function operate(ctx: CallContext, kind: Kind, body: (x: Op, w: Writer) => Promise<number>, answer = TABLES[kind].entity): Promise<RecordValue> {
  return transact(ctx, kind, async (x, w) => readRecord(x.trx, builtinModel(answer)!, await body(x, w), w.lang));
}

async function setState(x: Op, kind: Kind, t: ToolRow, set: ReturnType<typeof sql>): Promise<void> {
  await sql`update ${sql.table(TABLES[kind].file)} set ${set}, version = version + 1, modify_id = ${x.userId}, modify_name = ${x.userName}, modify_dt = now()
    where tenant_id = ${x.T} and id = ${t.id}`.execute(x.trx);
}

/** A mounted tool whose machine runs an order now cannot come off: refused with the action's name. */
async function notWhileRunning(x: Op, kind: Kind, t: ToolRow, action: 'actionUninstall' | 'actionScrap'): Promise<void> {
  if (!t.equipment_id) return;
  const machine = await runningOn(x, t.equipment_id);
  if (machine) throw fail(x.lang, KEYS[kind].inProduction, { code: t.code, machine, action: tm(x.lang === 'en_US' ? 'en_US' : 'zh_CN', action) });
}

export async function install(x: Op, kind: Kind, a: InstallArg): Promise<number> {
  const t = await lockTool(x, kind, a.id);
  if (MOUNTED.includes(t.state)) throw fail(x.lang, KEYS[kind].installed, { code: t.code });
  if (kind === 'Cutter' && new Big(t.remaining_life ?? 0).lte(0)) throw fail(x.lang, 'wornOut', { code: t.code });
  const [machine] = (await sql<{ id: number }>`select id::int as id from prd_equipment where tenant_id = ${x.T} and id = ${a.equipmentId}`.execute(x.trx)).rows;
  if (!machine) throw fail(x.lang, 'machineNotFound', { id: a.equipmentId }, 'missing');
  await setState(x, kind, t, sql`state = 'Installed', equipment_id = ${a.equipmentId}, install_dt = now()`);
  await logEvent(x, { kind, tool: t, event: 'Install', equipmentId: a.equipmentId, life: t.remaining_life, remark: a.remark });
  return t.id;
}

export async function uninstall(x: Op, kind: Kind, a: UninstallArg): Promise<number> {
  const t = await lockTool(x, kind, a.id);
  if (!MOUNTED.includes(t.state)) throw fail(x.lang, KEYS[kind].notInstalled, { code: t.code });
  await notWhileRunning(x, kind, t, 'actionUninstall');
  if (a.abnormal && !a.reasonId) throw fail(x.lang, 'reasonRequired', {}, 'bad');
  if (a.reasonId) {
    const [reason] = (await sql<{ id: number }>`select id::int as id from tool_uninstall_reason where tenant_id = ${x.T} and id = ${a.reasonId}`.execute(x.trx)).rows;
    if (!reason) throw fail(x.lang, 'reasonNotFound', { id: a.reasonId }, 'missing');
  }
  await setState(x, kind, t, sql`state = 'Free', equipment_id = null, install_dt = null`);
  await logEvent(x, { kind, tool: t, event: 'Uninstall', equipmentId: t.equipment_id, life: t.remaining_life, abnormal: a.abnormal, reasonId: a.reasonId, remark: a.remark });
  return t.id;
}

/** 修磨: the cutter's life back to its type's life after dressing (else its rated life), one dressing more. */
export async function dress(x: Op, a: ToolIdArg): Promise<number> {
  const t = await lockTool(x, 'Cutter', a.id);
  if (MOUNTED.includes(t.state)) throw fail(x.lang, 'dressMounted', { code: t.code });
  const [d] = (
    await sql<{ max: number; life: string }>`select coalesce(max_dressings, 0)::int as max, coalesce(dress_life, rated_life)::text as life
      from tool_cutter_define where tenant_id = ${x.T} and id = ${t.define_id}`.execute(x.trx)
  ).rows;
  const max = d?.max ?? 0;
  if (t.dressing_count >= max) throw fail(x.lang, 'dressingExceeded', { code: t.code, count: t.dressing_count, max });
  const life = d?.life ?? t.rated_life ?? '0';
  await setState(x, 'Cutter', t, sql`remaining_life = ${life}::numeric, dressing_count = ${t.dressing_count + 1}`);
  await logEvent(x, { kind: 'Cutter', tool: t, event: 'Dress', equipmentId: null, life, remark: a.remark });
  return t.id;
}

/** 报废: for good; a mounted tool comes off its machine (not while the machine runs an order). */
export async function scrap(x: Op, kind: Kind, a: ToolIdArg): Promise<number> {
  const t = await lockTool(x, kind, a.id);
  await notWhileRunning(x, kind, t, 'actionScrap');
  await setState(x, kind, t, sql`state = 'Scrap', equipment_id = null, install_dt = null`);
  await logEvent(x, { kind, tool: t, event: 'Scrap', equipmentId: t.equipment_id, life: t.remaining_life, remark: a.remark });
  return t.id;
}
