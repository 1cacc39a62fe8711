// Pure: the tracking map's nodes as the trace graph's documents (renderers/trace-graph draws both):
// numbered ids, the node's kind as its coloured tag, its code, who and when.
import type { RouteReceipt } from '../../../../schemas/rpc/receiptPath';
import type { TrackGraph, TrackNode } from '../contracts';

/** the tag colours of renderers/trace-graph by kind (blue order, grey task, orange input, green output and entry) */
const KIND_STATUS: Record<TrackNode['kind'], string> = { order: 'Commit', task: 'Saved', input: 'DeApproval', output: 'Audit', entry: 'Finish' };

export interface DrawnTrack {
  receipts: RouteReceipt[];
  paths: Array<{ receiptId: number; targetReceiptId: number }>;
  byId: Map<number, TrackNode>;
}

export function drawnTrack(g: TrackGraph, kindName: (kind: TrackNode['kind']) => string): DrawnTrack {
  const ids = new Map(g.nodes.map((n, i) => [n.key, i + 1]));
  const byId = new Map(g.nodes.map((n, i) => [i + 1, n]));
  const receipts = g.nodes.map((n, i) => ({
    id: i + 1,
    code: n.code,
    receiptTypeName: n.label,
    createName: n.by,
    createDt: n.at,
    entityCode: 'track',
    receiptTypeCode: n.kind,
    status: { dict: KIND_STATUS[n.kind], name: kindName(n.kind) },
  }));
  const paths = g.links.filter((l) => ids.has(l.from) && ids.has(l.to)).map((l) => ({ receiptId: ids.get(l.from)!, targetReceiptId: ids.get(l.to)! }));
  return { receipts, paths, byId };
}
