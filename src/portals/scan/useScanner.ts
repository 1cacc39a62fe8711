import { useEffect, useRef } from 'react';
import { createWedge, isTypingTarget, type WedgeOptions } from './wedge';

/**
 * Scans from a keyboard-wedge scanner anywhere on the screen: keys typed outside an input are
 * gathered (wedge.ts) and each complete scan goes to `onScan`. Inside an input the input has
 * them (ScanField takes its own Enter). Off while `enabled` is false.
 */
export function useScanner(onScan: (text: string) => void, { enabled = true, ...options }: WedgeOptions & { enabled?: boolean } = {}): void {
  const handler = useRef(onScan);
  handler.current = onScan;
  const { maxGapMs, minLength } = options;
  useEffect(() => {
    if (!enabled) return;
    const wedge = createWedge({ maxGapMs, minLength });
    const listen = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || isTypingTarget(event.target)) return;
      const text = wedge.key(event.key, event.timeStamp || performance.now());
      if (text !== null) {
        event.preventDefault();
        handler.current(text);
      }
    };
    window.addEventListener('keydown', listen, true);
    return () => window.removeEventListener('keydown', listen, true);
  }, [enabled, maxGapMs, minLength]);
}
