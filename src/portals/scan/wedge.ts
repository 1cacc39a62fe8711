// A keyboard-wedge scanner types the symbol's characters quickly and ends with Enter. Keys that
// reach the page outside any input are gathered here: a run of characters ending in Enter is a scan
// when every gap between them was short (a person typing is slower) and it is long enough; a long
// pause starts the run over, so stray key presses never join a later scan.

export interface WedgeOptions {
  /** the longest pause between two characters of one scan, in ms */
  maxGapMs?: number;
  /** the fewest characters a scan has */
  minLength?: number;
}

export interface Wedge {
  /** one key (KeyboardEvent.key) at a time (ms): answers the scanned text when `key` ends a scan */
  key(key: string, at: number): string | null;
  reset(): void;
}

export function createWedge({ maxGapMs = 100, minLength = 3 }: WedgeOptions = {}): Wedge {
  let buffer = '';
  let last = Number.NEGATIVE_INFINITY;
  return {
    key(key, at) {
      const paused = at - last > maxGapMs;
      last = at;
      if (key === 'Enter') {
        const text = paused ? '' : buffer.trim();
        buffer = '';
        return text.length >= minLength ? text : null;
      }
      // printable characters only: Shift, Tab, arrows and the like are not part of a symbol
      if (key.length !== 1) return null;
      buffer = paused ? key : buffer + key;
      return null;
    },
    reset() {
      buffer = '';
      last = Number.NEGATIVE_INFINITY;
    },
  };
}

/** Is the key's target a place where the user types (then the wedge leaves the key alone)? */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  return tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT';
}
