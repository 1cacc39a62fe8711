// 消息列表: the caller's own event messages (the portal messages its events sent it), newest first,
// with the event's number, status and severity; 标为已读 and 删除 act on the caller's own only, and the
// bell's count follows at once.
import { sql } from 'kysely';
import { pagedSql } from '../../../server/records/paged-query';
import { type CallContext, session } from '../../../server/rpc/registry';
import { pushTodoCount } from '../../../server/services/todo';
import type { EventMessageRow, MessageIdsArg, MessagePageArg } from '../contracts';

interface Row {
  id: number;
  title: string;
  content: string | null;
  read_at: Date | null;
  create_dt: Date;
  event_id: number;
  code: string;
  event_status: string;
  severity: string;
}

export function messagePage(ctx: CallContext, q: MessagePageArg) {
  const s = session(ctx);
  const mine = sql`from evt_notice n join message m on m.tenant_id = n.tenant_id and m.id = n.message_id
      join evt_event e on e.tenant_id = n.tenant_id and e.id = n.event_id
     where n.tenant_id = ${s.tenantId} and n.user_id = ${s.userId}`;
  const from = q.read === undefined ? mine : sql`${mine} and m.read_at is ${q.read ? sql`not null` : sql`null`}`;
  const unread = async () => ({
    unread: Number((await sql<{ n: number }>`select count(*)::int as n ${mine} and m.read_at is null`.execute(s.db)).rows[0]?.n ?? 0),
  });
  return pagedSql<Row, EventMessageRow, { unread: number }>(
    s.db,
    q,
    { select: sql`m.id::int as id, m.title, m.content, m.read_at, m.create_dt, n.event_id::int as event_id, e.code, e.event_status, e.severity`, from, orderBy: sql`m.id desc`, tieBreak: sql`n.message_id` },
    (r) => ({ id: r.id, title: r.title, content: r.content, read: r.read_at !== null, createDt: new Date(r.create_dt).toISOString(), eventId: r.event_id, eventCode: r.code, eventStatus: r.event_status, severity: r.severity }),
    { extra: unread },
  );
}

export async function markRead(ctx: CallContext, a: MessageIdsArg): Promise<{ updated: number }> {
  const s = session(ctx);
  const r = await sql`update message m set read_at = now() from evt_notice n
    where m.tenant_id = ${s.tenantId} and n.tenant_id = m.tenant_id and n.message_id = m.id and n.user_id = ${s.userId} and m.user_id = ${s.userId}
      and m.id = any(${a.ids}::bigint[]) and m.read_at is null`.execute(s.db);
  await pushTodoCount(ctx.env, s.tenantId, s.userId);
  return { updated: Number(r.numAffectedRows ?? 0) };
}

export async function removeMessages(ctx: CallContext, a: MessageIdsArg): Promise<{ removed: number }> {
  const s = session(ctx);
  const removed = await s.db.transaction().execute(async (trx) => {
    const gone = await sql<{ message_id: number }>`delete from evt_notice where tenant_id = ${s.tenantId} and user_id = ${s.userId} and message_id = any(${a.ids}::bigint[]) returning message_id::int as message_id`.execute(trx);
    const ids = gone.rows.map((g) => g.message_id);
    if (ids.length) await sql`delete from message where tenant_id = ${s.tenantId} and user_id = ${s.userId} and id = any(${ids}::bigint[])`.execute(trx);
    return ids.length;
  });
  await pushTodoCount(ctx.env, s.tenantId, s.userId);
  return { removed };
}
