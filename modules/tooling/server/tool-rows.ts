// What the tool operations share: the two kinds (cutter, fixture) and their tables, a file read and
// locked FOR UPDATE (the file first, always, so two operations on one tool queue), its machine's
// running order ("in production"), the event log, and refusals with their exact messages.
import { sql } from 'kysely';
import { builtinModel } from '../../../server/records/model';
import { type AnyTrx, lockWritableIds, type Writer } from '../../../server/records/write';
import { badRequest, conflict, notFound, type RpcError } from '../../../server/rpc/errors';
import { type ToolMessage, tm } from '../messages';
import type { ToolState } from '../entities/options';

export type Kind = 'Cutter' | 'Fixture';

export const TABLES: Record<Kind, { file: string; define: string; entity: string }> = {
  Cutter: { file: 'tool_cutter_file', define: 'tool_cutter_define', entity: 'CutterFile' },
  Fixture: { file: 'tool_fixture_file', define: 'tool_fixture_define', entity: 'FixtureFile' },
};

/** The refusal keys of each kind for the same rule. */
export const KEYS: Record<Kind, Record<'notFound' | 'scrapped' | 'installed' | 'notInstalled' | 'inProduction', ToolMessage>> = {
  Cutter: { notFound: 'cutterNotFound', scrapped: 'cutterScrapped', installed: 'cutterInstalled', notInstalled: 'cutterNotInstalled', inProduction: 'cutterInProduction' },
  Fixture: { notFound: 'fixtureNotFound', scrapped: 'fixtureScrapped', installed: 'fixtureInstalled', notInstalled: 'fixtureNotInstalled', inProduction: 'fixtureInProduction' },
};

export interface Op {
  trx: AnyTrx;
  T: string;
  lang: string;
  userId: number | null;
  userName: string;
  /** the caller, for operations it asks for: a file outside its data scope is one that does not exist (none for system work: a hook's life countdown) */
  writer?: Writer;
}

export interface ToolRow {
  id: number;
  code: string;
  state: ToolState;
  define_id: number;
  equipment_id: number | null;
  rated_life: string | null;
  remaining_life: string | null;
  dressing_count: number;
}

/** A refusal as the envelope's error: 400 bad input, 409 what the state forbids, 11 what is not there. */
export function fail(lang: string, key: ToolMessage, vars: Record<string, string | number> = {}, kind: 'bad' | 'conflict' | 'missing' = 'conflict'): RpcError {
  const msg = tm(lang === 'en_US' ? 'en_US' : 'zh_CN', key, vars);
  return kind === 'missing' ? notFound(msg) : kind === 'bad' ? badRequest(msg) : conflict(msg);
}

/** The file, locked for the rest of the transaction (11 with the kind's "not found" when it is not the tenant's). */
export async function lockTool(x: Op, kind: Kind, id: number): Promise<ToolRow> {
  if (x.writer && !(await lockWritableIds(x.trx, x.writer, builtinModel(TABLES[kind].entity)!, [id])).has(id)) throw fail(x.lang, KEYS[kind].notFound, { code: String(id) }, 'missing');
  const [row] = (
    await sql<ToolRow>`select id::int as id, code, state, define_id::int as define_id, equipment_id::int as equipment_id, rated_life::text as rated_life,
        remaining_life::text as remaining_life, ${kind === 'Cutter' ? sql`coalesce(dressing_count, 0)::int` : sql`0`} as dressing_count
      from ${sql.table(TABLES[kind].file)} where tenant_id = ${x.T} and id = ${id} for update`.execute(x.trx)
  ).rows;
  if (!row) throw fail(x.lang, KEYS[kind].notFound, { code: String(id) }, 'missing');
  if (row.state === 'Scrap') throw fail(x.lang, KEYS[kind].scrapped, { code: row.code });
  return row;
}

/** The code of the machine when it runs an order now (加工中 or 调试中: the tools on it are producing), else null. */
export async function runningOn(x: Op, equipmentId: number): Promise<string | null> {
  const [row] = (
    await sql<{ code: string }>`select e.code from prd_equipment e where e.tenant_id = ${x.T} and e.id = ${equipmentId}
       and exists (select 1 from prd_work_order o where o.tenant_id = e.tenant_id and o.manufacturing_state in ('Process', 'Debug')
         and (o.equipment_id = e.id or exists (select 1 from prd_work_order_op p where p.tenant_id = o.tenant_id and p.owner_id = o.id and p.equipment_id = e.id)))`.execute(x.trx)
  ).rows;
  return row?.code ?? null;
}

export interface ToolEventRow {
  kind: Kind;
  tool: ToolRow;
  event: 'Install' | 'Uninstall' | 'Dress' | 'Scrap';
  equipmentId: number | null;
  life: string | null;
  abnormal?: boolean;
  reasonId?: number | null;
  remark?: string | null;
}

/** One line of the tools' install history (装卸记录). */
export async function logEvent(x: Op, e: ToolEventRow): Promise<void> {
  await sql`insert into tool_event (tenant_id, tool_kind, tool_id, tool_code, event, equipment_id, life, abnormal, reason_id, remark, status_dict, create_id, create_name, modify_id, modify_name)
    values (${x.T}, ${e.kind}, ${e.tool.id}, ${e.tool.code}, ${e.event}, ${e.equipmentId}, ${e.life}::numeric, ${e.abnormal ?? false}, ${e.reasonId ?? null}, ${e.remark ?? null}, 'Saved',
      ${x.userId}, ${x.userName}, ${x.userId}, ${x.userName})`.execute(x.trx);
}
