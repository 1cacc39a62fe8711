// 数据治理's demo: the product's own database as a source, and beside it the old line-data
// database of the factory's MES as a SQLite file (written here, the same on every day), harvested
// twice with a change between — the MES gained a scrap column, a score became decimal, a flag
// table was dropped and an energy table added — so 变更记录 shows every kind of change. The
// administrator sees the operators' phone numbers masked (数据权限).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import type { SeedContext } from '../../../server/modules/types';
import { storeBytes } from '../../../server/services/file-store';
import { ownDriverFor } from './drivers/own';
import { harvestSqlite, openSqliteBytes } from './drivers/sqlite';
import { storeHarvest } from './harvest';
import { SOURCE_ENTITY } from './sources';

export const DEMO_SQLITE = 'MES-LEGACY';
export const DEMO_OWN = 'PLANTFORM';
const LINES = ['L1', 'L2', 'L3'];

/** The MES database of `version` 1 or 2 as SQLite bytes. */
export function mesDatabase(version: 1 | 2): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-dg-demo-'));
  const file = path.join(dir, 'mes.sqlite');
  try {
    const db = new DatabaseSync(file);
    db.exec(`create table work_shift (id integer primary key, code text not null, name text not null, starts text, ends text)`);
    db.exec(`insert into work_shift values (1, 'A', '早班', '08:00', '16:00'), (2, 'B', '中班', '16:00', '24:00'), (3, 'C', '夜班', '00:00', '08:00')`);
    db.exec(`create table line_output (id integer primary key, line text not null, day text not null, shift text not null, qty integer not null,
             operator text, operator_phone text${version === 2 ? ', scrap_qty integer' : ''})`);
    const ins = db.prepare(`insert into line_output values (?, ?, ?, ?, ?, ?, ?${version === 2 ? ', ?' : ''})`);
    let id = 0;
    for (let d = 1; d <= 20; d++) {
      for (const [i, line] of LINES.entries()) {
        id++;
        const qty = 400 + ((d * 37 + i * 53) % 160);
        const values = [id, line, `2026-10-${String(d).padStart(2, '0')}`, ['A', 'B', 'C'][(d + i) % 3]!, qty, `操作员${(id % 6) + 1}`, `1380000${String(1000 + (id % 6)).padStart(4, '0')}`];
        ins.run(...(version === 2 ? [...values, (d + i) % 7] : values));
      }
    }
    db.exec(`create table quality_note (id integer primary key, line text, day text, score ${version === 2 ? 'real' : 'integer'}, note text)`);
    db.exec(`insert into quality_note values (1, 'L1', '2026-10-03', 92, '首检合格'), (2, 'L2', '2026-10-08', 85, '尺寸偏差已返工'), (3, 'L3', '2026-10-15', 97, null)`);
    if (version === 1) db.exec(`create table legacy_flag (code text primary key, enabled integer)`);
    else {
      db.exec(`create table energy_use (day text primary key, kwh real not null)`);
      db.exec(`insert into energy_use values ('2026-10-01', 1830.5), ('2026-10-02', 1912.25), ('2026-10-03', 1760)`);
    }
    db.close();
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

async function storeFile(ctx: SeedContext, name: string, bytes: Buffer): Promise<{ id: number; key: string }> {
  const T = ctx.tenant.id;
  const key = `datagov-demo-${crypto.createHash('sha256').update(`${T}:${name}`).digest('hex').slice(0, 24)}`;
  await storeBytes(ctx.db, T, key, (async function* () {
    yield bytes;
  })());
  const r = await sql<{ id: string }>`
    insert into file (tenant_id, name, size, mime, storage_key, sha256, create_id, create_name)
    values (${T}, ${name}, ${bytes.length}, ${'application/vnd.sqlite3'}, ${key}, ${crypto.createHash('sha256').update(bytes).digest('hex')}, ${ctx.creator.id}, ${ctx.creator.name})
    returning id`.execute(ctx.db);
  return { id: Number(r.rows[0]!.id), key };
}

async function harvestBytes(ctx: SeedContext, sourceId: number, bytes: Buffer) {
  const opened = await openSqliteBytes(bytes);
  try {
    await storeHarvest(ctx.db, ctx.tenant.id, sourceId, ctx.creator.name, harvestSqlite(opened.db));
  } finally {
    opened.db.close();
    if (opened.dir) fs.rmSync(opened.dir, { recursive: true, force: true });
  }
}

export async function seedDatagovDemo(ctx: SeedContext): Promise<void> {
  const T = ctx.tenant.id;
  const { rows: done } = await sql`select 1 from dg_source where tenant_id = ${T} limit 1`.execute(ctx.db);
  if (done.length) return;
  const insert = async (code: string, name: string, kind: string, config: object, remark: string) =>
    Number(
      (
        await sql<{ id: string }>`
          insert into dg_source (tenant_id, code, name, kind, config, remark, status, checked_at, create_id, create_name)
          values (${T}, ${code}, ${name}, ${kind}, ${JSON.stringify(config)}, ${remark}, 'Ok', now(), ${ctx.creator.id}, ${ctx.creator.name}) returning id`.execute(ctx.db)
      ).rows[0]!.id,
    );
  const own = await insert(DEMO_OWN, '本系统数据库', 'own', {}, '平台自身的业务数据（仅本租户）');
  await storeHarvest(ctx.db, T, own, ctx.creator.name, await ownDriverFor(ctx.db, T).harvest());

  const v1 = mesDatabase(1);
  const file = await storeFile(ctx, 'mes-legacy.sqlite', v1);
  const mes = await insert(DEMO_SQLITE, '旧MES产线数据', 'sqlite', { fileId: file.id }, '旧 MES 导出的产线产量与质量记录');
  await sql`update file set entity_code = ${SOURCE_ENTITY}, record_id = ${mes} where tenant_id = ${T} and id = ${file.id}`.execute(ctx.db);
  await harvestBytes(ctx, mes, v1);
  // the MES changed: its file is replaced by the newer database and harvested again
  const v2 = mesDatabase(2);
  await sql`delete from file_chunk where tenant_id = ${T} and storage_key = ${file.key}`.execute(ctx.db);
  await storeBytes(ctx.db, T, file.key, (async function* () {
    yield v2;
  })());
  await sql`update file set size = ${v2.length}, sha256 = ${crypto.createHash('sha256').update(v2).digest('hex')} where tenant_id = ${T} and id = ${file.id}`.execute(ctx.db);
  await harvestBytes(ctx, mes, v2);

  await sql`
    update dg_table set description = '各产线每班产量（旧 MES 导出）', tags = '{产量,产线}', owner_person_id = (select min(id) from person where tenant_id = ${T})
     where tenant_id = ${T} and source_id = ${mes} and table_name = 'line_output'`.execute(ctx.db);
  await sql`
    insert into dg_auth (tenant_id, role_id, source_id, tables, masked)
    select ${T}, r.id, ${mes}, '{}', '{main.line_output.operator_phone}' from role r where r.tenant_id = ${T} and r.code = 'admin'`.execute(ctx.db);
}
