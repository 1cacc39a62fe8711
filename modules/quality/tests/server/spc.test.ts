// 控制图 on a real database: quality.Spc/chart over inspection readings — the published piston-ring
// X̄-R example and the NIST wafer p chart read back as stored inspections give the published limits
// and capability; other tenants and roles that see none of the inspections get no point of them; a
// role without the page is refused (4003); bad arguments are 400s naming the argument; the demo
// year seeds in well under half a second and its drifting process is flagged.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { type AnyRecord, fileServer, ok, recordCalls, refused } from '../../../../tests/kit';
import type { SpcChart, SpcScheme } from '../../spc/contracts';
import { seedSpcDemo } from '../../spc/server/seed';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const { save } = recordCalls(srv, admin);
const chart = (s: typeof admin, q: Record<string, unknown>) => srv.call<SpcChart>(s, 'quality.Spc', 'chart', [q]);

const PISTON_RINGS = [
  [74.03, 74.002, 74.019, 73.992, 74.008], [73.995, 73.992, 74.001, 74.011, 74.004], [73.988, 74.024, 74.021, 74.005, 74.002],
  [74.002, 73.996, 73.993, 74.015, 74.009], [73.992, 74.007, 74.015, 73.989, 74.014], [74.009, 73.994, 73.997, 73.985, 73.993],
  [73.995, 74.006, 73.994, 74.0, 74.005], [73.985, 74.003, 73.993, 74.015, 73.988], [74.008, 73.995, 74.009, 74.005, 74.004],
  [73.998, 74.0, 73.99, 74.007, 73.995], [73.994, 73.998, 73.994, 73.995, 73.99], [74.004, 74.0, 74.007, 74.0, 73.996],
  [73.983, 74.002, 73.998, 73.997, 74.012], [74.006, 73.967, 73.994, 74.0, 73.984], [74.012, 74.014, 73.998, 73.999, 74.007],
  [74.0, 73.984, 74.005, 73.998, 73.996], [73.994, 74.012, 73.986, 74.005, 74.007], [74.006, 74.01, 74.018, 74.003, 74.0],
  [73.984, 74.002, 74.003, 74.005, 73.997], [74.0, 74.01, 74.013, 74.02, 74.003], [73.988, 74.001, 74.009, 74.005, 73.996],
  [74.004, 73.999, 73.99, 74.006, 74.009], [74.01, 73.989, 73.99, 74.009, 74.014], [74.015, 74.008, 73.993, 74.0, 74.01],
  [73.982, 73.984, 73.995, 74.017, 74.013],
];
/** NIST/SEMATECH e-Handbook 6.3.3.2: misregistered chips of 50 per wafer */
const WAFERS = [12, 15, 8, 10, 4, 7, 16, 9, 14, 10, 5, 6, 17, 12, 22, 8, 10, 5, 13, 11, 20, 18, 24, 15, 9, 12, 7, 13, 9, 6];

const material = await save('Material', { code: 'SPC-M1', name: '活塞环', unit: 'PCS', count_type: 'Num', need_quality: true });
const diameter = await save('QualityItem', { code: 'SPC_D', name: '内径', kind: 'Numeric' });
const look = await save('QualityItem', { code: 'SPC_LOOK', name: '外观', kind: 'Choice', choices: [{ answer: '良好', qualified: true }, { answer: '破损', qualified: false }] });
const scheme = ok(
  await srv.call<AnyRecord>(admin, 'quality.InspectScheme', 'create', [
    {
      code: 'SPC-FA', scheme_name: '活塞环来料检验', inspect_kind: 'Incoming', target_type: 'Material', material_id: material.id,
      schedule: 'PeriodicByMaterial', schedule_value: 1, measure: 'QualifiedRate', measure_value: 95,
      lines: [{ item_id: diameter.id, standard_value: 74, lower_limit: 73.95, upper_limit: 74.05, key_item: true }, { item_id: look.id }],
    },
  ]),
);

const T = (await sql<{ id: string }>`select id from tenant where code = 'demo'`.execute(srv.db.system)).rows[0].id;
const adminId = (await sql<{ id: number }>`select id::int as id from app_user where tenant_id = ${T} and code = 'admin'`.execute(srv.db.system)).rows[0].id;

/** Stored the way judged inspections are: one a day, its sample's readings of the diameter, and its counts. */
async function storeInspections() {
  const day = (k: number) => new Date(Date.UTC(2026, 0, 1 + k, 8)).toISOString();
  const heads = WAFERS.map((bad, k) => ({
    tenant_id: T, create_id: adminId, create_name: '系统管理员', status_dict: 'Saved', code: `SPC-LJ${k}`, state: 'Checked', result: 'Qualified',
    inspect_method: 'Sampling', material_id: material.id, scheme_id: scheme.id, inspected_qty: 50, qualified_qty: 50 - bad, inspect_dt: day(k), create_dt: day(k),
  }));
  const ids = await srv.db.system.insertInto('quality_incoming' as never).values(heads as never).returning('id' as never).execute();
  const readings = PISTON_RINGS.flatMap((g, k) =>
    g.map((v, sn) => ({ tenant_id: T, owner_id: Number((ids[k] as { id: string }).id), sn, item_id: diameter.id, reading: String(v), lower_limit: '73.95', upper_limit: '74.05', standard_value: '74', qualified: true })),
  );
  await srv.db.system.insertInto('quality_incoming_reading' as never).values(readings as never).execute();
}
await storeInspections();

describe('quality.Spc/chart: known data, known limits', () => {
  it('X̄-R of the piston rings (Montgomery; R qcc pistonrings): centre 74.00118, limits 73.98805 … 74.01431, R̄ 0.02276, Cp 1.70, Cpk 1.66', async () => {
    const c = ok(await chart(admin, { schemeId: scheme.id, itemId: diameter.id, kind: 'xbar-r', subgroupSize: 5 }));
    expect(c.points).toHaveLength(25);
    expect(c.limits!.centre).toBeCloseTo(74.00118, 5);
    expect(c.limits!.ucl).toBeCloseTo(74.01431, 4);
    expect(c.limits!.lcl).toBeCloseTo(73.98805, 4);
    expect(c.rangeLimits!.centre).toBeCloseTo(0.02276, 5);
    expect(c.rangeLimits!.ucl).toBeCloseTo(0.04812, 4);
    expect(c.spec).toEqual({ lower: 73.95, upper: 74.05, standard: 74 });
    expect(c.capability.cp).toBeCloseTo(1.7, 2);
    expect(c.capability.cpk).toBeCloseTo(1.66, 2);
    expect(c.capability.readings).toBe(125);
    expect(c.histogram.reduce((s, b) => s + b.count, 0)).toBe(125);
    expect(c.points.flatMap((p) => p.rules)).toEqual([]);
  });

  it('the newest points within the limit and the date range; by material as by scheme', async () => {
    const last = ok(await chart(admin, { materialId: material.id, itemId: diameter.id, kind: 'xbar-r', subgroupSize: 5, limit: 10 }));
    expect(last.points).toHaveLength(10);
    expect(last.leftOut).toBe(15);
    const january = ok(await chart(admin, { schemeId: scheme.id, itemId: diameter.id, kind: 'xbar-r', subgroupSize: 5, from: '2026-01-01', to: '2026-01-10' }));
    // the first ten days: ten inspections of five readings each
    expect(january.points).toHaveLength(10);
  });

  it('p chart of the wafers (NIST/SEMATECH e-Handbook 6.3.3.2): p̄ 0.2313, UCL 0.4102, LCL 0.0524, wafers 15 and 23 beyond', async () => {
    const c = ok(await chart(admin, { schemeId: scheme.id, kind: 'p' }));
    expect(c.points).toHaveLength(30);
    expect(c.limits!.centre).toBeCloseTo(0.2313, 4);
    expect(c.points[0].ucl).toBeCloseTo(0.4102, 3);
    expect(c.points[0].lcl).toBeCloseTo(0.0524, 3);
    expect(c.points.flatMap((p, i) => (p.rules.includes(1) ? [i + 1] : []))).toEqual([15, 23]);
  });

  it('offers the scheme with its numeric items only', async () => {
    const schemes = ok(await srv.call<SpcScheme[]>(admin, 'quality.Spc', 'schemes', []));
    expect(schemes.find((s) => s.code === 'SPC-FA')).toMatchObject({ id: scheme.id, items: [{ id: diameter.id, code: 'SPC_D' }] });
  });
});

describe('quality.Spc/chart: who sees what', () => {
  it('another tenant: the scheme does not exist, the material has no points', async () => {
    const acme = await srv.session('acme', 'admin');
    refused(await chart(acme, { schemeId: scheme.id, itemId: diameter.id, kind: 'xbar-r' }), 11, `检验方案${scheme.id}不存在`);
    expect(ok(await chart(acme, { materialId: material.id, kind: 'p' })).points).toEqual([]);
  });

  it('a role whose data scope holds none of the inspections (viewer: its own) sees no point', async () => {
    const viewer = await srv.session('demo', 'zhaolei');
    const c = ok(await chart(viewer, { schemeId: scheme.id, itemId: diameter.id, kind: 'xbar-r' }));
    expect(c.points).toEqual([]);
    expect(c.limits).toBeNull();
  });

  it('a role without the page is refused with 4003', async () => {
    const purchaser = await srv.session('demo', 'lina');
    refused(await chart(purchaser, { schemeId: scheme.id, kind: 'p' }), 4003);
    refused(await srv.call(purchaser, 'quality.Spc', 'schemes', []), 4003);
  });

  it('bad arguments are 400s naming them; a choice item has no X̄-R chart', async () => {
    refused(await chart(admin, { schemeId: scheme.id, itemId: diameter.id, kind: 'xbar-r', subgroupSize: 11 }), 400, /subgroupSize/);
    refused(await chart(admin, { schemeId: scheme.id, kind: 'xbar-r' }), 400, /itemId/);
    refused(await chart(admin, { kind: 'p' }), 400, /schemeId/);
    refused(await chart(admin, { schemeId: scheme.id, kind: 'np' }), 400, /kind/);
    refused(await chart(admin, { schemeId: scheme.id, kind: 'p', from: '2026-02-30' }), 400, /from/);
    refused(await chart(admin, { schemeId: scheme.id, itemId: look.id, kind: 'xbar-r' }), 400, '检验项目SPC_LOOK不是数值类项目，不能绘制X̄-R控制图');
  });
});

describe('the demo year', () => {
  it('seeds fast, and the drifting diameter of the first scheme is flagged in its last months', async () => {
    // the demo tenant was seeded at start; the seed is timed again on its own rows taken away, and
    // rolled back (the chart below reads what the start seeded)
    const creator = { id: adminId, name: '系统管理员' };
    let took = 0;
    const rollback = new Error('rollback');
    await srv.db.system
      .transaction()
      .execute(async (trx) => {
        await sql`delete from quality_incoming where tenant_id = ${T} and code ~ '^LJ[0-9]{8}S[0-9]'`.execute(trx);
        const started = performance.now();
        await seedSpcDemo({ db: trx, tenant: { id: T, code: 'demo' }, organId: 0, creator });
        took = performance.now() - started;
        throw rollback;
      })
      .catch((e: unknown) => {
        if (e !== rollback) throw e;
      });
    expect(took).toBeLessThan(500);
    const schemes = ok(await srv.call<SpcScheme[]>(admin, 'quality.Spc', 'schemes', []));
    const first = schemes.find((s) => s.code === 'FA0001')!;
    const c = ok(await chart(admin, { schemeId: first.id, itemId: first.items[0].id, kind: 'xbar-r', subgroupSize: 5 }));
    expect(c.points.length).toBeGreaterThan(100);
    const flagged = c.points.flatMap((p, i) => (p.rules.length ? [i] : []));
    // the drift's twenty inspections carry most of the flags (a few earlier ones are the rules' false alarms)
    const drift = flagged.filter((i) => i >= c.points.length - 20);
    expect(drift.length).toBeGreaterThan(5);
    expect(flagged.length - drift.length).toBeLessThan(drift.length);
    expect(c.points.slice(-20).some((p) => p.rules.includes(1))).toBe(true);
  });
});
