// A demo document as the demo kit writes it: its day, status, version, times and actors, header and child rows.
import type { Row } from '../../../schemas/compute/record';
import type { Actor, Doc } from '../../../server/seed/demo-kit';

export const doc = (day: string, status: string, created: string, who: Actor, h: Row, c: Record<string, Row[]> = {}): Doc => ({
  id: 0,
  day,
  status,
  version: status === 'Saved' ? 1 : 3,
  created,
  modified: created,
  creator: who,
  modifier: who,
  h,
  c,
});
