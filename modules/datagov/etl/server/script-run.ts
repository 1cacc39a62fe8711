// ETL脚本: SQL run on a source as a job's step. The rule: a script may write, so it runs only where
// writing is the data team's business — another PostgreSQL database (in one transaction, with the
// run's time limit) or a SQLite file (edited and stored back whole). Never on the product's own
// database (its tables are written only by the product's rules) and never on a CSV/.xlsx file (a
// read-only snapshot): refused when the script is saved and again when it runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { DB } from '../../../../server/db/types';
import type { AppEnv } from '../../../../server/env';
import type { Lang } from '../../../../server/i18n';
import { driverOf, specOf } from '../../server/sources';
import { inFileThread } from './file-pool';
import { editSqliteFile } from './load';
import { cancelOnStop } from './pg-stop';
import { em } from './messages';

/** the refusal of a script on a source of this kind, or null when it may run there */
export function scriptRefusal(kind: string, lang: Lang): string | null {
  if (kind === 'own') return em(lang, 'scriptOnOwn');
  if (kind === 'csv' || kind === 'xlsx') return em(lang, 'scriptOnFile');
  return null;
}

/** Runs the script; answers the rows its last statement touched (PostgreSQL) or changed in all (SQLite). */
export async function runScript(env: AppEnv, db: Kysely<DB>, tenantId: string, sourceId: number, text: string, timeoutMs: number, signal?: AbortSignal): Promise<number> {
  const spec = await specOf(db, tenantId, sourceId, 'zh_CN');
  const refused = scriptRefusal(spec.kind, 'zh_CN');
  if (refused) throw new Error(refused);
  if (spec.kind === 'pg') {
    const driver = await driverOf(env, db, spec);
    const client = await driver.connect!();
    const unhook = cancelOnStop(signal, client, () => driver.connect!());
    try {
      await client.query('begin');
      await client.query(`set local statement_timeout = ${Math.max(1, Math.floor(timeoutMs))}`);
      const r = await client.query(text);
      await client.query('commit');
      const last = Array.isArray(r) ? r[r.length - 1] : r;
      return Number(last?.rowCount ?? 0);
    } catch (e) {
      await client.query('rollback').catch(() => {});
      throw e;
    } finally {
      unhook();
      client.release();
    }
  }
  const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'plantform-etl-'));
  try {
    let changed = 0;
    await editSqliteFile(db, tenantId, sourceId, spec.config.fileId!, dir, async (file) => {
      // in a file thread, inside the file only (no attach, pragma or transaction of its own)
      changed = await inFileThread({ op: 'script', file, text }, Date.now() + timeoutMs, signal);
    });
    return changed;
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}
