// The terminal's machine (本机设备) of an Hmi: chosen once on the terminal and kept in its browser, so
// every Hmi page of that terminal (the work order station, 设备状态) starts from that machine. The
// key is the station's (modules/production/execution/web/hmi/machine.ts keeps the same one).
const KEY = 'plantform.hmi.machine';

export function terminalMachine(): number | null {
  const raw = Number(localStorage.getItem(KEY));
  return Number.isInteger(raw) && raw > 0 ? raw : null;
}

export function setTerminalMachine(id: number | null): void {
  if (id === null) localStorage.removeItem(KEY);
  else localStorage.setItem(KEY, String(id));
}
