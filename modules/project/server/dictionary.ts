// The `project` dictionary follows the projects (documents pick project_dict from it): a project
// created is a value of it (an existing value of that code — a demo's or one entered on 数据字典 —
// is taken over), its name follows the project's, a closed project's value is disabled (the
// documents holding it still show it, pickers leave it out) and a removed project's is removed.
// A project code on documents never changes and the project is then not removed: the documents
// would lose it. All in the project write's own transaction.
import { sql } from 'kysely';
import type { AttrDef } from '../../../schemas/entities/define';
import { catalogue } from '../../../server/modules/catalogue';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import type { AnyTrx } from '../../../server/records/write';
import { Project } from '../entities/project';
import { pm } from '../messages';

export const PROJECT_DICT = 'project';
/** dict.status: 0 enabled, 1 disabled */
const ENABLED = 0;
const DISABLED = 1;

const isProjectAttr = (a: AttrDef) => a.dataType === 'Dict' && a.dict === PROJECT_DICT;

/** Every table and column holding a project code: the catalogue's attributes of the project dictionary (headers and lines). */
export function projectColumns(): Array<{ entity: string; table: string; column: string }> {
  const out: Array<{ entity: string; table: string; column: string }> = [];
  for (const e of catalogue().entities.values()) {
    for (const a of e.attrs) if (isProjectAttr(a)) out.push({ entity: e.code, table: e.table, column: a.code });
    for (const c of Object.values(e.children ?? {})) for (const a of c.attrs) if (isProjectAttr(a)) out.push({ entity: e.code, table: c.table, column: a.code });
  }
  return out;
}

/** Is the code on any record of the tenant (one indexed probe per table, stopping at the first)? */
export async function codeInUse(trx: AnyTrx, tenantId: string, code: string): Promise<boolean> {
  for (const { table, column } of projectColumns()) {
    const r = await sql`select 1 from ${sql.table(table)} where tenant_id = ${tenantId} and ${sql.ref(column)} = ${code} limit 1`.execute(trx);
    if (r.rows.length) return true;
  }
  return false;
}

const field = (ctx: HookContext, code: string): unknown => (ctx.values && code in ctx.values ? ctx.values[code] : ctx.before?.[code]);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The dictionary value of `code` made to say the project's name and state (inserted when missing). */
export async function syncValue(trx: AnyTrx, tenantId: string, code: string, name: string, status: string, nameEn = name): Promise<void> {
  const state = status === 'Closed' ? DISABLED : ENABLED;
  const intl = JSON.stringify({ zh_CN: name, en_US: nameEn });
  const updated = await sql`update dict set name = ${name}, name_intl = ${intl}::jsonb, status = ${state}
    where tenant_id = ${tenantId} and dict_code = ${PROJECT_DICT} and code = ${code}`.execute(trx);
  if (Number(updated.numAffectedRows ?? 0) > 0) return;
  await sql`insert into dict (tenant_id, dict_code, code, name, name_intl, sn, status)
    select ${tenantId}, ${PROJECT_DICT}, ${code}, ${name}, ${intl}::jsonb, coalesce(max(sn), 0) + 10, ${state}
    from dict where tenant_id = ${tenantId} and dict_code = ${PROJECT_DICT}`.execute(trx);
}

export const dictionaryHooks: RecordHooks[] = [
  {
    entity: Project.code,
    actions: ['create', 'modify'],
    async before(ctx) {
      const lang = ctx.writer.lang;
      const start = text(field(ctx, 'start_date')).slice(0, 10);
      const end = text(field(ctx, 'end_date')).slice(0, 10);
      if (start && end && end < start) refuse(pm(lang, 'projectEndBeforeStart'), 400);
      const before = text(ctx.before?.code);
      const code = text(field(ctx, 'code'));
      if (ctx.before && code !== before && (await codeInUse(ctx.trx, ctx.writer.tenantId, before))) refuse(pm(lang, 'codeInUse', { code: before }));
    },
    async after(ctx) {
      const T = ctx.writer.tenantId;
      const code = text(ctx.after?.code);
      const old = text(ctx.before?.code);
      // a code changed before any document used it: its dictionary value is renamed, not left behind
      if (ctx.before && old && old !== code) {
        await sql`delete from dict where tenant_id = ${T} and dict_code = ${PROJECT_DICT} and code = ${code}
          and exists (select 1 from dict o where o.tenant_id = ${T} and o.dict_code = ${PROJECT_DICT} and o.code = ${old})`.execute(ctx.trx);
        await sql`update dict set code = ${code} where tenant_id = ${T} and dict_code = ${PROJECT_DICT} and code = ${old}`.execute(ctx.trx);
      }
      await syncValue(ctx.trx, T, code, text(ctx.after?.name), text(ctx.after?.status));
    },
    keepsRecord: true,
  },
  {
    entity: Project.code,
    actions: ['remove'],
    async before(ctx) {
      const code = text(ctx.before?.code);
      if (await codeInUse(ctx.trx, ctx.writer.tenantId, code)) refuse(pm(ctx.writer.lang, 'removeInUse', { code }));
    },
    async after(ctx) {
      await sql`delete from dict where tenant_id = ${ctx.writer.tenantId} and dict_code = ${PROJECT_DICT} and code = ${text(ctx.before?.code)}`.execute(ctx.trx);
    },
    keepsRecord: true,
  },
];
