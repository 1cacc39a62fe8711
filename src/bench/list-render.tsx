// Render benchmark of a generated list: 50 columns × 100 rows built through the schema engine
// (buildPageModel → buildColumns) with the real renderers' Cell and the row actions, in the
// list templates' own table (ListTable: row selection, sorters, fixed first and last columns).
// Reports window.__benchResult = { firstRenderMs, rerenderMs, ... }:
//   firstRenderMs  performance.now() around the first synchronous render + commit (flushSync)
//   rerenderMs     the same around a re-render with 100 new rows
//   *PaintMs       until the frame after the commit (layout and paint included)
// ?cells=plain swaps the renderers' Cell for plain text (what the table alone costs).
// ?mode=list (default) renders as ListPage does at page size 100 (antd virtual table: only the
// rows in view; only the columns in view); ?mode=full renders all 5 000 cells (every row and
// column, under a sticky header: the reference); ?mode=page renders as ListPage does at page
// size 50, the largest page it does not render virtually (every row, only the columns in view).
// The page is cold: the first render includes antd's CSS-in-JS style generation and injection for
// the table (as on a list opened by a reload); the re-render (a new page of rows) does not.
// ?warm=1 renders the table once, off screen, before measuring: the first render then is that of
// a list opened after another (its styles already generated).
import '@ant-design/v5-patch-for-react-19';
import { ConfigProvider } from 'antd';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { fieldRenderers } from '../../renderers/fields';
import { buildColumns, type RecordRow } from '../engine/columns';
import { buildPageModel } from '../engine/pageModel';
import type { RendererRegistry } from '../engine/renderers';
import { themeConfig } from '../app/theme';
import { i18n } from '../i18n';
import { ListTable, VIRTUAL_FROM_PAGE_SIZE } from '../templates/list/ListTable';
import { rowActionsColumn } from '../templates/list/rowActions';
import { benchEntity, benchPage, benchRows, COLUMNS, ROWS } from './benchData';

declare global {
  interface Window {
    __benchResult?: { firstRenderMs: number; rerenderMs: number; firstPaintMs: number; rerenderPaintMs: number; mode: string; cells: string; columns: number; rows: number; cellsInDom: number };
  }
}

const search = new URLSearchParams(location.search);
const mode = search.get('mode') === 'full' ? 'full' : search.get('mode') === 'page' ? 'page' : 'list';
// ?cells=plain: every Cell prints its value as text (the table's own cost, for comparison)
const plain = search.get('cells') === 'plain';
const registry: RendererRegistry = plain
  ? Object.fromEntries(Object.entries(fieldRenderers).map(([type, r]) => [type, { ...r, Cell: ({ value }: { value?: unknown }) => (typeof value === 'object' ? JSON.stringify(value) : String(value ?? '')) }]))
  : (fieldRenderers as RendererRegistry);
const entity = benchEntity();
const model = buildPageModel(entity, benchPage(entity), { url: 'bench/List' });
const columns = [
  ...buildColumns(model.table, registry, { fixedFirst: true }),
  rowActionsColumn({ actions: ['edit', 'delete'], canEdit: true, t: i18n.t, onOpen: () => undefined, onDelete: () => undefined }),
];
const noSelection: string[] = [];
const ignore = () => undefined;

function BenchTable({ rows }: { rows: RecordRow[] }) {
  return (
    <ConfigProvider theme={themeConfig}>
      <ListTable columns={columns} rows={rows} virtual={mode === 'list'} columnWindow={mode !== 'full'} selectedKeys={noSelection} onSelect={ignore} onSort={ignore} />
    </ConfigProvider>
  );
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function run() {
  const root = createRoot(document.getElementById('root')!);
  const rowsOf = (seed: number) => (benchRows(entity, seed) as RecordRow[]).slice(0, mode === 'page' ? VIRTUAL_FROM_PAGE_SIZE : ROWS);
  const first = rowsOf(0);
  const second = rowsOf(1);

  if (search.get('warm') === '1') {
    const warm = createRoot(document.createElement('div'));
    flushSync(() => warm.render(<BenchTable rows={first.slice(0, 1)} />));
    warm.unmount();
    await nextFrame();
  }
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
    rows: first.length,
    cellsInDom: document.querySelectorAll('.ant-table-cell').length,
  };
  document.title = `bench done: ${JSON.stringify(window.__benchResult)}`;
}

void run();
