// Render benchmark of a generated list: 50 columns × 100 rows built through the schema engine
// (buildPageModel → buildColumns) with the real renderers' Cell, in the antd table the list
// template uses. Reports window.__benchResult = { firstRenderMs, rerenderMs, ... }:
//   firstRenderMs  performance.now() around the first synchronous render + commit (flushSync)
//   rerenderMs     the same around a re-render with 100 new rows
//   *PaintMs       until the frame after the commit (layout and paint included)
// ?cells=plain swaps the renderers' Cell for plain text (what the table alone costs).
// ?mode=list (default) renders as ListPage does at page size 100 (antd virtual table: only the
// rows in view); ?mode=full renders all 5 000 cells (a plain table).
import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider, Table } from 'antd';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { fieldRenderers } from '../../renderers/fields';
import { buildColumns, columnsWidth, type RecordRow } from '../engine/columns';
import { buildPageModel } from '../engine/pageModel';
import type { RendererRegistry } from '../engine/renderers';
import '../i18n';
import { benchEntity, benchPage, benchRows, COLUMNS, ROWS } from './benchData';

declare global {
  interface Window {
    __benchResult?: { firstRenderMs: number; rerenderMs: number; firstPaintMs: number; rerenderPaintMs: number; mode: string; cells: string; columns: number; rows: number; cellsInDom: number };
  }
}

const search = new URLSearchParams(location.search);
const mode = search.get('mode') === 'full' ? 'full' : 'list';
// ?cells=plain: every Cell prints its value as text (the table's own cost, for comparison)
const plain = search.get('cells') === 'plain';
const registry: RendererRegistry = plain
  ? Object.fromEntries(Object.entries(fieldRenderers).map(([type, r]) => [type, { ...r, Cell: ({ value }: { value?: unknown }) => (typeof value === 'object' ? JSON.stringify(value) : String(value ?? '')) }]))
  : (fieldRenderers as RendererRegistry);
const entity = benchEntity();
const model = buildPageModel(entity, benchPage(entity), { url: 'bench/List' });
const columns = buildColumns(model.table, registry, { fixedFirst: true });
const width = columnsWidth(columns);

function BenchTable({ rows }: { rows: RecordRow[] }) {
  return (
    <ConfigProvider>
      <Table<RecordRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={rows}
        pagination={false}
        virtual={mode === 'list'}
        sticky={mode === 'full'}
        scroll={{ x: width, y: mode === 'list' ? 600 : undefined }}
      />
    </ConfigProvider>
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function run() {
  const root = createRoot(document.getElementById('root')!);
  const first = benchRows(entity, 0) as RecordRow[];
  const second = benchRows(entity, 1) as RecordRow[];

  let t0 = performance.now();
  flushSync(() => root.render(<BenchTable rows={first} />));
  const firstRenderMs = performance.now() - t0;
  await nextFrame();
  const firstPaintMs = performance.now() - t0;

  t0 = performance.now();
  flushSync(() => root.render(<BenchTable rows={second} />));
  const rerenderMs = performance.now() - t0;
  await nextFrame();
  const rerenderPaintMs = performance.now() - t0;

  const round = (n: number) => Math.round(n * 10) / 10;
  window.__benchResult = {
    firstRenderMs: round(firstRenderMs),
    rerenderMs: round(rerenderMs),
    firstPaintMs: round(firstPaintMs),
    rerenderPaintMs: round(rerenderPaintMs),
    mode,
    cells: plain ? 'plain' : 'renderers',
    columns: COLUMNS,
    rows: ROWS,
    cellsInDom: document.querySelectorAll('.ant-table-cell').length,
  };
  document.title = `bench done: ${JSON.stringify(window.__benchResult)}`;
}

void run();
