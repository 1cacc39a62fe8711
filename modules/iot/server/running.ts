// The collectors of this server process while it runs (the module's start makes them).
import type { Collectors } from './collectors';

let current: Collectors | null = null;

export const runningCollectors = (): Collectors | null => current;
export function setRunningCollectors(c: Collectors | null): void {
  current = c;
}
