// system.OpLog (操作日志): the tenant's recorded calls — every call that changed something or was
// refused (server/rpc/op-log.ts writes them) — filtered, newest first; its export is a download.
import { z } from 'zod';
import { calendarText } from '../../../schemas/rpc/dates';
import { args, call, defineService, type Paged } from '../../../schemas/rpc/define';

export const OP_LOG_PAGE = 'system/Log';
/** POST here with [query]: every matching entry as .xlsx (the session headers, never a token in the address). */
export const OP_LOG_EXPORT_URL = '/download/op-log.xlsx';

export interface OpLogView {
  id: number;
  userId: number | null;
  userCode: string | null;
  userName: string | null;
  roleId: number | null;
  roleName: string | null;
  service: string;
  method: string;
  pageUrl: string | null;
  entityCode: string | null;
  recordId: string | null;
  /** the arguments as JSON (secrets redacted, cut at 2 KB) */
  args: string | null;
  code: number;
  msg: string | null;
  ok: boolean;
  durationMs: number;
  ip: string | null;
  createDt: string;
}

const text = (max: number) => z.string().trim().max(max);
const dateText = calendarText(/^\d{4}-\d{2}-\d{2}([T ][\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/, 'must be a date (YYYY-MM-DD) or a date-time');

export const opLogQuery = z.object({
  /** user code or name (contains) */
  user: text(128).optional(),
  /** service or service/method (contains), e.g. datax.MetaDynamic/saveValue */
  call: text(256).optional(),
  /** true: answered 200; false: refused or failed */
  ok: z.boolean().optional(),
  /** from this day (or instant) on */
  from: dateText.optional(),
  /** up to this day, inclusive (or this instant) */
  to: dateText.optional(),
  page: z.number().int().min(1, 'must be at least 1').default(1),
  pageSize: z.number().int().min(1, 'must be at least 1').max(200).default(20),
});
export type OpLogQuery = z.input<typeof opLogQuery>;

export const systemOpLog = defineService('system.OpLog', {
  /** reading the log is not itself logged */
  summaryPage: call<[OpLogQuery], Paged<OpLogView>>(args(['query', opLogQuery]), { page: OP_LOG_PAGE }, { log: false }),
});
