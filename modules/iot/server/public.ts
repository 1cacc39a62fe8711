// What other modules' servers may use of the IoT module (the events module's rules over variables):
// - subscribeValues(tenantId | null, handler): each batch of a tenant's values as it is stored —
//   [{gatewayId, variableId, equipmentId, at (ISO), value (decimal text), flag ('H' | 'L' | null)}];
// - readHistory(db, tenantId, {variableId, equipmentId, from, to, limit}): a variable's values on a
//   machine in a time range, oldest first (db: the caller's tenant-scoped database);
// - latestValues(db, tenantId, {equipmentIds?, variableIds?}): the newest value per machine variable;
// - machineValues(db, tenantId, equipmentIds): the same with each variable's code, name, unit and signal;
// - runningCollectors(): the instance's collectors (their ingest takes readings: tests and benches).
export type { ValueEvent } from './ingest';
export { latestValues, machineValues, readHistory, subscribeValues, type HistoryRange, type LatestValue, type MachineValue } from './values';
export { runningCollectors } from './running';
