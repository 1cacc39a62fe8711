// CPU time a started instance spends: its Node process and every process below it (the embedded
// PostgreSQL's postmaster and backends), read from /proc. A backend that has ended is counted
// through its parent's "children's time", so the sum only grows. The load bench divides it by the
// calls served: on a shared 2-core machine throughput moves with whatever else runs, while the
// CPU a call costs the server and its database barely does — the fair "did it get slower" figure.
import fs from 'node:fs';

/** Linux's clock ticks per second (USER_HZ), the unit of /proc/<pid>/stat's times. */
const TICKS_PER_SECOND = 100;

function childrenOf(pid: number): number[] {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** Ticks of user and system time of the process and its reaped children (fields 14–17 of stat). */
function ticksOf(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
  } catch {
    return 0; // ended between listing and reading: its time is now its parent's
  }
}

/** CPU milliseconds used so far by the process trees under `pids`; null where /proc is missing (not Linux). */
export function treeCpuMs(pids: readonly number[]): number | null {
  if (!fs.existsSync('/proc/self/stat')) return null;
  let ticks = 0;
  const walk = (pid: number) => {
    ticks += ticksOf(pid);
    for (const child of childrenOf(pid)) walk(child);
  };
  for (const pid of pids) walk(pid);
  return (ticks * 1000) / TICKS_PER_SECOND;
}
