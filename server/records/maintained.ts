// Setting a maintained figure by call (modifyInvoiced of orders): on an audited document only,
// within [0, its cap], the row locked and the document recomputed in the same transaction.
import { type Kysely, sql } from 'kysely';
import { dec } from '../../schemas/compute/decimal';
import type { ReceiptStatus } from '../../schemas/entities/define';
import { STATUS_NAMES } from '../../schemas/receipts';
import type { RecordValue } from '../../schemas/rpc/datax';
import { badRequest, conflict, notFound } from '../rpc/errors';
import { recomputeStored } from './computed';
import { entityChanged } from './count-memo';
import { rm } from './messages';
import { attrLabel, type EntityModel } from './model';
import { readRecord } from './read';
import type { Writer } from './write';

// biome-ignore lint/suspicious/noExplicitAny: dynamic tables
type AnyDb = Kysely<any>;

const SETTLED_STATUSES: ReceiptStatus[] = ['Audit', 'Finish', 'Manual'];

export async function setMaintained(trx: AnyDb, w: Writer, model: EntityModel, id: number, attr: string, value: number | string, cap: string): Promise<RecordValue> {
  const at = model.attrs.get(attr);
  const capAttr = model.attrs.get(cap);
  if (!at?.maintained || !capAttr) throw new Error(`${model.def.code}.${attr} is not a maintained figure capped by ${cap}`);
  const row = await trx.selectFrom(model.def.table).select(['id', 'status_dict', 'code', cap]).where('id', '=', id).forUpdate().executeTakeFirst();
  if (!row) throw notFound(rm(w.lang, 'notFound', { value: `${model.def.code} ${id}` }));
  const status = row.status_dict as ReceiptStatus;
  if (!SETTLED_STATUSES.includes(status)) {
    throw conflict(rm(w.lang, 'transition', { status: STATUS_NAMES[status]?.[w.lang] ?? status, action: w.lang === 'en_US' ? `set ${attrLabel(at, w.lang)}` : `修改${at.name}` }));
  }
  const v = dec(value);
  const max = dec(row[cap]) ?? dec(0)!;
  const label = attrLabel(at, w.lang);
  if (!v || v.lt(0)) throw badRequest(`${label}: ${rm(w.lang, 'min', { min: 0 })}`);
  if (v.gt(max)) throw badRequest(`${label}: ${rm(w.lang, 'maxValue', { max: max.toFixed(2) })}`);
  if (at.digits && v.round(at.digits.scale).cmp(v) !== 0) throw badRequest(`${label}: ${rm(w.lang, 'digits', at.digits)}`);
  await trx.updateTable(model.def.table).set({ [attr]: v.toString(), version: sql<number>`version + 1`, modify_id: w.userId, modify_name: w.userName, modify_dt: new Date() }).where('id', '=', id).execute();
  await recomputeStored(trx, w.tenantId, model, id, w.lang);
  entityChanged(w.tenantId, model.def.code);
  return readRecord(trx, model, id, w.lang);
}
