// What the quality server tests share: a material that needs inspection under a started incoming
// scheme (a numeric key item and a choice item), audited arrivals of it with their inspection,
// readings for it, and a barcode read back.
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { type AnyRecord, ok, recordCalls, type TestServer } from '../../../../tests/kit';

export async function incomingKit(srv: TestServer, admin: Session, prefix: string, materialExtra: Record<string, unknown> = {}) {
  const { save } = recordCalls(srv, admin);
  const call = <T = AnyRecord>(service: string, method: string, args: unknown[], headers: Record<string, string> = {}) => srv.call<T>(admin, service, method, args, headers);
  const insp = <T = AnyRecord>(method: string, args: unknown[], headers: Record<string, string> = {}) => call<T>('quality.IncomingInspect', method, args, headers);
  const material = await save('Material', { code: `${prefix}-M`, name: `${prefix}检验料`, unit: 'PCS', count_type: 'Num', need_quality: true, ...materialExtra });
  const len = await save('QualityItem', { code: `${prefix}_LEN`, name: '长度', kind: 'Numeric' });
  const look = await save('QualityItem', { code: `${prefix}_LOOK`, name: '外观', kind: 'Choice', choices: [{ answer: '良好', qualified: true }, { answer: '破损', qualified: false }] });
  const scheme = ok(
    await call('quality.InspectScheme', 'create', [
      {
        code: `${prefix}-FA`,
        scheme_name: '来料检验方案',
        inspect_kind: 'Incoming',
        target_type: 'Material',
        material_id: material.id,
        schedule: 'PeriodicByMaterial',
        schedule_value: 1,
        measure: 'QualifiedRate',
        measure_value: 100,
        lines: [{ item_id: len.id, standard_value: 10, lower_limit: 9.8, upper_limit: 10.2, key_item: true }, { item_id: look.id }],
      },
    ]),
  );
  ok(await call('quality.InspectScheme', 'statusSwitch', [{ ids: [scheme.id], status: 'Passed' }]));
  ok(await call('quality.InspectScheme', 'statusSwitch', [{ ids: [scheme.id], status: 'Start' }]));

  let seq = 0;
  const today = new Date().toISOString().slice(0, 10);
  /** an audited arrival with barcodes of these counts (decimal strings kept as written), and its inspection */
  async function arrive(counts: string[], extra: Record<string, unknown> = {}) {
    const n = ++seq;
    const barcodes = counts.map((count, k) => ({ code: `${prefix}${n}-${k + 1}`, count }));
    const quantity = counts.reduce((s, c) => s + Number(c), 0).toFixed(4);
    const made = ok(await call('wms.Arrival', 'create', [{ arrival_batch: `${prefix}-B${n}`, material_id: material.id, quantity, arrival_date: today, barcodes, ...extra }]));
    ok(await call('wms.Arrival', 'audit', [made.id]));
    const list = ok(await insp<RecordPage>('summaryPage', [{ filterMap: { arrival_batch: `${prefix}-B${n}` } }]));
    const inspection = ok(await insp('detail', [list.itemList[0].id]));
    return { arrival: made, inspection, codes: barcodes.map((b) => b.code) };
  }
  /** every item read within its limits (or with the given values) */
  const read = async (i: AnyRecord, values: Array<[number | null, string | null]> = [[10, null], [null, '良好']]) =>
    ok(await insp('update', [{ id: i.id, version: i.version, readings: i.readings.map((r: AnyRecord, k: number) => ({ id: r.id, item_id: r.item_id.id, reading: values[k][0], answer: values[k][1] })) }]));
  const barcode = async (code: string) => ok(await call<RecordPage>('datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Barcode', filterMap: { code } }])).itemList[0];
  return { save, call, insp, material, scheme, arrive, read, barcode };
}
