// A label template's picture is judged by its header before the PDF writer decodes it: a small PNG
// declaring 10000×10000 pixels is refused when the template is saved, naming the element, in the
// caller's language; one of 4096×4096 or less is kept.
import { beforeAll, describe, expect, it } from 'vitest';
import { fileServer } from '../../../../tests/kit';
import { whitePng } from '../../../barcode/tests/server/pictures';

const srv = await fileServer({}, { withoutFlows: true });
const admin = await srv.session('demo', 'admin');

beforeAll(async () => {
}, 120_000);

const text = { id: 't1', type: 'text', x: 2, y: 2, w: 40, h: 6, text: '物料' };
const picture = (png: Buffer) => ({ id: 'i1', type: 'image', x: 2, y: 10, w: 20, h: 20, src: `data:image/png;base64,${png.toString('base64')}` });
let seq = 0;
const save = (png: Buffer, headers: Record<string, string> = {}) =>
  srv.call(admin, 'identity.Label', 'create', [
    { code: `LP${Date.now().toString(36)}${++seq}`, name: `像素测试${seq}`, template_code: 'BarCodeExport', width_mm: 60, height_mm: 40, layout: JSON.stringify({ elements: [text, picture(png)] }) },
  ], headers);

describe('the pixel cap of a label picture', () => {
  it('refuses a template whose 10000×10000 PNG (a small file) is over 4096×4096 pixels', async () => {
    const huge = whitePng(10000, 10000);
    expect(huge.length).toBeLessThan(512 * 1024);
    expect((await save(huge)).json).toMatchObject({ code: 400, msg: '标签布局无效：第2个元素的图片不能超过 4096×4096 像素' });
    expect((await save(huge, { language: 'en_US' })).json).toMatchObject({ code: 400, msg: 'Invalid label layout: element 2: the picture must be at most 4096×4096 pixels' });
  });

  it('keeps a picture within the cap', async () => {
    expect((await save(whitePng(64, 32))).json.code).toBe(200);
  });
});
