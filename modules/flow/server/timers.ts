// The timer poller: every few seconds, due flow_timer rows are claimed with FOR UPDATE SKIP
// LOCKED (so two servers on one database never fire one twice), by their key (tenant_id, id: an
// id alone has no index of its own, docs/distributed.md), and leased for a minute; each
// fires in its own transaction through the engine (fireTimer). A failure leaves the lease to run
// out and the timer is tried again; a timer of an ended instance goes.
import { sql } from 'kysely';
import type { Database } from '../../../server/db';
import type { AppEnv } from '../../../server/env';
import { every } from '../../../server/modules/every';
import { fireTimer } from '../engine/engine/commands';
import type { Actor } from '../engine/engine/run';
import { RpcError } from '../../../server/rpc/errors';
import { flowEnv, notify } from './context';

const TIMER_ACTOR: Actor = { userId: 0, userName: '定时器', lang: 'zh_CN' };

interface Due {
  id: number;
  tenant_id: string;
  instance_id: string;
  execution_id: string;
  node_id: string;
  due_at: Date;
  cycle: string | null;
  repeats_left: number | null;
}

/** Fires the timers due at `now`; answers how many fired. */
export async function pollTimersOnce(db: Database, onTouched?: (tenantId: string, users: Set<number>) => Promise<void>, now = new Date(), batch = 20): Promise<number> {
  const claimed = await sql<Due>`
    update flow_timer set locked_until = ${new Date(now.getTime() + 60_000)}
     where (tenant_id, id) in (select tenant_id, id from flow_timer
                   where tenant_id is not null and due_at <= ${now} and (locked_until is null or locked_until < ${now})
                   order by due_at limit ${batch} for update skip locked)
    returning id, tenant_id, instance_id, execution_id, node_id, due_at, cycle, repeats_left`.execute(db.system);
  let fired = 0;
  for (const t of claimed.rows) {
    const tdb = db.forTenant(t.tenant_id);
    try {
      const run = await tdb.transaction().execute((trx) => fireTimer({ trx, env: flowEnv, tenantId: t.tenant_id, actor: TIMER_ACTOR }, { ...t, due_at: new Date(t.due_at) }));
      const users = run.touchedUsers;
      fired++;
      if (onTouched) await onTouched(t.tenant_id, users);
    } catch (e) {
      // the instance ended or went: its timer goes too; anything else is tried again after the lease
      if (e instanceof RpcError) await tdb.deleteFrom('flow_timer').where('tenant_id', '=', t.tenant_id).where('id', '=', t.id).execute();
      else throw e;
    }
  }
  return fired;
}

export async function startFlowTimers(env: AppEnv): Promise<() => Promise<void>> {
  return every(
    2000,
    async (stopped) => {
      while (!stopped() && (await pollTimersOnce(env.db, (tenant, users) => notify(env, tenant, users))) > 0) {
        /* drain what is due */
      }
    },
    (e) => env.log.error({ err: e }, 'flow timers'),
  );
}
