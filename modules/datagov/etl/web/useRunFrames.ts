// 调度监控's live frames ('etl'): a frame with a step and its rows is a running step's rows so far
// — kept here and shown as it is, without a reload (it comes up to twice a second per run); any
// other 'etl' frame is a change of a run (queued, a step started or ended, finished), and reloads.
import { useEffect, useState } from 'react';
import { onPortalFrame } from '../../../../src/app/shell/portalSocket';

/** the rows so far of running steps, by step id (the largest heard: frames may cross) */
export function useRunFrames(reload: () => void): ReadonlyMap<number, number> {
  const [rowsSoFar, setRowsSoFar] = useState<ReadonlyMap<number, number>>(new Map());
  useEffect(
    () =>
      onPortalFrame((frame) => {
        if (frame.type !== 'etl') return;
        const { step, rows } = frame;
        if (step === undefined || rows === undefined) {
          reload();
          return;
        }
        setRowsSoFar((known) => ((known.get(step) ?? -1) >= rows ? known : new Map(known).set(step, rows)));
      }),
    [reload],
  );
  return rowsSoFar;
}
