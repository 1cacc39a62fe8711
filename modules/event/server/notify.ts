// An event's messages: one portal message to every active user holding a notified role, remembered
// in evt_notice (消息列表 lists them). Written in the event's transaction; the pushes (the message
// frame and the new bell count) go out only after it commits — `flush` — so a user's count is never
// read before the message is there.
import { sql } from 'kysely';
import type { AppEnv } from '../../../server/env';
import { pushTodoCount } from '../../../server/services/todo';
import { type AnyDb, roleCodes } from './rules';

export interface Outbox {
  tenantId: string;
  messages: Array<{ userId: number; id: number; title: string; content: string }>;
}

export const outbox = (tenantId: string): Outbox => ({ tenantId, messages: [] });

export async function notifyRoles(trx: AnyDb, T: string, eventId: number, roles: string | null, title: string, content: string, out: Outbox): Promise<number> {
  const codes = roleCodes(roles);
  if (!codes.length) return 0;
  const { rows } = await sql<{ id: number; user_id: number }>`
    insert into message (tenant_id, user_id, title, content, create_name)
    select ${T}, u.id, ${title}, ${content}, '事件管理'
      from app_user u
     where u.tenant_id = ${T} and u.state = 0
       and exists (select 1 from user_role ur join role r on r.tenant_id = ur.tenant_id and r.id = ur.role_id
                    where ur.tenant_id = u.tenant_id and ur.user_id = u.id and r.code = any(${codes}::text[]))
    returning id::int as id, user_id::int as user_id`.execute(trx);
  if (!rows.length) return 0;
  await sql`insert into evt_notice (tenant_id, message_id, event_id, user_id)
    select ${T}, m.id, ${eventId}, m.user_id from unnest(${rows.map((r) => r.id)}::bigint[], ${rows.map((r) => r.user_id)}::bigint[]) as m(id, user_id)`.execute(trx);
  for (const r of rows) out.messages.push({ userId: r.user_id, id: r.id, title, content });
  return rows.length;
}

/** After the commit: each message to its user's sockets, then each user's new counts. */
export async function flush(env: AppEnv, out: Outbox): Promise<void> {
  for (const m of out.messages) env.hub.push(out.tenantId, m.userId, { type: 'message', id: m.id, title: m.title, content: m.content });
  await Promise.all([...new Set(out.messages.map((m) => m.userId))].map((u) => pushTodoCount(env, out.tenantId, u)));
  out.messages.length = 0;
}
