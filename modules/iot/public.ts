// What other modules may use of the IoT module's declarations: its tables, the machine signals a
// variable may stand for, and the SQL of a machine's day as its signals tell it (the equipment
// module's run board and OEE read these).
export { SIGNALS, type Signal } from './entities/variable';

export const IOT_TABLES = ['iot_value', 'iot_latest', 'iot_machine_day', 'iot_gateway_secret'] as const;

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
 * Per connected machine and UTC day, from its signals (iot_machine_day, kept by the ingest): running
 * minutes (the time from a running sample to the next, a gap over two minutes counted as two
 * minutes), and the parts its good and bad counters rose by (a counter that fell was reset: its new
 * value counts). Columns tenant_id, equipment_id, day, run_min, good_qty, bad_qty.
 */
export const MACHINE_DAY_SQL = `
  select tenant_id, equipment_id, day, round(run_seconds / 60.0, 2) as run_min, good_qty, bad_qty from iot_machine_day`;

/**
 * A machine's good and bad parts of today (UTC) from its counters, as a lateral subquery over a
 * machine row `e` (columns good_today, bad_today; zero for a machine without counters).
 */
export const MACHINE_TODAY_SQL = (e: string) => `(
  select coalesce(sum(d.good_qty), 0) as good_today, coalesce(sum(d.bad_qty), 0) as bad_today
    from iot_machine_day d where d.tenant_id = ${e}.tenant_id and d.equipment_id = ${e}.id and d.day = (now() at time zone 'UTC')::date)`;
