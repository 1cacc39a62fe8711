import type { RecordValue } from '../../../schemas/rpc/datax';
import { SERVER_OWNED_FIELDS } from '../../engine/systemFields';

/**
 * What saveValue gets: the form's values (hidden fields included: their stored values travel back
 * unchanged) without the fields the server owns; id and version when modifying, so a stale
 * version is refused with 409 instead of overwriting someone else's change.
 */
export function savePayload(values: Record<string, unknown>, record: RecordValue | null): Record<string, unknown> {
  const out: Record<string, unknown> = JSON.parse(JSON.stringify(values ?? {}));
  for (const key of SERVER_OWNED_FIELDS) delete out[key];
  if (record) {
    out.id = record.id;
    out.version = record.version;
  } else {
    delete out.id;
    delete out.version;
  }
  return out;
}
