// Every action of the receipt state machine from every status, on real rows: allowed moves land
// where the table says, refused ones are 409 naming the current status and change nothing. The
// table is driven through the record layer (master-data pages grant no commit/manualFinish/
// repeal function); the calls that master-data pages do grant are also checked end to end.
import { describe, expect, it } from 'vitest';
import { RECEIPT_STATUSES, type ReceiptStatus } from '../../schemas/entities/define';
import { allowed, type ReceiptAction, STATUS_NAMES, TRANSITIONS } from '../../schemas/receipts';
import type { RecordValue } from '../../schemas/rpc/datax';
import { builtinModel } from '../../server/records/model';

const modelOf = (code: string) => builtinModel(code)!;
import { modifyRecord, moveRecord, removeRecords, type Writer } from '../../server/records/write';
import { fileServer } from '../kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');

// every write runs in its caller's transaction
type Trx = Parameters<typeof removeRecords>[3];
const inTrx = (w: Writer, run: (trx: Trx) => Promise<unknown>) => w.db.transaction().execute(run);
const LAYER: Record<Exclude<ReceiptAction, 'create'>, (w: Writer, id: number, version: number) => Promise<unknown>> = {
  modify: (w, id, version) => inTrx(w, (trx) => modifyRecord(w, modelOf('Process'), id, { version, name: '改过的工序' }, trx)),
  commit: (w, id) => inTrx(w, (trx) => moveRecord(w, modelOf('Process'), id, 'commit', undefined, trx)),
  audit: (w, id) => inTrx(w, (trx) => moveRecord(w, modelOf('Process'), id, 'audit', undefined, trx)),
  deApproval: (w, id) => inTrx(w, (trx) => moveRecord(w, modelOf('Process'), id, 'deApproval', undefined, trx)),
  manualFinish: (w, id) => inTrx(w, (trx) => moveRecord(w, modelOf('Process'), id, 'manualFinish', undefined, trx)),
  repeal: (w, id) => inTrx(w, (trx) => moveRecord(w, modelOf('Process'), id, 'repeal', undefined, trx)),
  remove: (w, id) => inTrx(w, (trx) => removeRecords(w, modelOf('Process'), [id], trx)),
};

const CALLS: Record<'modify' | 'audit' | 'deApproval' | 'remove', (id: number, version: number) => [string, string, unknown[]]> = {
  modify: (id, version) => ['datax.MetaDynamic', 'saveValue', ['Process', { id, version, name: '改过的工序' }]],
  audit: (id) => ['datax.MetaDynamic', 'auditValue', [{ entityCode: 'Process', recordId: id }]],
  deApproval: (id) => ['meta.MetaDynamic', 'deApproval', [{ entityCode: 'Process', recordId: id }]],
  remove: (id) => ['datax.MetaDynamic', 'removeValue', ['Process', [id]]],
};

let n = 0;
async function processIn(status: ReceiptStatus) {
  const r = await srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'saveValue', ['Process', { code: `SM-${++n}`, name: '状态机工序' }]);
  await srv.db.forTenant(admin.tenant.id).updateTable('mdm_process' as never).set({ status_dict: status } as never).where('id' as never, '=', r.json.body.id as never).execute();
  return r.json.body;
}
const statusOf = async (id: number) =>
  (await srv.db.forTenant(admin.tenant.id).selectFrom('mdm_process' as never).select('status_dict' as never).where('id' as never, '=', id as never).executeTakeFirst()) as { status_dict: string } | undefined;

describe('the receipt state machine', () => {
  const writer = async (): Promise<Writer> => ({ db: srv.db.forTenant(admin.tenant.id), tenantId: admin.tenant.id, userId: admin.user.id, userName: admin.user.name, organId: null, lang: 'zh_CN' });
  for (const action of Object.keys(LAYER) as Array<keyof typeof LAYER>) {
    for (const status of RECEIPT_STATUSES) {
      const ok = allowed(action, status);
      it(`${action} from ${status}: ${ok ? `→ ${TRANSITIONS[action].to ?? 'deleted'}` : '409'}`, async () => {
        const rec = await processIn(status);
        const run = LAYER[action](await writer(), rec.id, rec.version);
        if (ok) {
          await run;
          expect((await statusOf(rec.id))?.status_dict).toBe(TRANSITIONS[action].to ?? undefined);
        } else {
          await expect(run).rejects.toMatchObject({ code: 409, message: expect.stringContaining(`「${STATUS_NAMES[status].zh_CN}」`) });
          expect((await statusOf(rec.id))?.status_dict).toBe(status);
        }
      });
    }
  }

  for (const action of Object.keys(CALLS) as Array<keyof typeof CALLS>) {
    it(`${action} through its call: allowed from Saved or Audit as the table says, else 409`, async () => {
      for (const status of ['Saved', 'Audit'] as const) {
        const rec = await processIn(status);
        const [service, method, args] = CALLS[action](rec.id, rec.version);
        const r = await srv.call(admin, service, method, args);
        expect(r.json.code).toBe(allowed(action, status) ? 200 : 409);
      }
    });
  }

  it('moves master-data pages do not grant are refused with 4003', async () => {
    const rec = await processIn('Saved');
    for (const method of ['commitValue', 'manualFinishValue', 'repealValue']) {
      const r = await srv.call(admin, 'datax.MetaDynamic', method, [{ entityCode: 'Process', recordId: rec.id }]);
      expect(r.json.code).toBe(4003);
    }
  });

  it('un-audit then save again: the record is editable once more and Saved', async () => {
    const rec = await processIn('Audit');
    const un = await srv.call<RecordValue>(admin, 'meta.MetaDynamic', 'deApproval', [{ entityCode: 'Process', recordId: rec.id }]);
    expect(un.json.body.status_dict).toEqual({ dict: 'DeApproval', name: '反审核' });
    const saved = await srv.call<RecordValue>(admin, 'datax.MetaDynamic', 'saveValue', ['Process', { id: rec.id, version: un.json.body.version, name: '再改' }]);
    expect(saved.json.body).toMatchObject({ name: '再改', status_dict: { dict: 'Saved' } });
  });

  it('a move with a stale version is refused', async () => {
    const rec = await processIn('Saved');
    const r = await srv.call(admin, 'datax.MetaDynamic', 'auditValue', [{ entityCode: 'Process', recordId: rec.id, version: rec.version + 5 }]);
    expect(r.json.code).toBe(409);
  });

  it('moves need their function code', async () => {
    const keeper = await srv.session('demo', 'wangqiang');
    const mat = await srv.call<{ itemList: RecordValue[] }>(keeper, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1 }]);
    const r = await srv.call(keeper, 'datax.MetaDynamic', 'auditValue', [{ entityCode: 'Material', recordId: mat.json.body.itemList[0].id }]);
    expect(r.json.code).toBe(4003);
  });
});
