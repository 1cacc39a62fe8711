// Record hooks of the annual inspections: only special equipment (a machine with a registration
// code, not scrapped) is inspected; the audit — the inspection done — needs its date and result,
// and a passed one its certificate number; it sets the next due date a year after the inspection
// when none was given, and a given one must come after the inspection.
import { sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { AnnualInspection, PASSING } from '../entities/inspection';
import { SCRAPPED } from './fault-hooks';
import { machineTable } from './machines';
import { em } from './messages';

/** a field of the record as the write leaves it: the new value, else the stored one */
const field = (ctx: HookContext, code: string): unknown => (ctx.values && code in ctx.values ? ctx.values[code] : ctx.before?.[code]);
const text = (v: unknown): string => (v == null ? '' : typeof v === 'object' && 'dict' in (v as object) ? String((v as { dict: unknown }).dict ?? '') : String(v));

export const inspectHooks: RecordHooks[] = [
  {
    entity: AnnualInspection.code,
    actions: ['create', 'modify', 'commit', 'audit'],
    async before(ctx) {
      const lang = ctx.writer.lang;
      const id = refId(field(ctx, 'equipment_id'));
      if (id !== null) {
        const m = (
          await sql<{ code: string; reg: string | null; status: string }>`select code, registration_code as reg, equipment_status as status from ${sql.table(machineTable())}
            where tenant_id = ${ctx.writer.tenantId} and id = ${id}`.execute(ctx.trx)
        ).rows[0];
        if (m && !m.reg?.trim()) refuse(em(lang, 'notSpecial', { equipment: m.code }), 400);
        if (m && m.status === SCRAPPED && !ctx.before) refuse(em(lang, 'scrapped', { equipment: m.code }));
      }
      const inspected = text(field(ctx, 'inspect_date'));
      const next = text(field(ctx, 'next_due_date'));
      if (inspected && next && next.slice(0, 10) <= inspected.slice(0, 10)) refuse(em(lang, 'nextDueNotAfter'), 400);
      if (ctx.action !== 'audit') return;
      const result = text(field(ctx, 'result'));
      if (!inspected || !result) refuse(em(lang, 'inspectionIncomplete'), 400);
      if (PASSING.includes(result) && !text(field(ctx, 'certificate_no')).trim()) refuse(em(lang, 'certificateMissing'), 400);
    },
  },
  {
    entity: AnnualInspection.code,
    actions: ['audit'],
    async after(ctx) {
      await sql`update ${sql.table(AnnualInspection.table)} set next_due_date = (inspect_date + interval '1 year')::date
        where tenant_id = ${ctx.writer.tenantId} and id = ${ctx.id!} and next_due_date is null and result in (${sql.join(PASSING)})`.execute(ctx.trx);
    },
  },
];
