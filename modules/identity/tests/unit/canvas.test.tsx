// The designer's canvas in jsdom: elements drawn at their mm boxes times the scale, the sample
// values in texts, a click selecting, a pointer drag moving by the dragged mm, the corner handle
// resizing, arrow keys nudging (Shift: resizing) and Delete removing the selected element.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LabelElement } from '../../labels/layout';
import { Canvas } from '../../web/designer/Canvas';
import { type Design, NEW_DESIGN } from '../../web/designer/model';

afterEach(cleanup);

const SCALE = 4;
const start: Design = {
  ...NEW_DESIGN,
  elements: [
    { id: 't', type: 'text', x: 2, y: 2, w: 30, h: 6, text: '物料：', field: 'material_name', fontSize: 9 },
    { id: 'b', type: 'barcode', x: 5, y: 15, w: 40, h: 10, field: 'code' },
  ],
};

function Harness() {
  const [design, setDesign] = useState(start);
  const [selected, setSelected] = useState<string | null>(null);
  const change = (e: LabelElement) => setDesign((d) => ({ ...d, elements: d.elements.map((x) => (x.id === e.id ? e : x)) }));
  const remove = (id: string) => setDesign((d) => ({ ...d, elements: d.elements.filter((x) => x.id !== id) }));
  return <Canvas design={design} scale={SCALE} selected={selected} onSelect={setSelected} onChange={change} onRemove={remove} />;
}

const boxOf = (id: string) => screen.getByTestId(`label-element-${id}`).getAttribute('data-box');

describe('the designer canvas', () => {
  it('draws the label and its elements at scale, texts with the sample values', () => {
    render(<Harness />);
    const canvas = screen.getByTestId('label-canvas');
    expect(canvas.style.width).toBe(`${60 * SCALE}px`);
    expect(canvas.style.height).toBe(`${40 * SCALE}px`);
    const bar = screen.getByTestId('label-element-b');
    expect([bar.style.left, bar.style.top, bar.style.width, bar.style.height]).toEqual(['20px', '60px', '160px', '40px']);
    expect(screen.getByTestId('label-element-t').textContent).toBe('物料：深沟球轴承');
  });

  it('moves an element by a drag, resizes it by its handle, keeps it inside the label', () => {
    render(<Harness />);
    const bar = screen.getByTestId('label-element-b');
    fireEvent.pointerDown(bar, { clientX: 100, clientY: 100, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 100 + 3 * SCALE, clientY: 100 + 2 * SCALE, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    expect(boxOf('b')).toBe('8,17,40,10');
    // dragged far right: stops at the edge
    fireEvent.pointerDown(bar, { clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerMove(bar, { clientX: 500, clientY: 0, pointerId: 1 });
    fireEvent.pointerUp(bar, { pointerId: 1 });
    expect(boxOf('b')).toBe('20,17,40,10');
    const handle = screen.getByTestId('label-resize-handle');
    fireEvent.pointerDown(handle, { clientX: 0, clientY: 0, pointerId: 2 });
    fireEvent.pointerMove(handle, { clientX: -10 * SCALE, clientY: 2 * SCALE, pointerId: 2 });
    fireEvent.pointerUp(handle, { pointerId: 2 });
    expect(boxOf('b')).toBe('20,17,30,12');
  });

  it('nudges with the arrow keys, resizes with Shift, removes with Delete', () => {
    render(<Harness />);
    const canvas = screen.getByTestId('label-canvas');
    fireEvent.pointerDown(screen.getByTestId('label-element-t'), { clientX: 0, clientY: 0, pointerId: 1 });
    fireEvent.pointerUp(canvas, { pointerId: 1 });
    fireEvent.keyDown(canvas, { key: 'ArrowRight' });
    fireEvent.keyDown(canvas, { key: 'ArrowDown' });
    expect(boxOf('t')).toBe('2.5,2.5,30,6');
    fireEvent.keyDown(canvas, { key: 'ArrowLeft', shiftKey: true });
    expect(boxOf('t')).toBe('2.5,2.5,29.5,6');
    fireEvent.keyDown(canvas, { key: 'Delete' });
    expect(screen.queryByTestId('label-element-t')).toBeNull();
    // nothing selected: keys do nothing
    fireEvent.keyDown(canvas, { key: 'Delete' });
    expect(screen.getByTestId('label-element-b')).toBeTruthy();
  });
});
