// barcode.Batch (lists, fuzzy lookup, get) and barcode.BatchAdjust: an adjustment locks its batch,
// changes the field its type names (code2, code3, the expiry or re-inspection date) and records
// the old and new values with the reason, in one transaction.
import { sql } from 'kysely';
import { callerModel, writerOf } from '../../../server/records/context';
import { implementDocument } from '../../../server/records/document-service';
import { pagedSql } from '../../../server/records/paged-query';
import { createRecord } from '../../../server/records/write';
import { session } from '../../../server/rpc/registry';
import { barcodeBatch, barcodeBatchAdjust } from '../contracts';
import type { AdjustType } from '../entities/options';
import { BarcodeRefusal } from '../rules';
import { type AnyDb, guarded } from './rows';


/** the batch column each adjustment type changes (Other changes none) */
export const ADJUSTED_FIELD: Record<AdjustType, string | null> = { SupplierBatch: 'code2', LocalBatch: 'code3', Expiry: 'expiry_date', Reinspect: 'reinspect_date', Other: null };

const today = () => new Date().toISOString().slice(0, 10);
const isDate = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The checked new value of an adjustment (dates as YYYY-MM-DD; an expiry in the future). */
export function checkNewValue(type: AdjustType, value: string | undefined): string | null {
  const v = value?.trim() ?? '';
  if (type === 'Other') return v || null;
  if (!v) throw new BarcodeRefusal('newValueRequired');
  if (type === 'Expiry' || type === 'Reinspect') {
    if (!isDate(v)) throw new BarcodeRefusal('badDate', { value: v });
    if (type === 'Expiry' && v <= today()) throw new BarcodeRefusal('expiryPast', { value: v });
  }
  return v;
}

export const batchService = implementDocument(barcodeBatch, {
  async fuzzyPage(ctx, [q]) {
    const s = session(ctx);
    const text = q.text?.trim();
    const where = text ? sql`code ilike ${`%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}` : sql`true`;
    return pagedSql<{ id: number; code: string; name: string }>(s.db as AnyDb, q, {
      select: sql`id::int as id, code, coalesce(code2, code) as name`,
      from: sql`from barcode_batch where tenant_id = ${s.tenantId} and ${where}`,
      orderBy: sql`code desc`,
      tieBreak: sql`id`,
    });
  },
});

export const batchAdjustService = implementDocument(barcodeBatchAdjust, {
  async add(ctx, [j]) {
    const model = await callerModel(ctx, 'BatchAdjust');
    const w = await writerOf(ctx, model);
    return guarded(ctx.lang, () =>
      w.db.transaction().execute(async (trx) => {
        const { rows } = await sql<Record<string, unknown>>`select * from barcode_batch where tenant_id = ${w.tenantId} and id = ${j.batchId} for update`.execute(trx);
        const batch = rows[0];
        if (!batch) throw new BarcodeRefusal('batchNotExist', { code: String(j.batchId) }, 'missing');
        const field = ADJUSTED_FIELD[j.adjustType];
        const newValue = checkNewValue(j.adjustType, j.newValue);
        const stored = field ? batch[field] : null;
        const oldValue = stored instanceof Date ? stored.toISOString().slice(0, 10) : stored == null ? null : String(stored);
        if (field) {
          await trx
            .updateTable('barcode_batch')
            .set({ [field]: newValue, modify_id: w.userId, modify_name: w.userName, modify_dt: sql`now()`, version: sql`version + 1` })
            .where('tenant_id', '=', w.tenantId)
            .where('id', '=', j.batchId)
            .execute();
        }
        return createRecord(w, model, { batch_id: j.batchId, adjust_type: j.adjustType, old_value: oldValue, new_value: newValue, reason: j.reason }, trx);
      }),
    );
  },
});
