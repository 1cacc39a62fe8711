// The designer's state and its moves, pure (unit-tested): a template being drawn — its code, name,
// template code, size and elements — new elements placed inside the label, moves and resizes in mm
// kept inside the label (rounded to 0.1 mm), a change of what the label prints (its kind), and the
// record identity.Label saves.
import { isKindField, KIND_FIELDS, kindOf, type TargetKind } from '../../labels/kinds';
import { type ElementType, LABEL_LIMITS, type LabelElement, parseLayout, type TemplateCode } from '../../labels/layout';

export interface Design {
  id?: number;
  version?: number;
  code: string;
  name: string;
  template_code: TemplateCode;
  /** what it prints: barcodes, positions or materials */
  target_kind: TargetKind;
  state: string;
  width_mm: number;
  height_mm: number;
  remark: string;
  elements: LabelElement[];
}

export const NEW_DESIGN: Design = { code: '', name: '', template_code: 'BarCodeExport', target_kind: 'barcode', state: 'Enable', width_mm: 60, height_mm: 40, remark: '', elements: [] };

/** arrow keys move (with Shift: resize) by this much */
export const NUDGE_MM = 0.5;
/** the smallest box a mouse or a key leaves (a line may be flat on one axis) */
const MIN_MM = 1;

const round = (mm: number) => Math.round(mm * 10) / 10;
const clamp = (v: number, lo: number, hi: number) => Math.min(Math.max(v, lo), Math.max(lo, hi));

const DEFAULTS: Record<ElementType, Omit<LabelElement, 'id' | 'x' | 'y'>> = {
  text: { type: 'text', w: 30, h: 6, text: '文本', fontSize: 9 },
  barcode: { type: 'barcode', w: 40, h: 10, field: 'code' },
  qrcode: { type: 'qrcode', w: 15, h: 15, field: 'code' },
  line: { type: 'line', w: 30, h: 0, lineWidth: 0.3 },
  rect: { type: 'rect', w: 30, h: 15, lineWidth: 0.3 },
  // the picture is chosen on the property panel
  image: { type: 'image', w: 15, h: 15 },
};

/** A new element of a kind with an id no other has, fitted into the label a little below the last one. */
export function newElement(type: ElementType, d: Pick<Design, 'width_mm' | 'height_mm' | 'elements'>): LabelElement {
  const base = DEFAULTS[type];
  const ids = new Set(d.elements.map((e) => e.id));
  let n = d.elements.length + 1;
  while (ids.has(`${type}${n}`)) n++;
  const w = Math.min(base.w, d.width_mm);
  const h = Math.min(base.h, d.height_mm);
  const offset = (d.elements.length % 8) * 2;
  return { ...base, id: `${type}${n}`, w, h, x: round(clamp(2 + offset, 0, d.width_mm - w)), y: round(clamp(2 + offset, 0, d.height_mm - h)) };
}

const minSize = (e: LabelElement) => (e.type === 'line' ? 0 : MIN_MM);

/** The element moved to (x, y), kept inside the label. */
export function movedTo(e: LabelElement, x: number, y: number, d: Pick<Design, 'width_mm' | 'height_mm'>): LabelElement {
  return { ...e, x: round(clamp(x, 0, d.width_mm - e.w)), y: round(clamp(y, 0, d.height_mm - e.h)) };
}

/** The element resized to w × h from its top left corner, kept inside the label. */
export function resizedTo(e: LabelElement, w: number, h: number, d: Pick<Design, 'width_mm' | 'height_mm'>): LabelElement {
  return { ...e, w: round(clamp(w, minSize(e), d.width_mm - e.x)), h: round(clamp(h, minSize(e), d.height_mm - e.y)) };
}

const ARROWS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/** What an arrow key does to the element (Shift: resize), or null for other keys. */
export function nudged(e: LabelElement, key: string, shift: boolean, d: Pick<Design, 'width_mm' | 'height_mm'>): LabelElement | null {
  const dir = ARROWS[key];
  if (!dir) return null;
  const [dx, dy] = [dir[0] * NUDGE_MM, dir[1] * NUDGE_MM];
  return shift ? resizedTo(e, e.w + dx, e.h + dy, d) : movedTo(e, e.x + dx, e.y + dy, d);
}

/** The label resized: elements that no longer fit are pulled back inside (shrunk when they must). */
export function withSize(d: Design, width: number, height: number): Design {
  const w = clamp(round(width), LABEL_LIMITS.minMm, LABEL_LIMITS.maxMm);
  const h = clamp(round(height), LABEL_LIMITS.minMm, LABEL_LIMITS.maxMm);
  const size = { width_mm: w, height_mm: h };
  const elements = d.elements.map((e) => {
    const shrunk = { ...e, w: Math.min(e.w, w), h: Math.min(e.h, h) };
    return movedTo(shrunk, shrunk.x, shrunk.y, size);
  });
  return { ...d, ...size, elements };
}

/**
 * The design printing another kind: an element bound to a field the new kind has not is unbound — a
 * text keeps the old field's name as its text, so nothing vanishes from the label unseen; a code
 * takes the new kind's code.
 */
export function withKind(d: Design, kind: TargetKind): Design {
  const elements = d.elements.map((e) => {
    if (!e.field || isKindField(kind, e.field)) return e;
    const { field, ...rest } = e;
    if (e.type !== 'text') return { ...rest, field: 'code' };
    const old = KIND_FIELDS[d.target_kind].find((f) => f.value === field);
    return (rest.text ?? '').trim() ? rest : { ...rest, text: old?.label ?? field };
  });
  return { ...d, target_kind: kind, elements };
}

/** A stored template as a design. */
export function designOf(r: Record<string, unknown>): Design {
  return {
    id: Number(r.id),
    version: Number(r.version),
    code: String(r.code ?? ''),
    name: String(r.name ?? ''),
    template_code: (r.template_code as TemplateCode) ?? 'BarCodeExport',
    target_kind: kindOf(r.target_kind),
    state: String(r.state ?? 'Enable'),
    width_mm: Number(r.width_mm),
    height_mm: Number(r.height_mm),
    remark: String(r.remark ?? ''),
    elements: parseLayout(r.layout).elements,
  };
}

/** The record identity.Label/create (no id) or /update (id and version) takes. */
export function recordOf(d: Design): Record<string, unknown> {
  const record = { code: d.code.trim(), name: d.name.trim(), template_code: d.template_code, target_kind: d.target_kind, width_mm: d.width_mm, height_mm: d.height_mm, remark: d.remark, layout: JSON.stringify({ elements: d.elements }) };
  return d.id ? { id: d.id, version: d.version, ...record } : record;
}
