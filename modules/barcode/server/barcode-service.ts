// barcode.Barcode and mdm.barcode: the record calls bound to Barcode, the lookups and trees, and
// the operations (operations.ts), each operation one transaction.
import { sql } from 'kysely';
import type { CallContext } from '../../../server/rpc/registry';
import { session } from '../../../server/rpc/registry';
import { implement } from '../../../server/modules/types';
import { callerModel, listForCaller, writerOf } from '../../../server/records/context';
import { visibilityOf, visibleFlag } from '../../../server/records/data-scope';
import { normaliseQuery } from '../../../server/records/list';
import { implementDocument } from '../../../server/records/document-service';
import { pagedSql } from '../../../server/records/paged-query';
import { bytesOf } from '../../../server/services/file-store';
import { barcodeBarcode, mdmBarcode, type ScanResult } from '../contracts';
import type { BarcodeMessage } from '../messages';
import { BarcodeRefusal, barcodeString, codeFromString } from '../rules';
import { type DecodeFailure, DecodeRefused, decodeImage } from './decode';
import * as ops from './operations';
import { type AnyDb, guarded, type Reader, ROW_COLUMNS, rootOf, rowByCode, rowFor, rowsFrom, selectRows, subtree } from './rows';

/** pictures up to 2 MB */
const PICTURE_BYTES = 2 * 1024 * 1024;
const IMAGE = /\.(jpe?g|png|gif)$/i;
const DECODE_REFUSALS: Record<DecodeFailure, BarcodeMessage> = { unreadable: 'noSymbol', tooLarge: 'imageTooLarge', timeout: 'decodeTimeout', busy: 'decodeBusy' };

/** What the caller may see of the barcodes: its data scope, row limits and hidden fields (visibilityOf, as every read). */
async function readerOf(ctx: CallContext): Promise<Reader> {
  const vis = await visibilityOf(ctx, await callerModel(ctx, 'Barcode'));
  return { tenantId: session(ctx).tenantId, visible: visibleFlag(vis, 'b'), hidden: vis.hidden };
}

async function actorOf(ctx: CallContext): Promise<{ a: ops.Actor; db: AnyDb }> {
  const s = session(ctx);
  const w = await writerOf(ctx, await callerModel(ctx, 'Barcode'));
  return { a: { ...(await readerOf(ctx)), userId: s.userId, userName: s.userName, departId: w.departId ?? null, lang: ctx.lang }, db: s.db as AnyDb };
}

/** An operation in one transaction, its refusals as envelope errors. */
async function operate<T>(ctx: CallContext, body: (trx: AnyDb, a: ops.Actor) => Promise<T>): Promise<T> {
  const { a, db } = await actorOf(ctx);
  return guarded(ctx.lang, () => db.transaction().execute((trx) => body(trx, a)));
}

const reading = <T>(ctx: CallContext, body: (db: AnyDb, r: Reader) => Promise<T>) =>
  guarded(ctx.lang, async () => body(session(ctx).db as AnyDb, await readerOf(ctx)));

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const barcodeService = implementDocument(barcodeBarcode, {
  async leadOut(ctx, [q]) {
    const r = await listForCaller(ctx, await callerModel(ctx, 'Barcode'), normaliseQuery({ ...q, entityCode: 'Barcode', page: 1, pageSize: 5000 }), false);
    return { total: r.total, itemList: r.itemList };
  },
  async fuzzyPage(ctx, [q]) {
    return reading(ctx, async (db, r) => {
      const text = q.text?.trim();
      const where = sql`${text ? sql`b.code ilike ${likeOf(text)}` : sql`true`} and ${q.barcodeType ? sql`b.barcode_type = ${q.barcodeType}` : sql`true`}`;
      return pagedSql(db, q, { select: ROW_COLUMNS, from: rowsFrom(r, where), orderBy: sql`b.code`, tieBreak: sql`b.id` }, rowFor(r));
    });
  },
  getByCode: (ctx, [code]) => reading(ctx, (db, r) => rowByCode(db, r, code)),
  getWholeTreeByCode: (ctx, [code]) =>
    reading(ctx, async (db, r) => {
      const row = await rowByCode(db, r, code);
      return (await subtree(db, r, await rootOf(db, r, row.id)))!;
    }),
  getTreeByRootId: (ctx, [id]) =>
    reading(ctx, async (db, r) => {
      const tree = await subtree(db, r, id);
      if (!tree) throw new BarcodeRefusal('notExist', { code: String(id) }, 'missing');
      return tree;
    }),
  getByIds: (ctx, [ids]) => reading(ctx, (db, r) => selectRows(db, r, sql`b.id in (${sql.join(ids)})`, sql`b.id`)),
  generate: (ctx, [g]) => operate(ctx, (trx, a) => ops.generate(trx, a, g)),
  bind: (ctx, [b]) => operate(ctx, (trx, a) => ops.bind(trx, a, b.parentCode, b.childCodes)),
  unbind: (ctx, [u]) => operate(ctx, (trx, a) => ops.unbind(trx, a, u.codes)),
  merge: (ctx, [m]) => operate(ctx, (trx, a) => ops.merge(trx, a, m.codes)),
  split: (ctx, [s]) => operate(ctx, (trx, a) => ops.split(trx, a, s)),
  transfer: (ctx, [t]) => operate(ctx, (trx, a) => ops.transfer(trx, a, t)),
  adjust: (ctx, [j]) => operate(ctx, (trx, a) => ops.adjust(trx, a, j)),
});

async function lookUp(db: AnyDb, r: Reader, symbol: { text: string; format: string }): Promise<ScanResult> {
  const code = codeFromString(symbol.text);
  const [barcode] = code ? await selectRows(db, r, sql`b.code = ${code}`) : [];
  return { ...symbol, code, barcode: barcode ?? null };
}

export const mdmBarcodeService = implement(mdmBarcode, {
  getBarcode: (ctx, [id]) =>
    reading(ctx, async (db, r) => {
      const [row] = await selectRows(db, r, sql`b.id = ${id}`);
      if (!row) throw new BarcodeRefusal('notExist', { code: String(id) }, 'missing');
      return row;
    }),
  getBarcodeFromStr: (ctx, [scanned]) =>
    reading(ctx, async (db, r) => {
      const code = codeFromString(scanned);
      if (!code) throw new BarcodeRefusal('illegalBarcode', { code: scanned.trim().slice(0, 64) });
      return rowByCode(db, r, code);
    }),
  getBarcodeStr: (ctx, [code]) =>
    reading(ctx, async (db, r) => {
      const row = await rowByCode(db, r, code);
      return barcodeString({ code: row.code, material: row.material_id?.code, count: row.count, batch: row.batch_no });
    }),
  getBarcodeFromImg: (ctx, [fileId]) =>
    reading(ctx, async (db, r) => {
      const s = session(ctx);
      // only the uploader's own files, as imports do: another user's attachment is not found
      const file = await s.db.selectFrom('file').selectAll().where('id', '=', fileId).where('create_id', '=', s.userId).executeTakeFirst();
      if (!file) throw new BarcodeRefusal('fileMissing', { id: fileId }, 'missing');
      if (!IMAGE.test(file.name) || Number(file.size) > PICTURE_BYTES) throw new BarcodeRefusal('notImage');
      const bytes = await bytesOf(s.db, s.tenantId, file.storage_key);
      const symbols = await decodeImage(new Uint8Array(bytes)).catch((e: unknown) => {
        throw e instanceof DecodeRefused ? new BarcodeRefusal(DECODE_REFUSALS[e.reason], e.vars) : new BarcodeRefusal('noSymbol');
      });
      if (!symbols.length) throw new BarcodeRefusal('noSymbol');
      return Promise.all(symbols.map((sym) => lookUp(db, r, sym)));
    }),
});
