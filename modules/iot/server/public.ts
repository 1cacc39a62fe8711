// What other modules' servers may use of the IoT module (the events module's rules over variables):
// - subscribeValues(tenantId | null, handler): each batch of a tenant's values as it is stored —
//   [{gatewayId, variableId, equipmentId, at (ISO), value (decimal text), flag ('H' | 'L' | null)}];
// - readHistory(db, tenantId, {variableId, equipmentId, from, to, limit}): a variable's values on a
//   machine in a time range, oldest first (db: the caller's tenant-scoped database);
// - latestValues(db, tenantId, {equipmentIds?, variableIds?}): the newest value per machine variable;
// - runningCollectors(): the instance's collectors (their ingest takes readings: tests and benches).
export type { ValueEvent } from './ingest';
export { latestValues, readHistory, subscribeValues, type HistoryRange, type LatestValue } from './values';
export { runningCollectors } from './running';
