// Todo counts of a user: the modules' open work items (flow tasks they can act on), and unread messages.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { AppEnv } from '../env';
import { moduleTodoCount } from '../modules/contributions';

export async function todoCount(db: Kysely<DB>, tenantId: string, userId: number) {
  const row = await db
    .selectFrom('message')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .where('read_at', 'is', null)
    .executeTakeFirstOrThrow();
  const message = Number(row.n);
  const todo = await moduleTodoCount(db, tenantId, userId);
  return { todo, message, total: todo + message };
}

/** Recounts and pushes the user's todo count to their open sockets. */
export async function pushTodoCount(env: AppEnv, tenantId: string, userId: number): Promise<void> {
  const counts = await todoCount(env.db.forTenant(tenantId), tenantId, userId);
  env.hub.push(tenantId, userId, { type: 'todoCount', ...counts });
}
