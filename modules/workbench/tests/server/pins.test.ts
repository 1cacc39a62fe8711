// Cards users pin on home (workbench.Pins) on a real database: the demo admin's three indicator
// cards; pin, reorder and unpin; only an indicator the caller may read is pinned (refused in the
// caller's language); another user never sees nor moves my pins; and a pinned indicator whose read
// is lost (removed, or its source closed to my role) answers nothing of it. 我的大屏 leads the big
// screens of a user with pins.
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refused } from '../../../../tests/kit';
import type { DisplayScreen } from '../../contracts';
import { MY_SCREEN, type PinChoice, type PinnedCard } from '../../pins';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
const buyer = await srv.session('demo', 'lina');
const acme = await srv.session('acme', 'admin');
const sys = srv.db.system;
const T = admin.tenant.id;
afterAll(() => srv.close());

type S = typeof admin;
const cards = async (s: S) => ok(await srv.call<PinnedCard[]>(s, 'workbench.Pins', 'cards', []));
const codes = (c: PinnedCard[]) => c.map((p) => p.code);
const pin = (s: S, code: string, lang?: string) => srv.call<PinnedCard[]>(s, 'workbench.Pins', 'pin', [{ kind: 'indicator', code }], lang ? { language: lang } : undefined);
const card = (c: PinnedCard[], code: string) => c.find((p) => p.code === code)!;

describe('pinned cards', () => {
  it('the demo admin starts with three indicator cards showing their stored latest value, target and trend', async () => {
    const mine = await cards(admin);
    expect(codes(mine)).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);
    const [{ value, period }] = (await sql<{ value: string; period: string }>`
      select v.value::text as value, v.period_start::text as period from dg_indicator_value v join dg_indicator i on i.tenant_id = v.tenant_id and i.id = v.indicator_id
       where v.tenant_id = ${T} and i.code = 'LINE-OUTPUT' and v.dims = '{}' order by v.period_start desc limit 1`.execute(sys)).rows;
    const output = card(mine, 'LINE-OUTPUT').figure!;
    expect(output).toMatchObject({ name: '日产量', value, period, unit: '件', target: '1450', periodKind: 'day' });
    expect(output.trend.length).toBeGreaterThan(1);
    expect(output.trend.at(-1)).toEqual({ period, value });
    // % of target exactly: value ÷ 1450 × 100, one decimal
    expect(output.ofTarget).toBe(((Number(value) / 1450) * 100).toFixed(1));
    expect(['good', 'warn', 'bad']).toContain(output.status);
    expect(output.url).toMatch(/^ops\/IndicatorDetail\?id=\d+$/);
  });

  it("acme's admin starts with the same three cards, of acme's own indicators (acme has them too)", async () => {
    const theirs = await cards(acme);
    expect(codes(theirs)).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);
    expect(card(theirs, 'LINE-OUTPUT').figure).toMatchObject({ name: '日产量', unit: '件', target: '1450' });
    const [{ n }] = (await sql<{ n: string }>`select count(*) as n from dg_indicator where tenant_id = ${acme.tenant.id}`.execute(sys)).rows;
    expect(Number(n)).toBeGreaterThanOrEqual(3);
  });

  it('pins only what the picker offers, last; reorders; unpins — and says so in the caller\'s language', async () => {
    const offered = ok(await srv.call<PinChoice[]>(admin, 'workbench.Pins', 'choices', ['indicator']));
    expect(offered.find((c) => c.code === 'ORDER-COUNT')).toMatchObject({ name: '订单数', pinned: false });
    expect(offered.find((c) => c.code === 'SALES-AMOUNT')!.pinned).toBe(true);
    const after = ok(await pin(admin, 'ORDER-COUNT'));
    expect(codes(after)).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE', 'ORDER-COUNT']);
    refused(await pin(admin, 'ORDER-COUNT'), 409, '指标 ORDER-COUNT 已在首页');
    refused(await pin(admin, 'NO-SUCH'), 400, 'pin.code: 指标 NO-SUCH 不存在或无权查看，不能添加到首页');
    refused(await pin(admin, 'NO-SUCH', 'en_US'), 400, 'pin.code: the indicator NO-SUCH does not exist or you may not read it: it cannot be pinned');
    refused(await srv.call(admin, 'workbench.Pins', 'pin', [{ kind: 'gadget', code: 'X' }]), 400, 'pin.kind: 没有这种卡片：gadget');

    const ids = after.map((p) => p.id);
    const moved = ok(await srv.call<PinnedCard[]>(admin, 'workbench.Pins', 'reorder', [[ids[3], ids[0], ids[1], ids[2]]]));
    expect(codes(moved)).toEqual(['ORDER-COUNT', 'SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);
    expect(codes(await cards(admin))).toEqual(codes(moved));
    refused(await srv.call(admin, 'workbench.Pins', 'reorder', [[ids[0], ids[1]]]), 400, 'ids: 须按新顺序列出您的全部卡片，每张一次');
    refused(await srv.call(admin, 'workbench.Pins', 'reorder', [[ids[0], ids[0], ids[1], ids[2]]]), 400, 'ids: 须按新顺序列出您的全部卡片，每张一次');

    const left = ok(await srv.call<PinnedCard[]>(admin, 'workbench.Pins', 'unpin', [ids[3]]));
    expect(codes(left)).toEqual(['SALES-AMOUNT', 'LINE-OUTPUT', 'SCRAP-RATE']);
  });

  it('another user neither sees nor moves my pins; a user without 指标管理 may pin no indicator', async () => {
    const mine = await cards(admin);
    expect(await cards(buyer)).toEqual([]);
    refused(await srv.call(buyer, 'workbench.Pins', 'unpin', [mine[0]!.id]), 11, `卡片不存在：${mine[0]!.id}`);
    refused(await srv.call(buyer, 'workbench.Pins', 'reorder', [[mine[1]!.id, mine[0]!.id]]), 400);
    expect(codes(await cards(admin))).toEqual(codes(mine));
    // the purchaser holds no indicator page: nothing offered, nothing pinned
    expect(ok(await srv.call<PinChoice[]>(buyer, 'workbench.Pins', 'choices', ['indicator']))).toEqual([]);
    refused(await pin(buyer, 'SALES-AMOUNT'), 400, 'pin.code: 指标 SALES-AMOUNT 不存在或无权查看，不能添加到首页');
    // another tenant's admin has cards of its own tenant's indicators, never mine
    const theirs = await cards(acme);
    expect(theirs.map((c) => c.id).filter((id) => mine.some((m) => m.id === id))).toEqual([]);
    refused(await srv.call(acme, 'workbench.Pins', 'unpin', [mine[0]!.id]), 11);
    expect(codes(await cards(admin))).toEqual(codes(mine));
  });

  it('a pinned indicator whose read is lost answers nothing of it: its source closed to my role, or removed', async () => {
    const before = await cards(admin);
    const value = card(before, 'LINE-OUTPUT').figure!.value!;
    const [mes] = (await sql<{ source_id: string }>`select m.source_id from dg_model m where m.tenant_id = ${T} and m.code = 'MES-OUTPUT'`.execute(sys)).rows;
    const [other] = (await sql<{ id: string }>`select id from role where tenant_id = ${T} and id <> ${admin.role.id} order by id limit 1`.execute(sys)).rows;
    // DataAuth: once the source has a rule, a role it does not name sees none of it
    const kept = (await sql<{ role_id: string; tables: string[]; masked: string[] }>`select role_id, tables, masked from dg_auth where tenant_id = ${T} and source_id = ${mes!.source_id}`.execute(sys)).rows;
    await sql`delete from dg_auth where tenant_id = ${T} and source_id = ${mes!.source_id}`.execute(sys);
    await sql`insert into dg_auth (tenant_id, role_id, source_id) values (${T}, ${other!.id}, ${mes!.source_id})`.execute(sys);
    try {
      const closed = await cards(admin);
      expect(codes(closed)).toEqual(codes(before));
      expect(card(closed, 'LINE-OUTPUT').figure).toBeNull();
      expect(card(closed, 'SCRAP-RATE').figure).toBeNull();
      expect(card(closed, 'SALES-AMOUNT').figure).not.toBeNull();
      // nothing of it anywhere in the answer
      const text = JSON.stringify(closed.filter((c) => c.code !== 'SALES-AMOUNT'));
      expect(text).not.toContain('日产量');
      expect(text).not.toContain(value);
      refused(await pin(admin, 'SCRAP-RATE'), 400, 'pin.code: 指标 SCRAP-RATE 不存在或无权查看，不能添加到首页');
    } finally {
      await sql`delete from dg_auth where tenant_id = ${T} and source_id = ${mes!.source_id}`.execute(sys);
      for (const k of kept) await sql`insert into dg_auth (tenant_id, role_id, source_id, tables, masked) values (${T}, ${k.role_id}, ${mes!.source_id}, ${k.tables}, ${k.masked})`.execute(sys);
    }
    expect(card(await cards(admin), 'LINE-OUTPUT').figure!.value).toBe(value);

    const amount = card(before, 'SALES-AMOUNT');
    const [ind] = (await sql<{ id: string }>`select id from dg_indicator where tenant_id = ${T} and code = 'SALES-AMOUNT'`.execute(sys)).rows;
    ok(await srv.call(admin, 'datagov.Indicator', 'remove', [[Number(ind!.id)]]));
    const gone = card(await cards(admin), 'SALES-AMOUNT');
    expect(gone).toEqual({ id: amount.id, kind: 'indicator', code: 'SALES-AMOUNT', figure: null });
    // the card of something gone is still mine to remove
    ok(await srv.call(admin, 'workbench.Pins', 'unpin', [amount.id]));
  });

  it('我的大屏 leads the big screens of a user with pins, and goes with the last pin', async () => {
    const screens = async (who: S) => ok(await srv.call<DisplayScreen[]>(who, 'workbench.Display', 'screens', [])).map((d) => d.code);
    expect((await screens(acme))[0]).toBe(MY_SCREEN);
    for (const c of await cards(acme)) ok(await srv.call(acme, 'workbench.Pins', 'unpin', [c.id]));
    expect(await screens(acme)).not.toContain(MY_SCREEN);
    expect((await screens(admin))[0]).toBe(MY_SCREEN);
  });

  it('a second kind: a dashboard\'s figure, pinned by `dashboard/widget` and read as its dashboard reads it', async () => {
    expect(ok(await srv.call<Array<{ kind: string }>>(admin, 'workbench.Pins', 'kinds', [])).map((k) => k.kind)).toEqual(['indicator', 'figure']);
    const offered = ok(await srv.call<PinChoice[]>(admin, 'workbench.Pins', 'choices', ['figure']));
    const first = offered[0]!;
    const [dashboard, widget] = first.code.split('/');
    const pinned = ok(await srv.call<PinnedCard[]>(admin, 'workbench.Pins', 'pin', [{ kind: 'figure', code: first.code }]));
    const board = ok(await srv.call<{ widgets: Record<string, { value?: string | null }> }>(admin, 'report.Dashboard', 'data', [dashboard]));
    expect(card(pinned, first.code).figure).toMatchObject({ name: first.name, value: board.widgets[widget!]!.value, target: null, ofTarget: null, status: 'none' });
    // the purchaser holds no dashboard: offered none, refused the pin
    expect(ok(await srv.call<PinChoice[]>(buyer, 'workbench.Pins', 'choices', ['figure']))).toEqual([]);
    refused(await srv.call(buyer, 'workbench.Pins', 'pin', [{ kind: 'figure', code: first.code }]), 400, `pin.code: 看板数字 ${first.code} 不存在或无权查看，不能添加到首页`);
  });
});

