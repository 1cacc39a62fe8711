// What other modules may use of the IoT module's declarations: its tables, the machine signals a
// variable may stand for, and the SQL of a machine's day as its signals tell it (the equipment
// module's run board and OEE read these).
export { SIGNALS, type Signal } from './entities/variable';

export const IOT_TABLES = ['iot_value', 'iot_latest', 'iot_gateway_secret'] as const;

/** a machine whose running-state signal is older than this is offline (the simulator sends every few seconds) */
export const OFFLINE_AFTER_SECONDS = 60;

/**
 * A machine's running state from its RunState signal (1 running, 0 stopped; a signal older than
 * OFFLINE_AFTER_SECONDS: offline; no such signal: not connected), as SQL over a machine row `e`:
 * 'Running', 'Stopped', 'Offline' or 'NotConnected'.
 */
export const RUN_STATE_SQL = (e: string) => `coalesce((
  select case when l.at < now() - interval '${OFFLINE_AFTER_SECONDS} seconds' then 'Offline' when l.value <> 0 then 'Running' else 'Stopped' end
    from iot_latest l join iot_var v on v.tenant_id = l.tenant_id and v.id = l.variable_id
   where l.tenant_id = ${e}.tenant_id and l.equipment_id = ${e}.id and v.signal = 'RunState'
   order by l.at desc limit 1), 'NotConnected')`;

export const RUN_STATES = [
  { value: 'Running', label: '运行', labelEn: 'Running' },
  { value: 'Stopped', label: '停止', labelEn: 'Stopped' },
  { value: 'Offline', label: '离线', labelEn: 'Offline' },
  { value: 'NotConnected', label: '未联网', labelEn: 'Not connected' },
];

/**
 * Per connected machine and UTC day, from its signals: running minutes (the time between a running
 * sample and the next, a gap over two minutes counted as two minutes), and the parts its good and
 * bad counters rose by (a counter that fell was reset: its new value counts). Columns tenant_id,
 * equipment_id, day, run_min, good_qty, bad_qty.
 */
export const MACHINE_DAY_SQL = `
  select s.tenant_id, s.equipment_id, s.day,
         round(coalesce(sum(s.span) filter (where s.signal = 'RunState' and s.value <> 0), 0) / 60.0, 2)::numeric as run_min,
         coalesce(sum(s.rise) filter (where s.signal = 'GoodCount'), 0)::numeric as good_qty,
         coalesce(sum(s.rise) filter (where s.signal = 'BadCount'), 0)::numeric as bad_qty
    from (
      select x.tenant_id, x.equipment_id, v.signal, (x.at at time zone 'UTC')::date as day, x.value,
             least(extract(epoch from (lead(x.at) over w - x.at)), 120) as span,
             case when lag(x.value) over w is null then 0 when x.value >= lag(x.value) over w then x.value - lag(x.value) over w else x.value end as rise
        from iot_value x join iot_var v on v.tenant_id = x.tenant_id and v.id = x.variable_id
       where v.signal in ('RunState', 'GoodCount', 'BadCount')
      window w as (partition by x.tenant_id, x.equipment_id, x.variable_id, (x.at at time zone 'UTC')::date order by x.at)
    ) s
   group by s.tenant_id, s.equipment_id, s.day`;

/**
 * A machine's good and bad parts of today (UTC) from its counters, as a lateral subquery over a
 * machine row `e` (columns good_today, bad_today; zero for a machine without counters).
 */
export const MACHINE_TODAY_SQL = (e: string) => `(
  select coalesce(sum(r.rise) filter (where r.signal = 'GoodCount'), 0)::numeric as good_today,
         coalesce(sum(r.rise) filter (where r.signal = 'BadCount'), 0)::numeric as bad_today
    from (select v.signal, case when lag(x.value) over w is null then 0 when x.value >= lag(x.value) over w then x.value - lag(x.value) over w else x.value end as rise
            from iot_value x join iot_var v on v.tenant_id = x.tenant_id and v.id = x.variable_id
           where x.tenant_id = ${e}.tenant_id and x.equipment_id = ${e}.id and v.signal in ('GoodCount', 'BadCount')
             and x.at >= (date_trunc('day', now() at time zone 'UTC') at time zone 'UTC')
          window w as (partition by x.variable_id order by x.at)) r)`;
