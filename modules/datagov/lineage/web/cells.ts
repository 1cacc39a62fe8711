// Pure: the x6 cells of the lineage graph. A node is a header group (name, source · kind, a ▸/▾
// sign; focusable: Enter expands it) and, when expanded, a focusable row per column (Enter picks
// it). Column edges start and end on their rows; a table edge joins two headers when either end
// is collapsed. The chosen column's path is blue, the chosen node is outlined.
import type { EdgeMetadata, NodeMetadata } from '@antv/x6';
import type { ColumnEdge, LineageNode } from '../contracts';
import { HEADER_HEIGHT, type Placed, ROW_HEIGHT, rowY } from './layout';

const PRIMARY = '#1677ff';
const PATH = '#1677ff';

export interface NodeLook {
  focused: boolean;
  expanded: boolean;
  /** the columns on the chosen column's path (the chosen one among them) */
  lit: ReadonlySet<string>;
  chosen: string | null;
  sub: string;
  /** accessible names: the header's, a column row's */
  headerLabel: string;
  columnLabel: (column: string) => string;
}

const text = (y: number, extra: Record<string, unknown>) => ({ refX: 10, refY: y, textAnchor: 'start', textVerticalAnchor: 'middle', ...extra });

export function nodeCell(n: LineageNode, at: Placed, look: NodeLook): NodeMetadata {
  const rows = look.expanded ? n.columns : [];
  const markup = [
    { tagName: 'rect', selector: 'body' },
    {
      tagName: 'g',
      selector: 'head',
      children: [
        { tagName: 'rect', selector: 'headBg' },
        { tagName: 'text', selector: 'title' },
        { tagName: 'text', selector: 'sub' },
        { tagName: 'text', selector: 'sign' },
      ],
    },
    ...rows.map((_, i) => ({ tagName: 'g', selector: `row${i}`, children: [{ tagName: 'rect', selector: `rowBg${i}` }, { tagName: 'text', selector: `rowText${i}` }] })),
  ];
  const attrs: Record<string, Record<string, unknown>> = {
    body: { refWidth: '100%', refHeight: '100%', rx: 6, ry: 6, fill: '#fff', stroke: look.focused ? PRIMARY : '#d9d9d9', strokeWidth: look.focused ? 2 : 1 },
    head: { tabindex: 0, role: 'button', 'aria-expanded': look.expanded, 'aria-label': look.headerLabel, 'data-part': 'head', cursor: 'pointer' },
    headBg: { width: at.width, height: HEADER_HEIGHT, rx: 6, ry: 6, fill: n.kind === 'query' ? '#f9f0ff' : look.focused ? '#e6f4ff' : '#fafafa', stroke: 'none' },
    title: { ...text(15, { textWrap: { width: at.width - 36, height: 16, ellipsis: true } }), text: n.kind === 'query' ? n.name : `${n.schema}.${n.name}`, fontSize: 13, fontWeight: 600, fill: 'rgba(0,0,0,0.88)' },
    sub: { ...text(33, { textWrap: { width: at.width - 20, height: 14, ellipsis: true } }), text: look.sub, fontSize: 11, fill: 'rgba(0,0,0,0.45)' },
    sign: { refX: at.width - 16, refY: 15, textAnchor: 'middle', textVerticalAnchor: 'middle', text: n.columns.length ? (look.expanded ? '▾' : '▸') : '', fontSize: 12, fill: 'rgba(0,0,0,0.45)' },
  };
  rows.forEach((c, i) => {
    const on = look.lit.has(c);
    attrs[`row${i}`] = { tabindex: 0, role: 'button', 'aria-pressed': c === look.chosen, 'aria-label': look.columnLabel(c), 'data-part': 'column', 'data-column': c, 'data-lit': on, cursor: 'pointer' };
    attrs[`rowBg${i}`] = { x: 1, y: HEADER_HEIGHT + i * ROW_HEIGHT, width: at.width - 2, height: ROW_HEIGHT, fill: c === look.chosen ? '#bae0ff' : on ? '#e6f4ff' : '#fff', stroke: 'none' };
    attrs[`rowText${i}`] = { ...text(HEADER_HEIGHT + i * ROW_HEIGHT + ROW_HEIGHT / 2, { textWrap: { width: at.width - 20, height: 14, ellipsis: true } }), text: c, fontSize: 12, fill: on ? PRIMARY : 'rgba(0,0,0,0.75)', fontWeight: c === look.chosen ? 600 : 400 };
  });
  return { id: n.key, shape: 'rect', x: at.x, y: at.y, width: at.width, height: at.height, markup, attrs: attrs as NodeMetadata['attrs'] };
}

const arrow = { name: 'block', width: 8, height: 6 };

export function tableEdgeCell(from: string, to: string, lit: boolean): EdgeMetadata {
  return {
    source: { cell: from },
    target: { cell: to },
    connector: { name: 'smooth' },
    attrs: { line: { stroke: lit ? PATH : '#8c8c8c', strokeWidth: lit ? 2 : 1.2, targetMarker: arrow } },
    zIndex: 0,
  };
}

export function columnEdgeCell(e: ColumnEdge, from: LineageNode, to: LineageNode, lit: boolean): EdgeMetadata | null {
  const y1 = rowY(from, e.fromColumn);
  const y2 = rowY(to, e.toColumn);
  if (y1 === null || y2 === null) return null;
  return {
    source: { cell: e.from, anchor: { name: 'topRight', args: { dy: y1 } }, connectionPoint: 'anchor' },
    target: { cell: e.to, anchor: { name: 'topLeft', args: { dy: y2 } }, connectionPoint: 'anchor' },
    connector: { name: 'smooth' },
    attrs: { line: { stroke: lit ? PATH : '#d9d9d9', strokeWidth: lit ? 2 : 1, targetMarker: arrow } },
    zIndex: lit ? 2 : 1,
  };
}
