// meta.TenantScript: the versions of a tenant's form scripts (modules/meta/scripts-contracts.ts).
// Versions are never changed, only added; remove disables them so the newest enabled one — the
// one GET /externalVform/{entityCode}.js serves (server/http/external-vform.ts) — is gone while
// the history stays.
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { Audit, DB } from '../../../server/db/types';
import { implement, type ServiceImpl } from '../../../server/modules/types';
import { modelFor } from '../../../server/records/tenant-models';
import { badRequest, conflict } from '../../../server/rpc/errors';
import { type Handlers, session } from '../../../server/rpc/registry';
import type { Lang } from '../../../server/i18n';
import { metaTenantScript, SCRIPT_MAX_BYTES, scriptInput, type TenantScriptSummary, type TenantScriptVersion } from '../scripts-contracts';

/** migration 010-tenant-scripts */
interface TenantScriptTable extends Audit {
  id: Generated<number>;
  tenant_id: string;
  entity_code: string;
  version: number;
  source: string;
  /** jsonb: read as an array, written as its JSON text */
  allowed_calls: ColumnType<string[], string, string>;
  enabled: Generated<boolean>;
}
type ScriptRow = Selectable<TenantScriptTable>;
type ScriptDb = Kysely<DB & { tenant_script: TenantScriptTable }>;

/** the tenant's scoped db with the script table typed */
const scriptDb = (db: Kysely<DB>): ScriptDb => db.withTables<{ tenant_script: TenantScriptTable }>();

const texts = {
  tooLarge: ['script.source: 脚本不能超过 {max} KB（当前 {size} KB）', 'script.source: a script may hold at most {max} KB (this one: {size} KB)'],
  raced: ['脚本刚被其他人保存，请刷新后重试', 'the script was just saved by someone else; reload and try again'],
} as const;
const msg = (lang: Lang, key: keyof typeof texts, vars: Record<string, string | number>) =>
  texts[key][lang === 'en_US' ? 1 : 0].replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? ''));

const bytesOf = (source: string) => Buffer.byteLength(source, 'utf8');

function summaryOf(r: ScriptRow): TenantScriptSummary {
  return { entityCode: r.entity_code, version: r.version, allowedCalls: r.allowed_calls, bytes: bytesOf(r.source), createName: r.create_name, createDt: r.create_dt.toISOString() };
}

function versionOf(r: ScriptRow): TenantScriptVersion {
  return { ...summaryOf(r), id: Number(r.id), source: r.source, enabled: r.enabled, modifyName: r.modify_name, modifyDt: r.modify_dt.toISOString() };
}

const isUniqueViolation = (e: unknown) => typeof e === 'object' && e !== null && (e as { code?: string }).code === '23505';

const handlers: Handlers<typeof metaTenantScript.calls> = {
  async list(ctx, [entityCode]) {
    const db = scriptDb(session(ctx).db);
    let q = db
      .selectFrom('tenant_script')
      .selectAll()
      .distinctOn('entity_code')
      .where('enabled', '=', true)
      .orderBy('entity_code')
      .orderBy('version', 'desc');
    if (entityCode) q = q.where('entity_code', '=', entityCode);
    return (await q.execute()).map(summaryOf);
  },
  async save(ctx, [input]) {
    const s = session(ctx);
    const script = scriptInput.parse(input);
    const size = bytesOf(script.source);
    if (size > SCRIPT_MAX_BYTES) throw badRequest(msg(ctx.lang, 'tooLarge', { max: SCRIPT_MAX_BYTES / 1024, size: Math.ceil(size / 1024) }));
    // 11 unless the tenant has the entity (built-in or its own)
    await modelFor(s.db, s.tenantId, script.entityCode, ctx.lang, s.metaVersion);
    const db = scriptDb(s.db);
    const last = await db.selectFrom('tenant_script').select((eb) => eb.fn.max('version').as('version')).where('entity_code', '=', script.entityCode).executeTakeFirst();
    const author = { id: s.userId, name: s.userName };
    try {
      const row = await db
        .insertInto('tenant_script')
        .values({
          tenant_id: s.tenantId,
          entity_code: script.entityCode,
          version: Number(last?.version ?? 0) + 1,
          source: script.source,
          allowed_calls: JSON.stringify([...new Set(script.allowedCalls)]),
          create_id: author.id,
          create_name: author.name,
          modify_id: author.id,
          modify_name: author.name,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return versionOf(row);
    } catch (e) {
      // two saves of one entity at the same instant: the later one is told, nothing is lost
      if (isUniqueViolation(e)) throw conflict(msg(ctx.lang, 'raced', {}));
      throw e;
    }
  },
  async history(ctx, [entityCode]) {
    const rows = await scriptDb(session(ctx).db).selectFrom('tenant_script').selectAll().where('entity_code', '=', entityCode).orderBy('version', 'desc').execute();
    return rows.map(versionOf);
  },
  async remove(ctx, [entityCode]) {
    const s = session(ctx);
    const r = await scriptDb(s.db)
      .updateTable('tenant_script')
      .set({ enabled: false, modify_id: s.userId, modify_name: s.userName, modify_dt: new Date() })
      .where('entity_code', '=', entityCode)
      .where('enabled', '=', true)
      .executeTakeFirst();
    return { removed: Number(r.numUpdatedRows) };
  },
};

export function tenantScriptService(): ServiceImpl {
  return implement(metaTenantScript, handlers);
}
