// How many open tasks a user can act on now (the todo badge): assigned to them, or offered to
// them as a candidate and not claimed. Two index lookups (migration 018's partial indexes).
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../server/db/types';

/** open tasks the user can act on (the todo badge) */
export async function openTaskCount(db: Kysely<DB>, tenantId: string, userId: number): Promise<number> {
  const row = await sql<{ n: string }>`
    select (select count(*) from flow_task t where t.tenant_id = ${tenantId} and t.open and t.status = 'running' and t.assignee_id = ${userId})
         + (select count(*) from flow_task_candidate c join flow_task t on t.id = c.task_id and t.tenant_id = ${tenantId}
             where c.tenant_id = ${tenantId} and c.user_id = ${userId} and t.open and t.status = 'running' and t.assignee_id is null) as n`.execute(db);
  return Number(row.rows[0]?.n ?? 0);
}
