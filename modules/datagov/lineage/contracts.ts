// The calls of 数据血缘 (meta/DataBlood): find a table, column or query; its graph to N levels up
// and down; the impact list of a table or column; a statement's SQL; the statements that could not
// be parsed; and 重新解析. Every answer holds only what the caller's role may see (DataAuth).
import { z } from 'zod';
import { args, call, defineService, idArg } from '../../../schemas/rpc/define';

export const LINEAGE_PAGE = 'meta/DataBlood';
export const MAX_LEVELS = 5;

/** a node: "t/<source id>/<schema>/<table>" (lower case) or "q/<statement id>" */
const nodeArg = z.string().trim().min(3).max(600).regex(/^(t\/\d+\/[^/]+\/.+|q\/\d+)$/, 'a table or query node');
const columnArg = z.string().trim().min(1).max(200);
const levels = z.number().int().min(1, 'must be at least 1').max(MAX_LEVELS, `must be at most ${MAX_LEVELS}`);

export interface LineageState {
  computedAt: string;
  statements: number;
  edges: number;
  failed: number;
  ms: number;
}

export interface LineageNode {
  key: string;
  kind: 'table' | 'query';
  sourceName: string;
  /** the table's schema; null for a query */
  schema: string | null;
  /** the table's name, or the query's */
  name: string;
  /** 'table' or 'view' as harvested; null when the table was not harvested, or for a query */
  tableKind: string | null;
  /** the query's statement */
  statementId: number | null;
  /** harvested columns (a table) or output columns (a query), in order */
  columns: string[];
  /** where it stands from the chosen node: negative upstream, positive downstream */
  level: number;
}

export interface LineageEdge {
  from: string;
  to: string;
  statementIds: number[];
}

export interface ColumnEdge {
  from: string;
  fromColumn: string;
  to: string;
  toColumn: string;
  statementId: number;
}

export interface StatementBrief {
  id: number;
  origin: string;
  originId: string;
  name: string;
  sourceName: string;
  /** the parser's message when it could not be read */
  error: string | null;
}

export interface LineageGraph {
  focus: string;
  nodes: LineageNode[];
  edges: LineageEdge[];
  columnEdges: ColumnEdge[];
  statements: StatementBrief[];
  state: LineageState;
}

export interface ImpactRow {
  key: string;
  label: string;
  column: string | null;
  depth: number;
  statementId: number;
  origin: string;
  statementName: string;
}

export interface StatementView extends StatementBrief {
  dialect: string;
  /** null when it reads or writes a table the caller may not see */
  sql: string | null;
  target: string | null;
  updatedAt: string;
}

export interface FindHit {
  key: string;
  column: string | null;
  kind: 'table' | 'query';
  label: string;
  /** it has a lineage edge (a table or column without one shows 该表没有血缘关系) */
  linked: boolean;
}

const access = { page: LINEAGE_PAGE };

export const datagovLineage = defineService('datagov.Lineage', {
  find: call<[{ text: string }], FindHit[]>(args(['query', z.object({ text: z.string().trim().min(1, 'is required').max(100) })]), access),
  graph: call<[{ node: string; up?: number; down?: number }], LineageGraph>(
    args(['query', z.object({ node: nodeArg, up: levels.default(2), down: levels.default(2) })]),
    access,
  ),
  impact: call<[{ node: string; column?: string | null }], ImpactRow[]>(args(['query', z.object({ node: nodeArg, column: columnArg.nullish() })]), access),
  statement: call<[number], StatementView>(args(['id', idArg]), access),
  failed: call<[], StatementBrief[]>(args(), access),
  reparse: call<[], LineageState>(args(), { page: LINEAGE_PAGE, op: 'reparse' }),
});
