// The demo library of the demo tenant (categories, documents and their files, seed-data.ts), and
// the first index of every tenant: the records every module seeded before this one (the search
// module seeds last) are indexed here, in the seed's transaction, so the index is complete on the
// first start without the background indexer working through the whole demo.
import crypto from 'node:crypto';
import fs from 'node:fs';
import type { Kysely } from 'kysely';
import { TenantScopePlugin } from '../../../server/db/scope';
import type { SeedContext } from '../../../server/modules/types';
import { openPdf } from '../../../server/print/pdf';
import { FONT } from '../../../server/print/page-writer';
import { storeBytes } from '../../../server/services/file-store';
import { DocCategory, LibraryDoc } from '../entities/library';
import { indexRecords } from './indexer';
import { indexedEntities } from './queue';
import { CATEGORIES, type DemoFile, DOCS } from './seed-data';

// biome-ignore lint/suspicious/noExplicitAny: entity tables are not in the static DB type
type AnyDb = Kysely<any>;

const DAY = 86_400_000;

async function pdfOf(title: string, paragraphs: string[]): Promise<Buffer> {
  const { pdf, done } = openPdf({ title, author: 'Plantform demo' });
  pdf.addPage({ size: 'A4', margin: 56 });
  for (const [i, p] of paragraphs.entries()) pdf.font(FONT.regular).fontSize(i === 0 ? 18 : 11).text(p, { paragraphGap: 10 });
  pdf.end();
  return done;
}

async function xlsxOf(rows: string[][]): Promise<Buffer> {
  const ExcelJS = (await import('exceljs')).default;
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('清单').addRows(rows);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function bytesOf(f: DemoFile): Promise<Buffer> {
  if (f.pdf) return pdfOf(f.pdf[0], f.pdf);
  if (f.xlsx) return xlsxOf(f.xlsx);
  return fs.promises.readFile(new URL(`./demo/${f.docx}`, import.meta.url));
}

async function storeFile(db: AnyDb, ctx: SeedContext, f: DemoFile): Promise<number> {
  const bytes = await bytesOf(f);
  const T = ctx.tenant.id;
  const key = `${T}/demo/${crypto.randomUUID()}`;
  const size = await storeBytes(db, T, key, (async function* () { yield bytes; })());
  const row = { tenant_id: T, name: f.name, size, mime: null, storage_key: key, sha256: crypto.createHash('sha256').update(bytes).digest('hex'), create_id: ctx.creator.id, create_name: ctx.creator.name };
  return Number((await db.insertInto('file').values(row).returning('id').executeTakeFirstOrThrow()).id);
}

async function seedLibrary(db: AnyDb, ctx: SeedContext): Promise<void> {
  const T = ctx.tenant.id;
  const today = ctx.today ? Date.parse(`${ctx.today}T12:00:00Z`) : Date.now();
  const who = { tenant_id: T, status_dict: 'Audit', create_id: ctx.creator.id, create_name: ctx.creator.name, modify_id: ctx.creator.id, modify_name: ctx.creator.name };
  const departs = new Map((await db.selectFrom('department').select(['id', 'code']).where('tenant_id', '=', T).execute()).map((d) => [d.code as string, Number(d.id)]));
  const cats = await db.insertInto(DocCategory.table).values(CATEGORIES.map((c) => ({ ...who, ...c }))).returning(['id', 'code']).execute();
  const catId = new Map(cats.map((c) => [c.code as string, Number(c.id)]));
  for (const [i, d] of DOCS.entries()) {
    const fileId = d.file ? await storeFile(db, ctx, d.file) : null;
    const day = new Date(today - d.age * DAY).toISOString().slice(0, 10);
    const files = d.file && fileId ? JSON.stringify([{ id: fileId, name: d.file.name, path: `/files/${fileId}` }]) : null;
    const doc = await db
      .insertInto(LibraryDoc.table)
      .values({ ...who, code: `WD${day.replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`, name: d.name, category_id: catId.get(d.category), doc_date: day, tags: d.tags ?? null, source: d.source, content: d.content ?? null, files, depart_id: departs.get(d.depart) ?? null })
      .returning('id')
      .executeTakeFirstOrThrow();
    if (fileId) await db.updateTable('file').set({ entity_code: LibraryDoc.code, record_id: doc.id }).where('tenant_id', '=', T).where('id', '=', fileId).execute();
  }
}

/** Every record of the tenant indexed, a batch at a time, over the seed's transaction scoped to the tenant. */
async function indexTenant(db: AnyDb, tenantId: string): Promise<void> {
  // the seed's instance is the system's (every statement names its tenant): the indexer reads as the
  // record layer does, through the tenant's scope on the same transaction
  const scoped = db.withoutPlugins().withPlugin(new TenantScopePlugin(tenantId));
  for (const def of indexedEntities()) {
    let after = 0;
    for (;;) {
      const ids = (await scoped.selectFrom(def.table).select('id').where('id', '>', after).orderBy('id').limit(500).execute()).map((r) => Number(r.id));
      if (!ids.length) break;
      await indexRecords(scoped, tenantId, def.code, ids);
      after = ids[ids.length - 1];
    }
  }
}

export async function seedSearch(ctx: SeedContext): Promise<void> {
  const db = ctx.db as AnyDb;
  if (ctx.tenant.code === 'demo') await seedLibrary(db, ctx);
  await indexTenant(db, ctx.tenant.id);
  // writes of the seeds before this one that went through the record layer were queued by the hooks: indexed above
  await db.deleteFrom('search_queue').where('tenant_id', '=', ctx.tenant.id).execute();
}
