// The print designer's moves (web/designer/model.ts): new elements fit the label with fresh ids,
// moves and resizes stay inside the label (0.1 mm steps), arrow keys move by 0.5 mm and resize with
// Shift, a smaller label pulls its elements back in, and a design round-trips through its record.
import { describe, expect, it } from 'vitest';
import type { LabelElement } from '../../labels/layout';
import { elementContent, SAMPLE_VALUES } from '../../labels/layout';
import { checkLayout } from '../../labels/schema';
import { type Design, designOf, NEW_DESIGN, movedTo, newElement, nudged, recordOf, resizedTo, withSize } from '../../web/designer/model';

const label = { width_mm: 60, height_mm: 40 };
const bar: LabelElement = { id: 'b', type: 'barcode', x: 10, y: 10, w: 40, h: 10, field: 'code' };

describe('the designer model', () => {
  it('adds elements with fresh ids, inside the label, a little below the last one', () => {
    let d: Design = { ...NEW_DESIGN, width_mm: 30, height_mm: 20 };
    const kinds = ['text', 'barcode', 'qrcode', 'line', 'rect'] as const;
    for (const k of kinds) d = { ...d, elements: [...d.elements, newElement(k, d)] };
    expect(d.elements.map((e) => e.id)).toEqual(['text1', 'barcode2', 'qrcode3', 'line4', 'rect5']);
    for (const e of d.elements) {
      expect(e.x + e.w).toBeLessThanOrEqual(30);
      expect(e.y + e.h).toBeLessThanOrEqual(20);
    }
    expect(d.elements[1]).toMatchObject({ type: 'barcode', field: 'code', w: 30, h: 10 });
    // what the designer makes, the server's checks accept
    expect('layout' in checkLayout({ elements: d.elements }, 30, 20, 'zh_CN')).toBe(true);
    // after a removal the count repeats: the id still is a new one
    const left = d.elements.filter((e) => e.id !== 'text1');
    const again = newElement('rect', { ...d, elements: left });
    expect(left.map((e) => e.id)).not.toContain(again.id);
    expect(again.id).toBe('rect6');
  });

  it('keeps moves and resizes inside the label, rounded to 0.1 mm', () => {
    expect(movedTo(bar, 30.04, -3, label)).toMatchObject({ x: 20, y: 0 });
    expect(movedTo(bar, 12.345, 7.77, label)).toMatchObject({ x: 12.3, y: 7.8 });
    expect(resizedTo(bar, 80, 0.2, label)).toMatchObject({ w: 50, h: 1 });
    expect(resizedTo({ ...bar, type: 'line' }, 20, 0, label)).toMatchObject({ w: 20, h: 0 });
  });

  it('moves by 0.5 mm with the arrow keys and resizes with Shift', () => {
    expect(nudged(bar, 'ArrowRight', false, label)).toMatchObject({ x: 10.5, y: 10 });
    expect(nudged(bar, 'ArrowUp', false, label)).toMatchObject({ x: 10, y: 9.5 });
    expect(nudged(bar, 'ArrowLeft', true, label)).toMatchObject({ w: 39.5, h: 10 });
    expect(nudged(bar, 'ArrowDown', true, label)).toMatchObject({ w: 40, h: 10.5 });
    expect(nudged({ ...bar, x: 20 }, 'ArrowRight', false, label)).toMatchObject({ x: 20 });
    expect(nudged(bar, 'Enter', false, label)).toBeNull();
  });

  it('pulls elements back inside a smaller label, and keeps the size within 10–300 mm', () => {
    const d = withSize({ ...NEW_DESIGN, elements: [bar] }, 35, 5);
    expect(d).toMatchObject({ width_mm: 35, height_mm: 10 });
    expect(d.elements[0]).toMatchObject({ x: 0, y: 0, w: 35, h: 10 });
    expect(withSize(NEW_DESIGN, 500, 40).width_mm).toBe(300);
  });

  it('round-trips a design through the record identity.Label saves', () => {
    const d: Design = { ...NEW_DESIGN, code: ' L1 ', name: '标签', elements: [bar] };
    expect(recordOf(d)).toEqual({ code: 'L1', name: '标签', template_code: 'BarCodeExport', target_kind: 'barcode', width_mm: 60, height_mm: 40, remark: '', layout: JSON.stringify({ elements: [bar] }) });
    const stored = { id: 7, version: 3, ...recordOf(d), state: 'Disable' };
    const back = designOf(stored);
    expect(back).toMatchObject({ id: 7, version: 3, state: 'Disable', elements: [bar] });
    expect(recordOf(back)).toMatchObject({ id: 7, version: 3 });
  });

  it('shows a caption before the field value, a code its value or its fixed text', () => {
    expect(elementContent({ type: 'text', text: '批次：', field: 'batch_no' }, SAMPLE_VALUES)).toBe('批次：PC202601010001');
    expect(elementContent({ type: 'text', text: '固定' }, {})).toBe('固定');
    expect(elementContent({ type: 'qrcode', text: 'X', field: 'code' }, { code: 'C1' })).toBe('C1');
    expect(elementContent({ type: 'barcode', text: 'FIX' }, { code: 'C1' })).toBe('FIX');
    expect(elementContent({ type: 'line' }, SAMPLE_VALUES)).toBe('');
  });
});
