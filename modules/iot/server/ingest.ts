// The one way values enter: collectors hand in readings (add), and every FLUSH_MS — or at once when
// BATCH readings wait — they are written together off the request path: one multi-row insert into
// iot_value (a reading delivered twice is kept once), the newest per machine variable upserted into
// iot_latest, the gateways marked online with the time they were last heard from. Then, committed,
// each tenant's batch goes to the subscribers (the events module) and, in frames, to the tenant's
// sockets through the hub (so through the bus to every instance); a machine whose running state
// changed also makes the live boards reload (the `production` frame).
// A missing day partition (a clock jumped past the days made ahead) is made and the batch retried once.
import { type QueryExecutorProvider, sql } from 'kysely';
import type { Database } from '../../../server/db';
import type { WsHub } from '../../../server/ws/hub';
import type { VarBinding } from './bindings';
import { convert } from './convert';
import { createDayPartitions } from './partition-sql';
import { ddlDb } from './partitions';

export const FLUSH_MS = 250;
export const BATCH = 2000;
/** values per socket frame: a frame stays well under the bus's notification limit */
export const FRAME_VALUES = 40;
/** readings waiting at most: beyond it (the database far behind the devices) new readings are dropped and counted, so memory stays bounded */
export const MAX_WAITING = 100_000;

/** One stored value as subscribers and sockets get it. */
export interface ValueEvent {
  gatewayId: number;
  variableId: number;
  equipmentId: number;
  /** ISO moment */
  at: string;
  /** decimal text */
  value: string;
  flag: 'H' | 'L' | null;
}

export type BatchHandler = (tenantId: string, batch: readonly ValueEvent[]) => void;

interface Pending extends ValueEvent {
  tenantId: string;
  runState: boolean;
  /** the variable stands for a signal the machine's day adds up */
  daySignal: 'RunState' | 'GoodCount' | 'BadCount' | null;
}

const DAY_SIGNALS = new Set(['RunState', 'GoodCount', 'BadCount']);

/**
 * Adds a batch to its machines' days (iot_machine_day) before the newest values move: each signal
 * reading against the one before it — the batch's, else the stored newest — gives running seconds
 * (RunState: the time since a running reading, at most two minutes) or parts (GoodCount, BadCount:
 * the counter's rise; a counter that fell was reset, its new value counts), on the reading's UTC day.
 */
async function addMachineDays(trx: QueryExecutorProvider, all: readonly Pending[]): Promise<void> {
  const batch = all.filter((p) => p.daySignal);
  if (!batch.length) return;
  const col = <K extends keyof Pending>(k: K) => batch.map((p) => p[k]);
  await sql`
    with s as (
      select *, true as fresh from unnest(${col('tenantId')}::text[], ${col('equipmentId')}::bigint[], ${col('variableId')}::bigint[], ${col('at')}::timestamptz[],
                                          ${col('value')}::numeric[], ${col('daySignal')}::text[])
        as b(tenant_id, equipment_id, variable_id, at, value, signal)),
    w as (
      select x.*, lag(x.at) over k as p_at, lag(x.value) over k as p_value
        from (select tenant_id, equipment_id, variable_id, at, value, signal, fresh from s
              union all
              select l.tenant_id, l.equipment_id, l.variable_id, l.at, l.value, null, false from iot_latest l
               where (l.tenant_id, l.equipment_id, l.variable_id) in (select tenant_id, equipment_id, variable_id from s)) x
      window k as (partition by x.tenant_id, x.equipment_id, x.variable_id order by x.at, x.fresh))
    insert into iot_machine_day (tenant_id, equipment_id, day, run_seconds, good_qty, bad_qty)
    select tenant_id, equipment_id, (at at time zone 'UTC')::date,
           coalesce(sum(least(extract(epoch from (at - p_at)), 120)) filter (where signal = 'RunState' and p_value <> 0), 0),
           coalesce(sum(case when value >= p_value then value - p_value else value end) filter (where signal = 'GoodCount'), 0),
           coalesce(sum(case when value >= p_value then value - p_value else value end) filter (where signal = 'BadCount'), 0)
      from w where fresh and p_at is not null
     group by tenant_id, equipment_id, (at at time zone 'UTC')::date
    on conflict (tenant_id, equipment_id, day) do update set run_seconds = iot_machine_day.run_seconds + excluded.run_seconds,
      good_qty = iot_machine_day.good_qty + excluded.good_qty, bad_qty = iot_machine_day.bad_qty + excluded.bad_qty`.execute(trx);
}

export class Ingest {
  private queue: Pending[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private readonly handlers = new Set<BatchHandler>();
  private readonly runStates = new Map<string, boolean>();
  /** values written since start (the bench reads it) */
  written = 0;
  /** readings dropped because MAX_WAITING were waiting */
  dropped = 0;

  constructor(
    private readonly db: Database,
    private readonly hub: WsHub | null,
    private readonly onError: (e: unknown) => void,
  ) {}

  subscribe(handler: BatchHandler): () => void {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }

  /** A raw reading of a variable on a machine; answers false when it is no number (dropped). */
  add(tenantId: string, gatewayId: number, equipmentId: number, v: VarBinding, raw: unknown, at = new Date()): boolean {
    const c = convert(v, raw);
    if (!c) return false;
    if (this.queue.length >= MAX_WAITING) {
      this.dropped++;
      return false;
    }
    this.queue.push({ tenantId, gatewayId, variableId: v.id, equipmentId, at: at.toISOString(), value: c.value, flag: c.flag, runState: v.signal === 'RunState', daySignal: v.signal && DAY_SIGNALS.has(v.signal) ? (v.signal as Pending['daySignal']) : null });
    if (this.queue.length >= BATCH) this.flushSoon(0);
    else this.flushSoon(FLUSH_MS);
    return true;
  }

  private flushSoon(ms: number): void {
    if (this.timer && ms > 0) return;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  /** Writes what waits (one flush at a time); resolves when it is written and told. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      while (this.queue.length) {
        const batch = this.queue.splice(0, BATCH);
        try {
          await this.write(batch).catch(async (e) => {
            if (!/no partition of relation/.test(String((e as Error).message))) throw e;
            await createDayPartitions(ddlDb(this.db), new Date(batch[0]!.at), 1, 3);
            await this.write(batch);
          });
          this.written += batch.length;
          this.tell(batch);
        } catch (e) {
          this.onError(e);
        }
      }
    });
    return this.flushing;
  }

  private async write(batch: Pending[]): Promise<void> {
    const col = <K extends keyof Pending>(k: K) => batch.map((p) => p[k]);
    // the newest reading per machine variable of the batch
    const newest = new Map<string, Pending>();
    for (const p of batch) {
      const key = `${p.tenantId}/${p.equipmentId}/${p.variableId}`;
      const had = newest.get(key);
      if (!had || had.at <= p.at) newest.set(key, p);
    }
    const last = [...newest.values()];
    const lc = <K extends keyof Pending>(k: K) => last.map((p) => p[k]);
    const seen = new Map<string, { tenantId: string; gatewayId: number; at: string }>();
    for (const p of batch) {
      const key = `${p.tenantId}/${p.gatewayId}`;
      const had = seen.get(key);
      if (!had || had.at < p.at) seen.set(key, { tenantId: p.tenantId, gatewayId: p.gatewayId, at: p.at });
    }
    const gs = [...seen.values()];
    await this.db.system.transaction().execute(async (trx) => {
      await sql`
        insert into iot_value (tenant_id, variable_id, equipment_id, at, gateway_id, value, flag)
        select * from unnest(${col('tenantId')}::text[], ${col('variableId')}::bigint[], ${col('equipmentId')}::bigint[], ${col('at')}::timestamptz[],
                             ${col('gatewayId')}::bigint[], ${col('value')}::numeric[], ${col('flag')}::text[])
        on conflict do nothing`.execute(trx);
      await addMachineDays(trx, batch);
      await sql`
        insert into iot_latest (tenant_id, equipment_id, variable_id, gateway_id, value, flag, at)
        select * from unnest(${lc('tenantId')}::text[], ${lc('equipmentId')}::bigint[], ${lc('variableId')}::bigint[], ${lc('gatewayId')}::bigint[],
                             ${lc('value')}::numeric[], ${lc('flag')}::text[], ${lc('at')}::timestamptz[])
        on conflict (tenant_id, equipment_id, variable_id) do update set gateway_id = excluded.gateway_id, value = excluded.value, flag = excluded.flag, at = excluded.at
          where iot_latest.at <= excluded.at`.execute(trx);
      await sql`
        update iot_gateway g set gateway_status = 'Online', last_seen = x.at
          from unnest(${gs.map((g) => g.tenantId)}::text[], ${gs.map((g) => g.gatewayId)}::bigint[], ${gs.map((g) => g.at)}::timestamptz[]) as x(tenant_id, id, at)
         where g.tenant_id = x.tenant_id and g.id = x.id and (g.gateway_status is distinct from 'Online' or g.last_seen is null or g.last_seen < x.at)`.execute(trx);
    });
  }

  private tell(batch: Pending[]): void {
    const byTenant = new Map<string, ValueEvent[]>();
    const boardsOf = new Set<string>();
    for (const p of batch) {
      const { tenantId, runState, daySignal, ...event } = p;
      const list = byTenant.get(tenantId) ?? [];
      if (!list.length) byTenant.set(tenantId, list);
      list.push(event);
      if (runState) {
        const key = `${tenantId}/${p.equipmentId}`;
        const running = p.value !== '0';
        if (this.runStates.get(key) !== running) boardsOf.add(tenantId);
        this.runStates.set(key, running);
      }
    }
    for (const [tenantId, events] of byTenant) {
      for (const h of this.handlers) {
        try {
          h(tenantId, events);
        } catch (e) {
          this.onError(e);
        }
      }
      if (!this.hub) continue;
      for (let i = 0; i < events.length; i += FRAME_VALUES) {
        const values = events.slice(i, i + FRAME_VALUES).map((e) => ({ g: e.gatewayId, v: e.variableId, e: e.equipmentId, at: e.at, value: e.value, flag: e.flag }));
        this.hub.broadcast(tenantId, { type: 'iot', values });
      }
    }
    for (const tenantId of boardsOf) this.hub?.broadcast(tenantId, { type: 'production', at: Date.now() });
  }

  /** Stops the timer after writing what waits. */
  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }
}
