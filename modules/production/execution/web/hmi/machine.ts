// The terminal's machine (本机设备): chosen once on the terminal and kept in its browser, so the station
// lists that machine's work orders first and starts orders on it.
const KEY = 'plantform.hmi.machine';

export function storedMachine(): number | null {
  const raw = Number(localStorage.getItem(KEY));
  return Number.isInteger(raw) && raw > 0 ? raw : null;
}

export function storeMachine(id: number | null): void {
  if (id === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, String(id));
}

/** The station's list: orders on this machine first, then those on no machine yet; those running elsewhere are another station's. */
export function stationOrders<T extends { equipmentId: number | null; planStart: string }>(orders: readonly T[], machine: number | null): T[] {
  const rank = (o: T) => (machine !== null && o.equipmentId === machine ? 0 : o.equipmentId === null ? 1 : 2);
  return orders.filter((o) => machine === null || rank(o) < 2).sort((a, b) => rank(a) - rank(b) || a.planStart.localeCompare(b.planStart));
}
