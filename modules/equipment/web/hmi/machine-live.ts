// The Hmi's 设备状态 kept current between reads: each pushed value (the web socket's iot frame) replaces
// the machine variable's shown value when it is newer, and a RunState value sets the running state
// the way the server's RUN_STATE_SQL reads it (non-zero: running, zero: stopped). Pure: the page
// keeps the machines.
import type { MachineLive } from '../../contracts';

/** A pushed value: machine e, variable v, decimal text, H/L out of limits. */
export interface PushedValue {
  e: number;
  v: number;
  at: string;
  value: string;
  flag: 'H' | 'L' | null;
}

const isZero = (value: string) => Number(value) === 0;

export function applyPushed(machines: readonly MachineLive[], pushed: readonly PushedValue[]): MachineLive[] {
  if (!pushed.length) return machines as MachineLive[];
  return machines.map((m) => {
    const mine = pushed.filter((p) => p.e === m.id);
    if (!mine.length) return m;
    let runState = m.runState;
    const signals = m.signals.map((s) => {
      // the newest of this variable's pushed values, if newer than the shown one
      const last = mine.filter((p) => p.v === s.variableId && p.at > s.at).sort((a, b) => a.at.localeCompare(b.at)).pop();
      if (!last) return s;
      if (s.signal === 'RunState') runState = isZero(last.value) ? 'Stopped' : 'Running';
      return { ...s, value: last.value, flag: last.flag, at: last.at };
    });
    return { ...m, runState, signals };
  });
}

/** The shown order of a machine's values: the signals an operator watches first, then the others by code. */
const ORDER = ['Temperature', 'SpindleLoad', 'GoodCount', 'BadCount'];
export function watchedFirst(signals: MachineLive['signals']): MachineLive['signals'] {
  const rank = (s: { signal: string | null }) => {
    const i = ORDER.indexOf(s.signal ?? '');
    return i < 0 ? ORDER.length : i;
  };
  return signals.filter((s) => s.signal !== 'RunState').sort((a, b) => rank(a) - rank(b) || a.code.localeCompare(b.code));
}
