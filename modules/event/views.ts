// The SQL the event reports read (recreated at every start around the entity tables).
// evt_record: every event with its duration (start → end, or now while it lasts) in minutes.
// evt_stoploss: the events of machine-stop rules with the machine's line (process unit), the
// downtime in hours and its cost (hours × the machine's hourly cost, numeric: exact).
// Both carry the event's department and maker, so a role of a narrower data scope reads its part
// of them (server/reports/visibility.ts) rather than being refused the reports.
export const EVENT_VIEWS: ReadonlyArray<readonly [string, string]> = [
  [
    'evt_record',
    `select e.tenant_id, e.id, e.depart_id, e.create_id, e.code, e.rule_id, e.source, e.equipment_id, e.title, e.severity, e.event_status, e.cause,
            e.trigger_value, e.start_at, e.end_at, e.start_at::date as start_date, e.hits, e.ack_name, e.ack_at, e.close_name, e.close_at,
            round((extract(epoch from coalesce(e.end_at, now()) - e.start_at) / 60)::numeric, 2) as duration_min
       from evt_event e`,
  ],
  [
    'evt_stoploss',
    `select e.tenant_id, e.id, e.depart_id, e.create_id, e.code, e.equipment_id, m.process_unit_id as line_id, e.cause, e.start_at, e.end_at, e.start_at::date as start_date,
            round((extract(epoch from coalesce(e.end_at, now()) - e.start_at) / 3600)::numeric, 4) as down_hours,
            round((extract(epoch from coalesce(e.end_at, now()) - e.start_at) / 3600)::numeric * coalesce(m.hourly_cost, 0), 2) as loss,
            1 as stops
       from evt_event e
       join prd_equipment m on m.tenant_id = e.tenant_id and m.id = e.equipment_id
      where e.source = 'MachineStop'`,
  ],
];
