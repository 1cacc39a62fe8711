// The designer's canvas: the label drawn at screen scale (1 mm = 96/25.4 CSS px, times the zoom),
// its elements placed in mm. A click selects an element; dragging moves it, dragging its corner
// handle resizes it; with the canvas focused the arrow keys move the selected element by 0.5 mm
// (Shift + arrows resize it) and Delete removes it. Texts show the sample values of the label kind's
// fields; barcodes and QR codes are drawn as look-alikes (the real ones are in the preview PDF);
// pictures fit their box, aspect kept (as the PDF draws them).
import { type CSSProperties, type KeyboardEvent, type PointerEvent, useMemo, useRef } from 'react';
import { sampleValues } from '../../labels/kinds';
import { elementContent, type LabelElement, type LabelValues } from '../../labels/layout';
import { type Design, movedTo, nudged, resizedTo } from './model';

/** CSS pixels of 1 mm at 100 % */
export const SCREEN_PX_PER_MM = 96 / 25.4;
const MM_PER_PT = 25.4 / 72;

export interface CanvasProps {
  design: Design;
  /** CSS px per mm */
  scale: number;
  selected: string | null;
  onSelect: (id: string | null) => void;
  onChange: (element: LabelElement) => void;
  onRemove: (id: string) => void;
}

interface Drag {
  mode: 'move' | 'resize';
  start: { x: number; y: number };
  box: LabelElement;
}

/** deterministic bar widths from the content: the look of a barcode, not a readable one */
function bars(text: string): number[] {
  const out = [2, 1, 1];
  for (const ch of text) {
    const c = ch.charCodeAt(0);
    out.push((c % 3) + 1, ((c >> 2) % 2) + 1, ((c >> 3) % 3) + 1, ((c >> 5) % 2) + 1);
  }
  return [...out, 2, 3, 1, 1];
}

function BarcodeLook({ text }: { text: string }) {
  const widths = bars(text || 'CODE128');
  const total = widths.reduce((a, b) => a + b, 0);
  let x = 0;
  return (
    <svg width="100%" height="100%" viewBox={`0 0 ${total} 10`} preserveAspectRatio="none" aria-hidden>
      {widths.map((w, i) => {
        const at = x;
        x += w;
        return i % 2 === 0 ? <rect key={at} x={at} y={0} width={w} height={10} fill="#000" /> : null;
      })}
    </svg>
  );
}

function QrLook({ text }: { text: string }) {
  const n = 21;
  const seed = [...(text || 'QR')].reduce((a, ch) => (a * 31 + ch.charCodeAt(0)) >>> 0, 7);
  const origins: Array<[number, number]> = [
    [0, 0],
    [0, n - 7],
    [n - 7, 0],
  ];
  const cells: Array<[number, number]> = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      const finder = origins.find(([fr, fc]) => r >= fr && r < fr + 7 && c >= fc && c < fc + 7);
      // a finder pattern: dark ring, light ring, dark 3×3 centre
      if (finder) {
        if (Math.max(Math.abs(r - finder[0] - 3), Math.abs(c - finder[1] - 3)) !== 2) cells.push([r, c]);
      } else if (((seed >> ((r * n + c) % 29)) ^ (r * 7 + c * 13)) & 1) cells.push([r, c]);
    }
  }
  return (
    <svg width="100%" height="100%" viewBox={`0 0 ${n} ${n}`} aria-hidden>
      {cells.map(([r, c]) => (
        <rect key={`${r}.${c}`} x={c} y={r} width={1} height={1} fill="#000" />
      ))}
    </svg>
  );
}

function Content({ e, scale, samples }: { e: LabelElement; scale: number; samples: LabelValues }) {
  const content = elementContent(e, samples);
  const stroke = Math.max(1, (e.lineWidth ?? 0.3) * scale);
  switch (e.type) {
    case 'text':
      return (
        <div
          style={{
            width: '100%',
            height: '100%',
            display: 'flex',
            alignItems: 'center',
            justifyContent: e.align === 'center' ? 'center' : e.align === 'right' ? 'flex-end' : 'flex-start',
            fontSize: (e.fontSize ?? 9) * MM_PER_PT * scale,
            fontWeight: e.bold ? 700 : 400,
            lineHeight: 1.15,
            overflow: 'hidden',
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-all',
            color: '#000',
          }}
        >
          {content}
        </div>
      );
    case 'barcode':
      return <BarcodeLook text={content} />;
    case 'qrcode':
      return <QrLook text={content} />;
    case 'rect':
      return <div style={{ width: '100%', height: '100%', boxSizing: 'border-box', border: `${stroke}px solid #000` }} />;
    case 'image':
      return e.src ? (
        <img src={e.src} alt="" draggable={false} style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }} />
      ) : (
        // no picture yet: a dashed placeholder the property panel fills
        <div style={{ width: '100%', height: '100%', boxSizing: 'border-box', border: '1px dashed #999', display: 'flex', alignItems: 'center', justifyContent: 'center', color: '#999', fontSize: 10 }}>IMG</div>
      );
    case 'line':
      return (
        <svg width="100%" height="100%" style={{ overflow: 'visible' }} aria-hidden>
          <line x1={0} y1={0} x2={e.w * scale} y2={e.h * scale} stroke="#000" strokeWidth={stroke} />
        </svg>
      );
  }
}

export function Canvas({ design, scale, selected, onSelect, onChange, onRemove }: CanvasProps) {
  const drag = useRef<Drag | null>(null);
  const samples = useMemo(() => sampleValues(design.target_kind ?? 'barcode'), [design.target_kind]);
  const root = useRef<HTMLDivElement>(null);

  const startDrag = (ev: PointerEvent, e: LabelElement, mode: Drag['mode']) => {
    ev.stopPropagation();
    ev.preventDefault();
    onSelect(e.id);
    root.current?.focus();
    drag.current = { mode, start: { x: ev.clientX, y: ev.clientY }, box: e };
    (ev.currentTarget as Element).setPointerCapture?.(ev.pointerId);
  };
  const onPointerMove = (ev: PointerEvent) => {
    const d = drag.current;
    if (!d) return;
    const dx = (ev.clientX - d.start.x) / scale;
    const dy = (ev.clientY - d.start.y) / scale;
    onChange(d.mode === 'move' ? movedTo(d.box, d.box.x + dx, d.box.y + dy, design) : resizedTo(d.box, d.box.w + dx, d.box.h + dy, design));
  };
  const endDrag = () => {
    drag.current = null;
  };
  const onKeyDown = (ev: KeyboardEvent) => {
    const e = design.elements.find((x) => x.id === selected);
    if (!e) return;
    if (ev.key === 'Delete' || ev.key === 'Backspace') {
      ev.preventDefault();
      onRemove(e.id);
      return;
    }
    const next = nudged(e, ev.key, ev.shiftKey, design);
    if (next) {
      ev.preventDefault();
      onChange(next);
    }
  };

  const paper: CSSProperties = { position: 'relative', width: design.width_mm * scale, height: design.height_mm * scale, background: '#fff', boxShadow: '0 1px 4px rgba(0,0,0,0.25)', outline: 'none', userSelect: 'none', touchAction: 'none' };
  return (
    <div
      ref={root}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the canvas is an application: it takes the arrow keys (moving the selected element), so it must be focusable
      tabIndex={0}
      role="application"
      aria-label="label canvas"
      data-testid="label-canvas"
      data-scale={scale}
      style={paper}
      onPointerDown={() => onSelect(null)}
      onPointerMove={onPointerMove}
      onPointerUp={endDrag}
      onPointerCancel={endDrag}
      onKeyDown={onKeyDown}
    >
      {design.elements.map((e) => {
        const isSelected = e.id === selected;
        const quarter = e.rotation === 90 || e.rotation === 270;
        const [w, h] = [e.w * scale, e.h * scale];
        return (
          <div
            key={e.id}
            data-testid={`label-element-${e.id}`}
            data-type={e.type}
            data-box={`${e.x},${e.y},${e.w},${e.h}`}
            onPointerDown={(ev) => startDrag(ev, e, 'move')}
            style={{
              position: 'absolute',
              left: e.x * scale,
              top: e.y * scale,
              width: Math.max(w, 1),
              height: Math.max(h, 1),
              cursor: 'move',
              outline: isSelected ? '1px dashed #1677ff' : undefined,
              outlineOffset: 1,
            }}
          >
            <div
              style={{
                position: 'absolute',
                left: quarter ? (w - h) / 2 : 0,
                top: quarter ? (h - w) / 2 : 0,
                width: quarter ? h : w,
                height: quarter ? w : h,
                transform: e.rotation ? `rotate(${e.rotation}deg)` : undefined,
                pointerEvents: 'none',
              }}
            >
              <Content e={e} scale={scale} samples={samples} />
            </div>
            {isSelected ? (
              <div
                data-testid="label-resize-handle"
                onPointerDown={(ev) => startDrag(ev, e, 'resize')}
                style={{ position: 'absolute', right: -5, bottom: -5, width: 9, height: 9, background: '#1677ff', cursor: 'nwse-resize', borderRadius: 2 }}
              />
            ) : null}
          </div>
        );
      })}
    </div>
  );
}
