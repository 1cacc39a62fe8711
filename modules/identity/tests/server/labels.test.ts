// Label templates on a real database: the demo templates, every call of identity.Label (create,
// update, enable, disable, removeByIds, summaryPage, get, getByCode), every check of a layout with
// its exact message (zh_CN, en_US), a disabled template refused for printing, the designer's
// preview PDF, who may do what, and another tenant seeing nothing.
import { describe, expect, it } from 'vitest';
import type { RecordPage, RecordValue } from '../../../../schemas/rpc/datax';
import type { Session } from '../../../../schemas/rpc/portal';
import { type Answer, authHeaders, fileServer, ok, refused } from '../../../../tests/kit';
import type { LabelTemplate } from '../../contracts';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
// biome-ignore lint/suspicious/noExplicitAny: records answer many shapes
type Rec = RecordValue & Record<string, any>;

const EN = { language: 'en_US' };
const label = <T = Rec>(method: string, args: unknown[], headers: Record<string, string> = {}, s: Session = admin) => srv.call<T>(s, 'identity.Label', method, args, headers) as Promise<Answer<T>>;
let seq = 0;
const text = { id: 't1', type: 'text', x: 2, y: 2, w: 40, h: 6, text: '物料：', field: 'material_name', fontSize: 9 };
const code128 = { id: 'b1', type: 'barcode', x: 2, y: 10, w: 50, h: 10, field: 'code' };
const draft = (elements: unknown[] = [text, code128], extra: Record<string, unknown> = {}) => ({
  code: `LT${++seq}`,
  name: `测试标签${seq}`,
  template_code: 'BarCodeExport',
  width_mm: 60,
  height_mm: 40,
  layout: JSON.stringify({ elements }),
  ...extra,
});

describe('the demo templates', () => {
  it('are there on the first start: four enabled, one disabled, each with its kind, size and layout', async () => {
    const list = ok(await label<RecordPage>('summaryPage', [{ pageSize: 50, sortField: 'code', sortOrder: 'ascend' }]));
    expect(list.itemList.map((r) => [r.code, r.name, r.template_code, r.target_kind, r.state, Number(r.width_mm), Number(r.height_mm)])).toEqual([
      ['CPBQ', '成品标签', 'FinishedProduct', 'barcode', 'Enable', 100, 70],
      ['KWBQ', '库位标签', 'BarCodeExport', 'position', 'Enable', 80, 50],
      ['SBBQ', '设备标签', 'EquipmentLabel', 'barcode', 'Disable', 50, 30],
      ['WLBQ', '物料标签', 'BarCodeExport', 'barcode', 'Enable', 60, 40],
      ['WLDA', '物料档案标签', 'BarCodeExport', 'material', 'Enable', 70, 40],
    ]);
    const wlbq = ok(await label<LabelTemplate>('getByCode', ['WLBQ']));
    expect(wlbq).toMatchObject({ code: 'WLBQ', width_mm: 60, height_mm: 40, state: 'Enable' });
    expect(wlbq.layout.elements.map((e) => e.type)).toEqual(['rect', 'text', 'text', 'text', 'text', 'text', 'qrcode', 'barcode', 'text']);
    const acme = await srv.session('acme', 'admin');
    expect(ok(await label<RecordPage>('summaryPage', [{}], {}, acme)).total).toBe(0);
    refused(await label('getByCode', ['WLBQ'], {}, acme), 11, '标签模板不存在：WLBQ');
  });
});

describe('create, update, get, remove', () => {
  it('creates a template (its layout as text or as an object), changes it, reads it and removes it', async () => {
    const created = ok(await label('create', [draft()]));
    expect(created).toMatchObject({ state: 'Enable', template_code: 'BarCodeExport' });
    const asObject = ok(await label('create', [{ ...draft(), layout: { elements: [text] } }]));
    expect(JSON.parse(asObject.layout)).toEqual({ elements: [text] });
    const changed = ok(await label('update', [{ id: created.id, version: created.version, name: '改名标签', width_mm: 80, layout: JSON.stringify({ elements: [{ ...code128, w: 70 }] }) }]));
    expect(changed).toMatchObject({ name: '改名标签', version: 2 });
    const got = ok(await label('get', [created.id]));
    expect(Number(got.width_mm)).toBe(80);
    expect(JSON.parse(got.layout).elements[0].w).toBe(70);
    expect(ok(await label<LabelTemplate>('getByCode', [created.code])).layout.elements).toHaveLength(1);
    expect(ok(await label<{ removed: number }>('removeByIds', [[created.id, asObject.id]])).removed).toBe(2);
    refused(await label('getByCode', [created.code]), 11, `标签模板不存在：${created.code}`);
  });

  it('needs a code, a name and a size within 10–300 mm', async () => {
    refused(await label('create', [draft(undefined, { code: '' })]), 400, '标签编码: 不能为空');
    refused(await label('create', [draft(undefined, { name: '' })], EN), 400, 'Label name: is required');
    refused(await label('create', [draft(undefined, { width_mm: 5 })]), 400, '宽度(mm): 不能小于 10');
    refused(await label('create', [draft(undefined, { height_mm: 301 })], EN), 400, 'Height (mm): must be at most 300');
    refused(await label('create', [draft(undefined, { template_code: 'Nope' })]), 400, '模板编码: 不是有效选项：Nope');
    const first = ok(await label('create', [draft()]));
    refused(await label('create', [draft(undefined, { code: first.code })]), 400, `标签编码: 「${first.code}」已存在`);
  });
});

describe('the layout checks', () => {
  const refusedLayout = async (layout: unknown, headers: Record<string, string> = {}, extra: Record<string, unknown> = {}) => {
    const r = await label<{ fields?: Record<string, string> }>('create', [draft(undefined, { layout, ...extra })], headers);
    expect(r.json.code).toBe(400);
    expect(r.json.body?.fields?.layout).toBe(r.json.msg);
    return r.json.msg;
  };

  it('refuses what is not a layout', async () => {
    expect(await refusedLayout('{not json')).toBe('标签布局无效：不是有效的 JSON');
    expect(await refusedLayout('{not json', EN)).toBe('Invalid label layout: not valid JSON');
    expect(await refusedLayout('[1,2]')).toBe('标签布局无效：不是有效的 JSON');
    expect(await refusedLayout(JSON.stringify({ elements: [{ ...text, type: 'circle' }] }))).toBe('标签布局无效：第1个元素的类型不正确');
    expect(await refusedLayout(JSON.stringify({ elements: [code128, { ...text, fontSize: 2 }] }))).toBe('标签布局无效：第2个元素的字号不能小于 4');
    expect(await refusedLayout(JSON.stringify({ elements: [{ ...text, fontSize: 99 }] }), EN)).toBe('Invalid label layout: element 1: font size must be at most 72');
    expect(await refusedLayout(JSON.stringify({ elements: [{ ...text, field: 'price' }] }))).toBe('标签布局无效：第1个元素的字段不正确');
    expect(await refusedLayout(JSON.stringify({ elements: [{ ...text, rotation: 45 }] }))).toBe('标签布局无效：第1个元素的旋转角度不正确');
    const many = Array.from({ length: 101 }, (_, i) => ({ ...text, id: `t${i}` }));
    expect(await refusedLayout(JSON.stringify({ elements: many }))).toBe('标签布局无效：元素不能超过 100 个');
  });

  it('refuses elements outside the label, without content, or with the same id', async () => {
    expect(await refusedLayout(JSON.stringify({ elements: [text, { ...code128, x: 20, w: 50 }] }))).toBe('标签布局无效：第2个元素超出了标签范围（60×40 mm）');
    expect(await refusedLayout(JSON.stringify({ elements: [{ ...text, y: 36 }] }), EN)).toBe('Invalid label layout: element 1 lies outside the label (60×40 mm)');
    expect(await refusedLayout(JSON.stringify({ elements: [{ ...text, text: ' ', field: undefined }] }))).toBe('标签布局无效：第1个元素没有内容：请填写文本或选择字段');
    expect(await refusedLayout(JSON.stringify({ elements: [{ ...code128, field: undefined }] }), EN)).toBe('Invalid label layout: element 1 has no content: give a text or choose a field');
    expect(await refusedLayout(JSON.stringify({ elements: [text, { ...code128, id: 't1' }] }))).toBe('标签布局无效：元素标识重复：t1');
    // lines and rectangles need no content
    ok(await label('create', [draft([{ id: 'l', type: 'line', x: 0, y: 20, w: 60, h: 0 }, { id: 'r', type: 'rect', x: 0, y: 0, w: 60, h: 40, lineWidth: 0.5 }])]));
  });

  it('checks a change against the stored size and layout', async () => {
    const t = ok(await label('create', [draft([{ ...code128, x: 0, w: 55 }])]));
    // narrowed below the stored barcode
    refused(await label('update', [{ id: t.id, version: t.version, width_mm: 50 }]), 400, '标签布局无效：第1个元素超出了标签范围（50×40 mm）');
    ok(await label('update', [{ id: t.id, version: t.version, width_mm: 55 }]));
  });
});

describe('enable and disable', () => {
  it('a disabled template is not printed; enabling it again lets it print', async () => {
    const t = ok(await label('create', [draft()]));
    expect(ok(await label('disable', [[t.id]]))).toEqual({ msg: '已停用 1 个标签模板', updated: 1 });
    refused(await label('getByCode', [t.code]), 400, `标签模板已停用，不能打印：${t.code}`);
    refused(await label('getByCode', [t.code], EN), 400, `The label template is disabled and cannot print: ${t.code}`);
    expect(ok(await label('get', [t.id])).state).toBe('Disable');
    // the list action's argument: [{entityCode, ids, url}]
    expect(ok(await label('enable', [{ entityCode: 'IdentityLabel', ids: [t.id], url: 'identity/Label' }], EN))).toEqual({ msg: '1 label templates enabled', updated: 1 });
    expect(ok(await label<LabelTemplate>('getByCode', [t.code])).state).toBe('Enable');
    refused(await label('disable', [[999999]]), 11, '标签模板不存在：999999');
    expect((await label('disable', [[]])).json.code).toBe(400);
  });
});

describe('who may do what', () => {
  it('the warehouse keeper reads the templates but changes none; a viewer without the page reads none', async () => {
    const keeper = await srv.session('demo', 'wangqiang', 'Demo@123');
    expect(ok(await label<RecordPage>('summaryPage', [{}], {}, keeper)).total).toBeGreaterThanOrEqual(3);
    expect((await label('create', [draft()], {}, keeper)).json.code).toBe(4003);
    expect((await label('disable', [[1]], {}, keeper)).json.code).toBe(4003);
    const viewer = await srv.session('demo', 'zhaolei', 'Demo@123');
    expect((await label('summaryPage', [{}], {}, viewer)).json.code).toBe(4003);
  });
});

describe('the designer preview', () => {
  const preview = (body: unknown, s: Session | null = admin, headers: Record<string, string> = {}) =>
    fetch(`${srv.base}/download/label-preview.pdf`, { method: 'POST', headers: { 'content-type': 'application/json', ...(s ? authHeaders(s) : {}), ...headers }, body: JSON.stringify(body) });

  it('answers one label at the drawn size as a PDF, and refuses a bad layout or a stranger', async () => {
    const res = await preview([{ width_mm: 60, height_mm: 40, layout: { elements: [text, code128] }, name: '预览' }]);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).toMatch(/\/MediaBox \[0 0 170\.07\d* 113\.38\d*\]/);
    const bad = (await (await preview([{ width_mm: 60, height_mm: 40, layout: { elements: [{ ...text, x: 50 }] } }])).json()) as { code: number; msg: string };
    expect(bad).toMatchObject({ code: 400, msg: '标签布局无效：第1个元素超出了标签范围（60×40 mm）' });
    expect(((await (await preview([{ width_mm: 5, height_mm: 40, layout: '{}' }])).json()) as { code: number }).code).toBe(400);
    expect((await preview([{ width_mm: 60, height_mm: 40, layout: '{"elements":[]}' }], null)).status).toBe(401);
    const viewer = await srv.session('demo', 'zhaolei', 'Demo@123');
    expect(((await (await preview([{ width_mm: 60, height_mm: 40, layout: '{"elements":[]}' }], viewer)).json()) as { code: number }).code).toBe(4003);
  });
});
