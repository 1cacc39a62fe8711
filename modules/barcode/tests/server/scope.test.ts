// Barcodes obey the caller's data scope like every other record: a Self-scope user holding the
// barcode page sees, scans and operates only the barcodes it made. Someone else's barcode is, to it,
// one that does not exist (11) — in the lookups (by text, by code, by id, as a tree, from a scanned
// string) and in the operations (split, bind, unbind, merge, transfer) — and stays as it was.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Paged } from '../../../../schemas/rpc/define';
import type { RecordPage } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import type { AllocNode } from '../../../../schemas/rpc/portal-alloc';
import type { MenuItem } from '../../../../schemas/rpc/portal-menu';
import { authHeaders, fileServer, ok, walk } from '../../../../tests/kit';
import { allocate, makeUser } from '../../../../tests/server/security/visibility-kit';
import type { BarcodeRow, TagTemplate } from '../../contracts';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');
let self: Session;
let material: number;

const as = <T>(s: Session, method: string, ...args: unknown[]) => srv.call<T>(s, 'barcode.Barcode', method, args);
const make = async (s: Session) =>
  ok(await as<BarcodeRow[]>(s, 'generate', { ruleCode: 'WLTM', number: 1, materialId: material, count: '10', batchNo: 'B-SCOPE', qualityResult: 'Qualified' }))[0];

beforeAll(async () => {
  const menus = walk(ok(await srv.call<MenuItem[]>(admin, 'portal.Menu', 'listTree', ['Web'])));
  const page = menus.find((m) => m.type === 2 && m.url === 'barcode/Barcode')!;
  const roleId = await allocate(srv, admin, 'bcself', 'Self', [page.id]);
  const alloc = walk(ok(await srv.call<AllocNode[]>(admin, 'portal.MenuAlloc', 'getAllocatedTree', ['Web', roleId]))).find((n) => n.url === page.url)!;
  ok(await srv.call(admin, 'portal.MenuAlloc', 'addButton', [{ allocId: alloc.id, menuIds: menus.filter((m) => m.parentId === page.id && m.type === 3).map((m) => m.id) }]));
  self = await makeUser(srv, admin, 'bcself', roleId);
  material = ok(await srv.call<RecordPage>(admin, 'datax.MetaDynamic', 'summaryPage', [{ entityCode: 'Material', pageSize: 1 }])).itemList[0].id as number;
}, 180_000);

describe('a barcode outside the caller’s data scope', () => {
  it('is not found by the lookups, and is not changed by the operations', async () => {
    const theirs = await make(admin);
    const mine = await make(self);
    const fuzzy = async (text: string) => ok(await as<Paged<BarcodeRow>>(self, 'fuzzyPage', { text })).itemList.map((r) => r.code);
    expect(await fuzzy(mine.code)).toEqual([mine.code]);
    expect(await fuzzy(theirs.code)).toEqual([]);
    const answers: Array<[string, number]> = [];
    const cases: Array<[string, unknown[]]> = [
      ['getByCode', [theirs.code]],
      ['getWholeTreeByCode', [theirs.code]],
      ['getTreeByRootId', [theirs.id]],
      ['split', [{ code: theirs.code, counts: ['4', '6'], ruleCode: 'WLTM' }]],
      ['bind', [{ parentCode: mine.code, childCodes: [theirs.code] }]],
      ['unbind', [{ codes: [theirs.code] }]],
      ['merge', [{ codes: [mine.code, theirs.code] }]],
      ['transfer', [{ fromCode: theirs.code, toCode: mine.code, count: '1' }]],
    ];
    for (const [method, args] of cases) answers.push([method, (await as(self, method, ...args)).json.code]);
    expect(answers).toEqual(cases.map(([method]) => [method, 11]));
    const byIds = ok(await as<BarcodeRow[]>(self, 'getByIds', [theirs.id, mine.id]));
    expect(byIds.map((r) => r.code)).toEqual([mine.code]);
    const scanned = await srv.call(self, 'mdm.barcode', 'getBarcode', [theirs.id]);
    expect(scanned.json.code).toBe(11);
    // and it is as it was
    expect(ok(await as<BarcodeRow>(admin, 'getByCode', theirs.code)).count).toBe(theirs.count);
  });

  it('is not printed on a label (a print is a read): 条码不存在, while its own prints', async () => {
    const theirs = await make(admin);
    const mine = await make(self);
    const labelId = ok(await srv.call<TagTemplate[]>(self, 'barcode.Tag', 'templates', [])).find((t) => t.code === 'WLBQ')!.id;
    const print = (code: string) =>
      fetch(`${srv.base}/download/barcode-tags.pdf`, { method: 'POST', headers: { 'content-type': 'application/json', ...authHeaders(self) }, body: JSON.stringify([{ labelId, codes: [code], copies: 1 }]) });
    const refused = await print(theirs.code);
    expect(((await refused.json()) as { code: number; msg: string })).toMatchObject({ code: 11, msg: `条码不存在：${theirs.code}` });
    const printed = await print(mine.code);
    expect(printed.headers.get('content-type')).toBe('application/pdf');
  });

  it('its own barcodes are found and operated as before', async () => {
    const mine = await make(self);
    expect(ok(await as<BarcodeRow>(self, 'getByCode', mine.code)).code).toBe(mine.code);
    const pieces = ok(await as<BarcodeRow[]>(self, 'split', { code: mine.code, counts: ['4', '6'], ruleCode: 'WLTM' }));
    expect(pieces.length).toBeGreaterThanOrEqual(2);
  });
});
