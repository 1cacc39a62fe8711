// A rule's checks on create and modify (the generic record writes): its roles are roles of the
// tenant; a variable rule names its variable; each condition has what it needs (a limit for
// threshold, held-for and rate; seconds for held-for and no-data; a window for rate); escalation
// minutes name the roles escalated to. The evaluation's state of a changed rule starts afresh.
import { sql } from 'kysely';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { refuse } from '../../../server/modules/hooks';
import { EventRule } from '../entities/rule';
import { em } from '../messages';
import { CONDITIONS } from '../options';
import { roleCodes } from './rules';

const present = (v: unknown) => v !== null && v !== undefined && v !== '';

async function check(ctx: HookContext): Promise<void> {
  const r = { ...(ctx.before ?? {}), ...(ctx.values ?? {}) } as Record<string, unknown>;
  const lang = ctx.writer.lang;
  const bad = (key: Parameters<typeof em>[1], vars: Record<string, string | number> = {}) => refuse(em(lang, key, vars), 400);
  const conditionLabel = CONDITIONS.find((c) => c.value === r.condition)?.[lang === 'en_US' ? 'labelEn' : 'label'] ?? String(r.condition);
  if (r.source === 'Variable') {
    if (!present(r.variable_id)) bad('variableRequired');
    if (r.condition !== 'NoData' && !present(r.limit_value)) bad('limitRequired', { condition: conditionLabel });
    if ((r.condition === 'Duration' || r.condition === 'NoData') && !(Number(r.duration_seconds) > 0)) bad('durationRequired', { condition: conditionLabel });
    if (r.condition === 'Rate' && !(Number(r.window_seconds) > 0)) bad('windowRequired');
  }
  if (r.source === 'DefectRate' && !present(r.limit_value)) bad('defectLimitRequired');
  if (Number(r.escalate_minutes) > 0 && !roleCodes(r.escalate_roles as string).length) bad('escalateRoleRequired');
  const codes = [...roleCodes(r.notify_roles as string), ...roleCodes(r.escalate_roles as string)];
  if (codes.length) {
    const { rows } = await sql<{ code: string }>`select code from role where tenant_id = ${ctx.writer.tenantId} and code = any(${codes}::text[])`.execute(ctx.trx);
    const known = new Set(rows.map((x) => x.code));
    const missing = codes.find((c) => !known.has(c));
    if (missing) bad('roleUnknown', { code: missing });
  }
}

export const ruleHooks: RecordHooks[] = [
  { entity: EventRule.code, actions: ['create', 'modify'], before: check },
  {
    entity: EventRule.code,
    actions: ['modify', 'remove'],
    keepsRecord: true,
    async after(ctx) {
      // a changed rule judges afresh (its open events stay until closed: their subject keeps them);
      // a removed one leaves its events, and its evaluation state goes
      if (ctx.id === undefined) return;
      if (ctx.action === 'remove') await sql`delete from evt_state where tenant_id = ${ctx.writer.tenantId} and rule_id = ${ctx.id}`.execute(ctx.trx);
      else await sql`update evt_state set holds_since = null where tenant_id = ${ctx.writer.tenantId} and rule_id = ${ctx.id}`.execute(ctx.trx);
    },
  },
];
