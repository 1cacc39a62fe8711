// The designer's canvas in jsdom: elements drawn at their mm boxes times the scale, the sample
// values in texts, a click selecting, a pointer drag moving by the dragged mm, the corner handle
// resizing, arrow keys nudging (Shift: resizing) and Delete removing the selected element.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LabelElement } from '../../labels/layout';
import { i18n } from '../../../../src/i18n';
import { loadModuleStrings } from '../../../../src/i18n/modules';
import identityWeb from '../../web';
import { Canvas } from '../../web/designer/Canvas';
import { fileProblem, ImagePicker } from '../../web/designer/ImagePicker';
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

  it('draws a picture to fit its box, a placeholder until one is chosen, and a position label with position samples', () => {
    const src = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    const design: Design = {
      ...NEW_DESIGN,
      target_kind: 'position',
      elements: [
        { id: 'i', type: 'image', x: 1, y: 1, w: 20, h: 10, src },
        { id: 'e', type: 'image', x: 25, y: 1, w: 10, h: 10 },
        { id: 'c', type: 'text', x: 1, y: 15, w: 40, h: 6, text: '库位：', field: 'code' },
      ],
    };
    render(<Canvas design={design} scale={SCALE} selected={null} onSelect={() => undefined} onChange={() => undefined} onRemove={() => undefined} />);
    const img = screen.getByTestId('label-element-i').querySelector('img')!;
    expect(img.getAttribute('src')).toBe(src);
    expect(img.style.objectFit).toBe('contain');
    expect(screen.getByTestId('label-element-e').querySelector('img')).toBeNull();
    expect(screen.getByTestId('label-element-c').textContent).toBe('库位：KW-A-01-01-01');
  });
});

describe('choosing a picture', () => {
  it('takes PNG and JPEG files of at most 512 KB', () => {
    expect(fileProblem({ type: 'image/png', size: 512 * 1024 })).toBeNull();
    expect(fileProblem({ type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(fileProblem({ type: 'image/gif', size: 1000 })).toBe('type');
    expect(fileProblem({ type: 'image/png', size: 512 * 1024 + 1 })).toBe('size');
  });

  it('reads a chosen PNG as a data URL, refuses another type or a bigger file with the reason', async () => {
    await loadModuleStrings(identityWeb);
    await i18n.changeLanguage('zh_CN');
    const picked: string[] = [];
    render(<ImagePicker onPick={(s) => picked.push(s)} />);
    const input = screen.getByTestId('designer-image-file') as HTMLInputElement;
    const bytes = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));
    fireEvent.change(input, { target: { files: [new File([bytes], 'logo.png', { type: 'image/png' })] } });
    await waitFor(() => expect(picked).toHaveLength(1));
    expect(picked[0]).toMatch(/^data:image\/png;base64,iVBORw0KGgo/);
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByTestId('designer-image-error')).toHaveProperty('textContent', '只能选择 PNG 或 JPEG 格式的图片');
    fireEvent.change(input, { target: { files: [new File([new Uint8Array(512 * 1024 + 1)], 'big.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('designer-image-error').textContent).toBe('图片不能超过 512 KB'));
    // a file named .png whose bytes are not a PNG
    fireEvent.change(input, { target: { files: [new File(['not a png'], 'fake.png', { type: 'image/png' })] } });
    await waitFor(() => expect(screen.getByTestId('designer-image-error').textContent).toBe('只能选择 PNG 或 JPEG 格式的图片'));
    expect(picked).toHaveLength(1);
  });
});
