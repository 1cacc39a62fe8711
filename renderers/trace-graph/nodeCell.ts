// Pure: the x6 node and edge of a trace document (SVG markup and attributes). A node reads
// document type | status tag, code, creator · date; the document the user started from is
// highlighted; one the user cannot open says why in its native tooltip.
import type { EdgeMetadata, NodeMetadata } from '@antv/x6';
import dayjs from 'dayjs';
import type { RouteReceipt } from '../../schemas/rpc/receiptPath';
import type { PlacedEdge, PlacedNode } from './layout';

/** antd's colours of the status tags (renderers/fields/Status.tsx), as SVG fills. */
const STATUS_HEX: Record<string, string> = {
  Saved: '#8c8c8c',
  Commit: '#1677ff',
  Audit: '#52c41a',
  Reject: '#ff4d4f',
  DeApproval: '#faad14',
  Finish: '#52c41a',
  Manual: '#8c8c8c',
  Repeal: '#bfbfbf',
  Ongoing: '#1677ff',
};
const PRIMARY = '#1677ff';
const PAD = 10;
const TAG_HEIGHT = 18;

export interface NodeLook {
  /** the document the trace started from */
  focused: boolean;
  /** the user holds a page that shows it */
  openable: boolean;
  /** native tooltip and accessible name */
  title: string;
}

/** Width of a status tag: CJK characters are about twice as wide as Latin ones at 12px. */
export function tagWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += /[\u2E80-\uFFFF]/.test(ch) ? 12 : 7;
  return Math.min(w + 10, 80);
}

export function formatDt(dt: string | null): string {
  return dt && dayjs(dt).isValid() ? dayjs(dt).format('YYYY-MM-DD HH:mm') : '';
}

const line = (y: number, width: number, extra: Record<string, unknown> = {}) => ({
  refX: PAD,
  refY: y,
  textAnchor: 'start',
  textVerticalAnchor: 'middle',
  textWrap: { width, height: 16, ellipsis: true },
  ...extra,
});

export function nodeOf(r: RouteReceipt, at: PlacedNode, look: NodeLook): NodeMetadata {
  const status = r.status?.name ?? '';
  const tw = status ? tagWidth(status) : 0;
  const inner = at.width - 2 * PAD;
  const who = [r.createName, formatDt(r.createDt)].filter(Boolean).join(' · ');
  // the 'rect' shape styles every <rect> and <text> by tag name (stroke #333, centred 14px
  // labels): each element below sets what it needs explicitly
  return {
    id: String(r.id),
    shape: 'rect',
    x: at.x,
    y: at.y,
    width: at.width,
    height: at.height,
    // one focusable group per node: Tab reaches it, Enter opens it (TraceGraph listens)
    markup: [
      {
        tagName: 'g',
        selector: 'focus',
        children: [
          { tagName: 'rect', selector: 'body' },
          { tagName: 'text', selector: 'type' },
          { tagName: 'rect', selector: 'tag' },
          { tagName: 'text', selector: 'status' },
          { tagName: 'text', selector: 'code' },
          { tagName: 'text', selector: 'who' },
        ],
      },
    ],
    attrs: {
      focus: {
        tabindex: 0,
        role: 'button',
        'aria-label': look.title,
        'aria-disabled': look.openable ? null : 'true',
        title: look.title,
        cursor: look.openable ? 'pointer' : 'not-allowed',
      },
      body: {
        refWidth: '100%',
        refHeight: '100%',
        rx: 6,
        ry: 6,
        fill: look.focused ? '#e6f4ff' : '#ffffff',
        stroke: look.focused ? PRIMARY : '#d9d9d9',
        strokeWidth: look.focused ? 2 : 1,
      },
      type: { ...line(18, inner - tw - 6), text: r.receiptTypeName, fontSize: 13, fontWeight: 600, fill: 'rgba(0,0,0,0.88)' },
      tag: { x: at.width - PAD - tw, y: 18 - TAG_HEIGHT / 2, width: tw, height: TAG_HEIGHT, rx: 4, ry: 4, fill: STATUS_HEX[r.status?.dict] ?? '#8c8c8c', stroke: 'none', strokeWidth: 0, visibility: status ? 'visible' : 'hidden' },
      status: { refX: at.width - PAD - tw / 2, refY: 18, textAnchor: 'middle', textVerticalAnchor: 'middle', text: status, fontSize: 12, fill: '#ffffff' },
      code: { ...line(42, inner), text: r.code ?? `#${r.id}`, fontSize: 13, fill: look.openable ? PRIMARY : 'rgba(0,0,0,0.88)' },
      who: { ...line(64, inner), text: who, fontSize: 12, fill: 'rgba(0,0,0,0.45)' },
    },
  };
}

export function edgeOf(e: PlacedEdge): EdgeMetadata {
  return {
    source: { cell: String(e.source) },
    target: { cell: String(e.target) },
    vertices: e.vertices,
    connector: { name: 'rounded' },
    attrs: { line: { stroke: '#8c8c8c', strokeWidth: 1.5, targetMarker: { name: 'block', width: 10, height: 8 } } },
  };
}
