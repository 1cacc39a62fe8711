// The write half of an import, one transaction: bulk inserts (1000 rows a statement) and updates —
// unless a module hooks the entity's creates or modifies (its own hooks, or a listening wildcard hook): then every row goes through the record
// layer (createRecord / modifyRecord), so the hooks' rules and effects apply to imported rows too.
import { hooked as anyHook } from '../../modules/hooks';
import { entityChanged } from '../count-memo';
import type { EntityModel } from '../model';
import { insertValues, updateValues } from '../storage';
import { createRecord, modifyRecord, type Writer } from '../write';

const CHUNK = 1000;

export async function writeImport(
  w: Writer,
  model: EntityModel,
  creates: Array<Record<string, unknown>>,
  updates: Array<{ id: number; version: number; values: Record<string, unknown> }>,
  onProgress: (done: number) => void,
): Promise<void> {
  const audit = { create_id: w.userId, create_name: w.userName, modify_id: w.userId, modify_name: w.userName };
  // every row must name the same columns in a multi-row insert: absent attributes are null
  const insertRow = (v: Record<string, unknown>) => {
    const all: Record<string, unknown> = {};
    for (const a of model.def.attrs) all[a.code] = v[a.code] ?? null;
    const row: Record<string, unknown> = { tenant_id: w.tenantId, status_dict: 'Saved', ...audit, ...insertValues(model, all) };
    if (model.def.perOrgan) row.organ_id = w.organId;
    row.depart_id = w.departId ?? null;
    return row;
  };
  const hooked = (await anyHook(w.tenantId, model.def.code, 'create', w.db)) || (await anyHook(w.tenantId, model.def.code, 'modify', w.db));
  try {
    await w.db.transaction().execute(async (trx) => {
      let done = 0;
      if (hooked) {
        for (const values of creates) {
          await createRecord(w, model, values, trx);
          if (++done % 100 === 0) onProgress(done);
        }
        for (const u of updates) {
          await modifyRecord(w, model, u.id, { ...u.values, version: u.version }, trx);
          if (++done % 100 === 0) onProgress(done);
        }
        return;
      }
      for (let i = 0; i < creates.length; i += CHUNK) {
        const chunk = creates.slice(i, i + CHUNK).map(insertRow);
        await trx.insertInto(model.def.table).values(chunk).execute();
        done += chunk.length;
        onProgress(done);
      }
      for (const u of updates) {
        await trx
          .updateTable(model.def.table)
          .set({ ...updateValues(model, u.values), status_dict: 'Saved', version: u.version + 1, modify_id: w.userId, modify_name: w.userName, modify_dt: new Date() })
          .where('id', '=', u.id)
          .execute();
        if (++done % CHUNK === 0) onProgress(done);
      }
    });
  } finally {
    entityChanged(w.tenantId, model.def.code); // list counts are stale, committed or not
  }
}
