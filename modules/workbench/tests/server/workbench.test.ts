// The workbench's other calls on a real database: home counts my own open documents per type (a new
// saved order shows at once, another user's never), and reads my role's figures; the big screens a
// role may show are the dashboards whose page it holds; the 3D factory places the tenant's machines
// with the status their records hold, and another tenant sees none of them.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { fileServer, ok, refused } from '../../../../tests/kit';
import type { DisplayScreen, FactoryLayout, HomeFigure, WaitingDocuments } from '../../contracts';
import { HOME_FIGURES } from '../../server/home-service';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const buyer = await srv.session('demo', 'lina');
const viewer = await srv.session('demo', 'zhaolei');
const acme = await srv.session('acme', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = Record<string, any>;

const waiting = async (s: typeof admin) => ok(await srv.call<WaitingDocuments[]>(s, 'workbench.Home', 'waiting', []));
const purchases = (w: WaitingDocuments[]) => w.find((d) => d.entity === 'PurchaseOrder') ?? { saved: 0, commit: 0 };

describe('home', () => {
  it('counts my own documents still Saved or Commit, per type whose list I hold', async () => {
    const before = purchases(await waiting(buyer));
    const othersBefore = purchases(await waiting(admin));
    const sup = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Supplier', pageSize: 1 }])).itemList[0];
    const mat = ok(await srv.call<Rec>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1 }])).itemList[0];
    ok(await srv.call(buyer, 'erp.Purchase', 'create', [{ supplier_id: sup.id, items: [{ material_id: mat.id, quantity: 1, unit_price: 1 }] }]));
    const after = await waiting(buyer);
    expect(purchases(after).saved).toBe(before.saved + 1);
    expect(after.find((d) => d.entity === 'PurchaseOrder')!.url).toMatch(/^purchase\//);
    // another user's new order is not mine
    expect(purchases(await waiting(admin)).saved).toBe(othersBefore.saved);
    // documents become someone's by who made them: given to the read-only viewer (who holds the purchase lists), they are his
    const [me] = (await sql<{ id: number }>`select id::int as id from app_user where tenant_id = ${viewer.tenant.id} and code = 'zhaolei'`.execute(srv.db.system)).rows;
    await sql`update erp_purchase set create_id = ${me.id} where tenant_id = ${viewer.tenant.id} and status_dict = 'Saved'`.execute(srv.db.system);
    const [{ n }] = (await sql<{ n: number }>`select count(*)::int as n from erp_purchase where tenant_id = ${viewer.tenant.id} and create_id = ${me.id} and status_dict = 'Saved'`.execute(srv.db.system)).rows;
    expect(n).toBeGreaterThan(0);
    expect(purchases(await waiting(viewer)).saved).toBe(n);
    expect(purchases(await waiting(buyer)).saved).toBe(0);
  });

  it('reads a few figures of the dashboards my role may open, each as its dashboard reads it', async () => {
    const figures = ok(await srv.call<HomeFigure[]>(admin, 'workbench.Home', 'figures', []));
    expect(figures.length).toBeGreaterThan(0);
    expect(figures.length).toBeLessThanOrEqual(HOME_FIGURES);
    for (const f of figures) {
      const board = ok(await srv.call<{ widgets: Record<string, unknown> }>(admin, 'report.Dashboard', 'data', [f.dashboard]));
      expect(f.data).toEqual(board.widgets[f.code]);
    }
  });
});

describe('big screens', () => {
  it('are the dashboards whose page the role holds, big screens first; refused without the page', async () => {
    const all = ok(await srv.call<DisplayScreen[]>(admin, 'workbench.Display', 'screens', []));
    expect(all.map((s) => s.code)).toEqual(expect.arrayContaining(['equipment.Dashboard', 'equipment.Dashboard2']));
    expect(all[0].screen).toBe(true);
    // a role without 大屏展示 (the purchaser) is refused
    refused(await srv.call(buyer, 'workbench.Display', 'screens', []), 4003);
  });
});

describe('the 3D factory', () => {
  it("places the tenant's machines with the status their records hold", async () => {
    const T = admin.tenant.id;
    const [m] = (await sql<{ id: number; code: string }>`select id::int as id, code from prd_equipment where tenant_id = ${T} order by code limit 1`.execute(srv.db.system)).rows;
    await sql`update prd_equipment set equipment_status = '4' where tenant_id = ${T} and id = ${m.id}`.execute(srv.db.system);
    const layout = ok(await srv.call<FactoryLayout>(admin, 'workbench.Factory', 'layout', []));
    const [{ n }] = (await sql<{ n: number }>`select count(*)::int as n from prd_equipment where tenant_id = ${T}`.execute(srv.db.system)).rows;
    expect(layout.machines).toHaveLength(n);
    expect(layout.machines.find((x) => x.id === m.id)?.status).toBe('4');
    expect(layout.units.length).toBeGreaterThan(0);
    expect(layout.historyUrl).toBe('equipment/EquipmentResume');
    // every machine stands inside its bay
    for (const x of layout.machines) {
      const bay = layout.units.find((u) => u.id === x.unitId)!;
      expect(x.z).toBe(bay.z);
      expect(x.x).toBeLessThan(bay.width);
    }
    const other = ok(await srv.call<FactoryLayout>(acme, 'workbench.Factory', 'layout', []));
    expect(other.machines.some((x) => x.id === m.id)).toBe(false);
  });
});
