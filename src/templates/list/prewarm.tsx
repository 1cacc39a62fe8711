// antd generates a component's CSS the first time the component renders (CSS-in-JS), and forgets
// it again when the last instance unmounts. For a list that is about 0.3 s of the table's first
// render (the table, its checkboxes, the status tags). A list page starts this once per session
// while its page model loads: one table of one row, rendered off screen and kept mounted, so the
// styles are ready when the rows come and stay cached between lists.
import { ConfigProvider, Space, Tag, type ThemeConfig } from 'antd';
import { startTransition, useContext, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { RecordRow } from '../../engine/columns';
import { ListTable } from './ListTable';
import { rowActionsColumn } from './rowActions';

const rows: RecordRow[] = [{ id: 1, text: '', status: 'Audit' }];
const none: string[] = [];
const ignore = () => undefined;
const columns = [
  { key: 'text', dataIndex: 'text', title: '', width: 120, fixed: 'left' as const, sorter: true, ellipsis: true },
  {
    key: 'status',
    dataIndex: 'status',
    title: '',
    width: 120,
    render: () => (
      // the status tag, and the option tags of EnumType cells (in a Space)
      <Space size={4} wrap>
        <Tag color="success">-</Tag>
        <Tag>-</Tag>
      </Space>
    ),
  },
  rowActionsColumn({ actions: ['edit', 'delete'], canEdit: true, t: ((key: string) => key) as never, onOpen: ignore, onDelete: ignore }),
];

let warmed: Promise<void> | null = null;
let warmRoot: { unmount(): void } | null = null;

/** Unmounts the prewarmed table (logout; tests, before their document goes away). */
export function stopPrewarm(): void {
  warmRoot?.unmount();
  warmRoot = null;
  warmed = null;
}

/** Renders the list table once, off screen (kept mounted); resolves when it is committed. */
export function prewarmListStyles(theme: ThemeConfig | undefined): Promise<void> {
  // where nothing is idle-scheduled (Safari, jsdom) there is no prewarm: the table styles itself
  if (warmed || typeof requestIdleCallback !== 'function') return warmed ?? Promise.resolve();
  warmed = new Promise<void>((resolve) => {
    // biome-ignore lint/correctness/noComponentHookFactories: made once per page load (the `warmed` promise guards it), never during a render
    function Warm() {
      useEffect(resolve, []);
      return (
        <ConfigProvider theme={theme}>
          <ListTable columns={columns} rows={rows} virtual columnWindow={false} selectedKeys={none} onSelect={ignore} onSort={ignore} />
        </ConfigProvider>
      );
    }
    const root = createRoot(document.createElement('div'));
    warmRoot = root;
    // when the page is idle (waiting for its model), as a transition: it yields to the user's input
    requestIdleCallback(() => startTransition(() => root.render(<Warm />)), { timeout: 1000 });
  });
  return warmed;
}

/** Starts prewarmListStyles with the theme the list renders in. */
export function usePrewarmListStyles() {
  const { theme } = useContext(ConfigProvider.ConfigContext);
  useEffect(() => {
    void prewarmListStyles(theme);
  }, [theme]);
}
