// The typed clients of the production master-data calls (types only from the contracts).
import { client } from '../../../src/api/services';
import type { mdmBom, mdmCalendar } from '../contracts';

export const BomApi = client<typeof mdmBom>('mdm.BOM');
export const CalendarApi = client<typeof mdmCalendar>('mdm.Calendar');

/** Our own failure display: no global notice. */
export const quiet = { ignoreError: true } as const;
