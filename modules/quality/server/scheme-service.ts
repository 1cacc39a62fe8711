// quality.InspectScheme: the record calls bound to InspectScheme (its hooks hold the rules), and
// its own calls — addVersion (the latest version copied into the next one, through the record
// layer so the same rules run) and statusSwitch (the status machine, in one transaction over the
// locked rows: starting a version stops the started version of its code).
import { sql } from 'kysely';
import { refId } from '../../../schemas/refs';
import { refuse } from '../../../server/modules/hooks';
import { callerModel, writerOf } from '../../../server/records/context';
import { implementDocument } from '../../../server/records/document-service';
import { readRecord } from '../../../server/records/read';
import { createRecord, lockWritableIds } from '../../../server/records/write';
import type { CallContext } from '../../../server/rpc/registry';
import { inspectScheme, type StatusSwitch } from '../contracts';
import { SCHEME_STATUSES, SWITCH_VERBS } from '../entities/options';
import { InspectScheme } from '../entities/scheme';
import { labelOf, qm } from '../messages';
import type { SwitchTarget } from '../pages';
import { type Row, rowsChanged } from './records';

const ENTITY = 'InspectScheme';

/** From which statuses each target is reached. */
const FROM: Record<SwitchTarget, readonly string[]> = {
  Passed: ['Saved', 'Reedit'],
  Reedit: ['Passed'],
  Start: ['Passed', 'Stop'],
  Stop: ['Start'],
};

/** What a copy carries over: the declared header but the version's own facts, and the lines by value. */
const COPIED = InspectScheme.attrs.filter((a) => !a.maintained && a.code !== 'previous_id').map((a) => a.code);
const LINE_ATTRS = InspectScheme.children!.lines.attrs.map((a) => a.code);
const asInput = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? refId(v) : (v ?? null));

function copyOf(rec: Row): Row {
  const header = Object.fromEntries(COPIED.map((k) => [k, asInput(rec[k])]));
  const lines = ((rec.lines as Row[] | undefined) ?? []).map((l) => Object.fromEntries(LINE_ATTRS.map((k) => [k, asInput(l[k])])));
  return { ...header, previous_id: Number(rec.id), lines };
}

async function addVersion(ctx: CallContext, arg: number | { ids: number[] }) {
  const id = typeof arg === 'number' ? arg : arg.ids[0];
  const model = await callerModel(ctx, ENTITY);
  const w = await writerOf(ctx, model);
  return w.db.transaction().execute(async (trx) => {
    const source = (await readRecord(trx, model, id, ctx.lang, w.scope)) as Row;
    return createRecord(w, model, copyOf(source), trx);
  });
}

async function statusSwitch(ctx: CallContext, { ids, status: to }: StatusSwitch) {
  const lang = ctx.lang;
  const model = await callerModel(ctx, ENTITY);
  const w = await writerOf(ctx, model);
  const toName = labelOf(lang, SWITCH_VERBS, to);
  await w.db.transaction().execute(async (trx) => {
    // a scheme outside the caller's data scope is, to the caller, one that does not exist
    const writable = await lockWritableIds(trx, w, model, ids);
    for (const id of [...new Set(ids)]) {
      if (!writable.has(id)) refuse(qm(lang, 'schemeNotFound', { id }), 11);
      const { rows } = await sql<{ code: string; v: number; status: string; lines: number }>`
        select code, coalesce(scheme_version, 1)::int as v, status,
               (select count(*)::int from quality_scheme_line l where l.tenant_id = s.tenant_id and l.owner_id = s.id) as lines
          from quality_scheme s where tenant_id = ${w.tenantId} and id = ${id} for update`.execute(trx);
      const row = rows[0];
      if (!row) refuse(qm(lang, 'schemeNotFound', { id }), 11);
      if (!FROM[to].includes(row.status)) refuse(qm(lang, 'switchNotAllowed', { code: row.code, version: row.v, status: labelOf(lang, SCHEME_STATUSES, row.status), to: toName }), 409);
      if (to === 'Passed' && !row.lines) refuse(qm(lang, 'noLines', { code: row.code }), 409);
      const who = sql`version = version + 1, modify_id = ${w.userId}, modify_name = ${w.userName}, modify_dt = now()`;
      // one started version per code: the one started before stops
      if (to === 'Start') await sql`update quality_scheme set status = 'Stop', ${who} where tenant_id = ${w.tenantId} and code = ${row.code} and status = 'Start' and id <> ${id}`.execute(trx);
      await sql`update quality_scheme set status = ${to}, ${who} where tenant_id = ${w.tenantId} and id = ${id}`.execute(trx);
    }
  });
  rowsChanged(w.tenantId, ENTITY);
  return { msg: qm(lang, 'switched', { n: ids.length, to: toName }), updated: new Set(ids).size };
}

export const inspectSchemeService = implementDocument(inspectScheme, {
  addVersion: (ctx, [arg]) => addVersion(ctx, arg),
  statusSwitch: (ctx, [arg]) => statusSwitch(ctx, arg),
});
