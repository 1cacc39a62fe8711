// Data sources (数据源): the product's database (once per tenant), other PostgreSQL databases, and
// uploaded SQLite, CSV and .xlsx files. Saving checks the connection first (a source that cannot be
// reached is not saved); the password is sealed apart (server/secrets/sealed.ts) and never
// answered, only whether one is set. Every read names the caller's tenant: another tenant's source
// is not found.
import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { AppEnv } from '../../../server/env';
import type { Lang } from '../../../server/i18n';
import { badRequest, conflict, notFound } from '../../../server/rpc/errors';
import { bytesOf } from '../../../server/services/file-store';
import type { SourceInput, SourceKind, SourceView } from '../contracts';
import { ownDriver } from './drivers/own';
import { pgDriver } from './drivers/pg';
import { FILE_LIMIT_MB, openSqliteBytes, sqliteDriver, sqliteOf } from './drivers/sqlite';
import { loadSheets, parseCsv, readXlsx } from './drivers/files';
import type { Driver, SourceSpec } from './drivers/types';
import { dm } from './messages';
import { dropStatements } from './statements';
import { isProductDatabase } from './own-server';
import { openSecret, sealSecret } from '../../../server/secrets/sealed';

type Row = {
  id: string; code: string; name: string; kind: SourceKind; config: SourceSpec['config']; remark: string | null; status: SourceView['status'];
  checked_at: Date | null; check_error: string | null; harvested_at: Date | null; version: number; secret_set: boolean; table_count: number; file_name: string | null;
};

/** where a source's password is sealed (the engine's sealed secrets bind it to tenant and place) */
const secretPlace = (id: number) => `datagov-source:${id}`;

/** the files a source reads are linked to it under this name */
export const SOURCE_ENTITY = 'datagov.Source';

const iso = (d: Date | null) => (d ? new Date(d).toISOString() : null);

export function viewOf(r: Row): SourceView {
  const c = r.config ?? {};
  return {
    id: Number(r.id), code: r.code, name: r.name, kind: r.kind,
    host: c.host ?? null, port: c.port ?? null, database: c.database ?? null, user: c.user ?? null, ssl: !!c.ssl, fileId: c.fileId ?? null, fileName: r.file_name,
    remark: r.remark, status: r.status, checkedAt: iso(r.checked_at), checkError: r.check_error, harvestedAt: iso(r.harvested_at),
    tableCount: Number(r.table_count), secretSet: r.secret_set, version: r.version,
  };
}

export function sourceRows(db: Kysely<DB>, tenantId: string, where = sql`true`) {
  return sql<Row>`
    select s.id, s.code, s.name, s.kind, s.config, s.remark, s.status, s.checked_at, s.check_error, s.harvested_at, s.version,
           exists (select 1 from dg_source_secret x where x.tenant_id = s.tenant_id and x.source_id = s.id) as secret_set,
           (select count(*)::int from dg_table t where t.tenant_id = s.tenant_id and t.source_id = s.id) as table_count,
           (select f.name from file f where f.tenant_id = s.tenant_id and f.id = (s.config->>'fileId')::bigint) as file_name
      from dg_source s where s.tenant_id = ${tenantId} and ${where} order by s.code, s.id`.execute(db);
}

export async function sourceOne(db: Kysely<DB>, tenantId: string, id: number, lang: Lang): Promise<SourceView> {
  const r = (await sourceRows(db, tenantId, sql`s.id = ${id}`)).rows[0];
  if (!r) throw notFound(dm(lang, 'noSource', { id }));
  return viewOf(r);
}

const EXT: Record<string, RegExp> = { sqlite: /\.(sqlite3?|db)$/i, csv: /\.csv$/i, xlsx: /\.xlsx$/i };
const EXT_TEXT: Record<string, string> = { sqlite: '.sqlite/.db', csv: '.csv', xlsx: '.xlsx' };

/** The settings a save keeps, checked for the kind. */
export async function configOf(env: AppEnv, db: Kysely<DB>, tenantId: string, s: SourceInput, lang: Lang): Promise<SourceSpec['config']> {
  if (s.kind === 'own') return {};
  if (s.kind === 'pg') {
    if (!s.host || !s.database) throw badRequest(dm(lang, 'needHost'));
    const port = s.port ?? 5432;
    if (await isProductDatabase(env, { host: s.host, port, database: s.database })) throw badRequest(dm(lang, 'productDatabase'));
    return { host: s.host, port, database: s.database, user: s.user ?? undefined, ssl: !!s.ssl };
  }
  if (!s.fileId) throw badRequest(dm(lang, 'needFile'));
  const f = (await sql<{ name: string; size: string }>`select name, size from file where tenant_id = ${tenantId} and id = ${s.fileId}`.execute(db)).rows[0];
  if (!f) throw badRequest(dm(lang, 'needFile'));
  if (!EXT[s.kind]!.test(f.name)) throw badRequest(dm(lang, 'fileKind', { kind: s.kind, ext: EXT_TEXT[s.kind]! }));
  if (Number(f.size) > FILE_LIMIT_MB * 1024 * 1024) throw badRequest(dm(lang, 'fileTooBig', { mb: FILE_LIMIT_MB }));
  return { fileId: s.fileId };
}

async function fileBytes(db: Kysely<DB>, tenantId: string, fileId: number): Promise<Buffer> {
  const f = (await sql<{ storage_key: string }>`select storage_key from file where tenant_id = ${tenantId} and id = ${fileId}`.execute(db)).rows[0];
  if (!f) throw new Error('the file is gone');
  return bytesOf(db, tenantId, f.storage_key);
}

/** The driver of a source as stored (its secret opened for this use only). */
export async function driverOf(env: AppEnv, db: Kysely<DB>, spec: Omit<SourceSpec, 'secret'>): Promise<Driver> {
  const key = `${spec.tenantId}:${spec.id}:${spec.version}:${spec.config.fileId ?? ''}`;
  switch (spec.kind) {
    case 'own':
      return ownDriver(env, spec.tenantId);
    case 'pg': {
      // checked again at every use: a name may come to point elsewhere after the save
      const c = spec.config;
      if (await isProductDatabase(env, { host: c.host ?? '', port: c.port ?? 5432, database: c.database ?? '' })) throw new Error(dm('zh_CN', 'productDatabase'));
      const sealed = (await sql<{ sealed: string }>`select sealed from dg_source_secret where tenant_id = ${spec.tenantId} and source_id = ${spec.id}`.execute(db)).rows[0];
      const secret = sealed ? openSecret(env.keys, spec.tenantId, secretPlace(spec.id), sealed.sealed) : null;
      return pgDriver({ ...spec, secret });
    }
    case 'sqlite':
      return sqliteDriver(() => sqliteOf(key, async () => openSqliteBytes(await fileBytes(db, spec.tenantId, spec.config.fileId!))));
    case 'csv':
    case 'xlsx': {
      const open = async () => {
        const bytes = await fileBytes(db, spec.tenantId, spec.config.fileId!);
        const name = (await sql<{ name: string }>`select name from file where tenant_id = ${spec.tenantId} and id = ${spec.config.fileId!}`.execute(db)).rows[0]!.name;
        const sheets = spec.kind === 'csv' ? [{ name: name.replace(/\.csv$/i, ''), rows: parseCsv(bytes.toString('utf8')) }] : await readXlsx(bytes);
        return { db: loadSheets(sheets), dir: null };
      };
      return sqliteDriver(() => sqliteOf(key, open));
    }
  }
}

export async function specOf(db: Kysely<DB>, tenantId: string, id: number, lang: Lang): Promise<Omit<SourceSpec, 'secret'> & { name: string }> {
  const r = (await sql<{ kind: SourceKind; config: SourceSpec['config']; version: number; name: string }>`
    select kind, config, version, name from dg_source where tenant_id = ${tenantId} and id = ${id}`.execute(db)).rows[0];
  if (!r) throw notFound(dm(lang, 'noSource', { id }));
  return { id, tenantId, kind: r.kind, config: r.config ?? {}, version: r.version, name: r.name };
}

/** A connection check's outcome, kept on the source. */
export async function checkSource(env: AppEnv, db: Kysely<DB>, tenantId: string, id: number, lang: Lang): Promise<string | null> {
  const spec = await specOf(db, tenantId, id, lang);
  let error: string | null = null;
  try {
    await (await driverOf(env, db, spec)).check();
  } catch (e) {
    error = String((e as Error).message || e).slice(0, 500);
  }
  await sql`update dg_source set status = ${error ? 'Failed' : 'Ok'}, checked_at = now(), check_error = ${error} where tenant_id = ${tenantId} and id = ${id}`.execute(db);
  return error;
}

export async function saveSource(env: AppEnv, db: Kysely<DB>, who: { tenantId: string; userId: number; userName: string }, s: SourceInput, lang: Lang): Promise<SourceView> {
  const t = who.tenantId;
  const config = await configOf(env, db, t, s, lang);
  const taken = (await sql<{ id: string }>`select id from dg_source where tenant_id = ${t} and code = ${s.code}`.execute(db)).rows[0];
  if (taken && Number(taken.id) !== s.id) throw conflict(dm(lang, 'codeTaken', { code: s.code }));
  if (s.kind === 'own') {
    const own = (await sql<{ id: string }>`select id from dg_source where tenant_id = ${t} and kind = 'own'`.execute(db)).rows[0];
    if (own && Number(own.id) !== s.id) throw conflict(dm(lang, 'ownOnce'));
  }
  // the whole save is one transaction: a source that fails its check is not kept
  return db.transaction().execute(async (trx) => {
    let id = s.id;
    if (!id) {
      const r = await sql<{ id: string }>`
        insert into dg_source (tenant_id, code, name, kind, config, remark, create_id, create_name)
        values (${t}, ${s.code}, ${s.name}, ${s.kind}, ${JSON.stringify(config)}, ${s.remark ?? null}, ${who.userId}, ${who.userName}) returning id`.execute(trx);
      id = Number(r.rows[0]!.id);
    } else {
      const r = await sql`
        update dg_source set code = ${s.code}, name = ${s.name}, kind = ${s.kind}, config = ${JSON.stringify(config)}, remark = ${s.remark ?? null},
               version = version + 1, modify_id = ${who.userId}, modify_name = ${who.userName}, modify_dt = now()
         where tenant_id = ${t} and id = ${id} ${s.version !== undefined ? sql`and version = ${s.version}` : sql``}`.execute(trx);
      if (!Number(r.numAffectedRows)) {
        await sourceOne(trx, t, id, lang);
        throw conflict(lang === 'en_US' ? 'The data source was changed by someone else: reload it' : '数据源已被他人修改，请刷新后再试');
      }
    }
    if (s.kind === 'pg' && s.password) {
      await sql`insert into dg_source_secret (tenant_id, source_id, sealed) values (${t}, ${id}, ${sealSecret(env.keys, t, secretPlace(id), s.password)})
                on conflict (tenant_id, source_id) do update set sealed = excluded.sealed`.execute(trx);
    } else if (s.kind !== 'pg' || s.password === '') {
      await sql`delete from dg_source_secret where tenant_id = ${t} and source_id = ${id}`.execute(trx);
    }
    if (config.fileId) {
      // the file belongs to the source now: the sweep of unlinked uploads leaves it alone
      await sql`update file set entity_code = ${SOURCE_ENTITY}, record_id = ${id} where tenant_id = ${t} and id = ${config.fileId}
                and (entity_code is null or (entity_code = ${SOURCE_ENTITY} and record_id = ${id}))`.execute(trx);
    }
    const error = await checkSource(env, trx, t, id, lang);
    if (error) throw badRequest(dm(lang, 'connectFailed', { error }));
    return sourceOne(trx, t, id, lang);
  });
}

export async function removeSources(db: Kysely<DB>, tenantId: string, ids: number[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`delete from dg_column where tenant_id = ${tenantId} and table_id in (select id from dg_table where tenant_id = ${tenantId} and source_id = any(${ids}))`.execute(trx);
    for (const t of ['dg_table', 'dg_change', 'dg_harvest', 'dg_auth', 'dg_source_secret']) {
      await sql`delete from ${sql.table(t)} where tenant_id = ${tenantId} and source_id = any(${ids})`.execute(trx);
    }
    // the views harvested from them leave the registry with them
    await dropStatements(trx, tenantId, 'view', ids.map(String));
    const r = await sql`delete from dg_source where tenant_id = ${tenantId} and id = any(${ids})`.execute(trx);
    return Number(r.numAffectedRows ?? 0);
  });
}
