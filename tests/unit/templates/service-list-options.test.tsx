// The declared list's options that the system and flow admin pages need: a cell that opens a page
// or a drawer of the page's own, toolbar buttons that open a page or are the page's own control,
// the page's follow-up after rows changed, its own confirmation title, a whole (unpaged) list with
// its empty text, the testids a page keeps, and a list drawn inside another page (no card).
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineServiceList, type ServiceListDef, wholeList } from '../../../src/templates/service-list/types';
import { showList } from './serviceListHarness';

interface Row {
  id: number;
  code: string;
}
const rows: Row[] = [
  { id: 1, code: 'A1' },
  { id: 2, code: 'B2' },
];

function declared(overrides: Partial<ServiceListDef<Row, Record<string, unknown>>> = {}) {
  const load = vi.fn(async () => wholeList(rows));
  const def = defineServiceList<Row, Record<string, unknown>>({
    testId: 'things',
    load,
    columns: [{ title: 'templates.detail', field: 'code' }],
    totalText: 'templates.total',
    failedText: 'templates.actionFailed',
    ...overrides,
  });
  return { def, load };
}

const show = showList<Row>;

afterEach(cleanup);

describe('a declared list’s cells', () => {
  it('open a page of the shell for the row', async () => {
    const { def } = declared({ columns: [{ title: 'templates.detail', field: 'code', link: (r) => `demo/ThingDetail?id=${r.id}`, testId: (r) => `thing-${r.code}` }] });
    show(def);
    fireEvent.click(await screen.findByTestId('thing-B2'));
    expect((await screen.findByTestId('where')).textContent).toBe('/demo/demo/ThingDetail?id=2');
  });

  it('open a drawer of the page’s own for the row, which closes again', async () => {
    const { def } = declared({
      columns: [
        {
          title: 'templates.detail',
          field: 'code',
          render: (r) => `/${r.code}`,
          opens: (r, p) => (
            <div data-testid="drawer">
              {`detail of ${r.code}`}
              <button type="button" onClick={p.onClose}>
                close
              </button>
            </div>
          ),
        },
      ],
    });
    show(def);
    fireEvent.click(await screen.findByRole('button', { name: '/A1' }));
    expect((await screen.findByTestId('drawer')).textContent).toContain('detail of A1');
    fireEvent.click(screen.getByRole('button', { name: 'close' }));
    await waitFor(() => expect(screen.queryByTestId('drawer')).toBeNull());
  });
});

describe('a declared list’s toolbar', () => {
  it('opens a page, keeps a declared testid, and gates both by the function code', async () => {
    const { def } = declared({ toolbar: [{ label: 'templates.add', fn: 'things.create', open: 'demo/ThingDetail', testId: 'add-thing' }] });
    show(def, ['things.create']);
    fireEvent.click(await screen.findByTestId('add-thing'));
    expect((await screen.findByTestId('where')).textContent).toBe('/demo/demo/ThingDetail');
    cleanup();
    show(declared({ toolbar: [{ label: 'templates.add', fn: 'things.create', open: 'demo/ThingDetail', testId: 'add-thing' }] }).def, []);
    await screen.findByText('A1');
    expect(screen.queryByTestId('add-thing')).toBeNull();
  });

  it('shows a control of the page’s own whose change runs the page’s follow-up and reloads', async () => {
    const changed = vi.fn();
    const { def, load } = declared({
      changed,
      toolbar: [
        {
          label: 'templates.import',
          render: (ctx) => (
            <button type="button" onClick={ctx.changed}>
              imported
            </button>
          ),
        },
      ],
    });
    show(def);
    await screen.findByText('A1');
    const calls = load.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'imported' }));
    await waitFor(() => expect(load.mock.calls.length).toBe(calls + 1));
    expect(changed).toHaveBeenCalledTimes(1);
  });
});

describe('a declared list’s own ways', () => {
  it('asks under its own title, keeps its row testids, and runs its follow-up after a change', async () => {
    const changed = vi.fn();
    const remove = vi.fn(async () => undefined);
    const { def } = declared({
      confirmTitle: 'templates.attention',
      changed,
      rowActions: [{ label: 'templates.delete', danger: true, testId: (r) => `delete-${r.code}`, confirm: (r) => `删除 ${r.code}？`, run: remove }],
    });
    show(def);
    fireEvent.click(await screen.findByTestId('delete-A1'));
    const confirm = (await screen.findByText('删除 A1？')).closest('.ant-modal-content') as HTMLElement;
    expect(confirm.querySelector('.ant-modal-confirm-title')?.textContent).toBe('templates.attention');
    fireEvent.click(within(confirm).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(changed).toHaveBeenCalledTimes(1));
    expect(remove).toHaveBeenCalledWith(rows[0]);
  });

  it('shows a whole list without a pager, with its own empty text', async () => {
    const { def } = declared({ paged: false, table: { emptyText: 'templates.queryFailed' } });
    show(def);
    await screen.findByText('A1');
    expect(screen.getByTestId('things-page').querySelector('.ant-pagination')).toBeNull();
    cleanup();
    show(declared({ load: async () => wholeList([]), paged: false, table: { emptyText: 'templates.queryFailed' } }).def);
    expect(await screen.findByText('查询失败')).toBeTruthy();
  });

  it('is drawn without its card inside another page, its filter keeping its testid', async () => {
    const { def, load } = declared({ bare: true, filters: [{ name: 'code', label: 'templates.search', kind: 'text', testId: 'thing-keyword', maxLength: 4 }] });
    show(def);
    await screen.findByText('A1');
    expect(screen.queryByTestId('things-page')).toBeNull();
    expect(screen.getByTestId('things-table')).toBeTruthy();
    const box = screen.getByTestId('thing-keyword') as HTMLInputElement;
    expect(box.maxLength).toBe(4);
    fireEvent.change(box, { target: { value: 'B2' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ code: 'B2', page: 1, pageSize: 20 }));
  });
});

describe('a declared list’s ticked rows', () => {
  const withSelection = (remove = vi.fn(async (_keys: unknown[]) => undefined)) =>
    declared({
      selection: { fn: 'things.delete', disabled: (r) => r.code === 'B2' },
      toolbar: [{ label: 'templates.deleteSelected', fn: 'things.delete', danger: true, confirm: (keys, t) => `${t('templates.delete')} ${keys.length}?`, selected: remove, done: 'templates.deleted' }],
    });

  it('run a toolbar action on the ticked rows after asking, then are cleared', async () => {
    const remove = vi.fn(async (_keys: unknown[]) => undefined);
    const { def, load } = withSelection(remove);
    show(def, ['things.delete']);
    await screen.findByText('A1');
    const button = screen.getByRole('button', { name: /批量删除/ });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const boxes = within(screen.getByTestId('things-table')).getAllByRole('checkbox');
    // the header's box, then one per row: B2's cannot be ticked
    expect((boxes[2] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(boxes[1]!);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    const calls = load.mock.calls.length;
    fireEvent.click(within((await screen.findByText('删除 1?')).closest('.ant-modal-content') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith([1]));
    await waitFor(() => expect(load.mock.calls.length).toBe(calls + 1));
    expect(await screen.findByText('删除数据成功。')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: /批量删除/ }) as HTMLButtonElement).disabled).toBe(true));
  });

  it('cannot be ticked by a role without the function', async () => {
    show(withSelection().def, []);
    await screen.findByText('A1');
    expect(within(screen.getByTestId('things-table')).queryAllByRole('checkbox')).toHaveLength(0);
  });
});

describe('a declared list’s actions from a cell and their answers', () => {
  it('a cell runs an action on its row as its button would: asked first, then reloaded', async () => {
    const mark = vi.fn(async (_row: Row) => undefined);
    const { def, load } = declared({
      columns: [
        {
          title: 'templates.detail',
          key: 'mark',
          render: (r, _t, act) => (
            <button type="button" onClick={() => act({ label: 'mark', confirm: (row) => `mark ${row.code}?`, run: mark, done: 'templates.actionDone' })}>
              {`tag ${r.code}`}
            </button>
          ),
        },
      ],
    });
    show(def);
    fireEvent.click(await screen.findByRole('button', { name: 'tag B2' }));
    const calls = load.mock.calls.length;
    fireEvent.click(within((await screen.findByText('mark B2?')).closest('.ant-modal-content') as HTMLElement).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(mark).toHaveBeenCalledWith(rows[1]));
    await waitFor(() => expect(load.mock.calls.length).toBe(calls + 1));
  });

  it('shows what an action answered in the page’s own dialog instead of the success message, red OK when asked', async () => {
    const { def } = declared({
      rowActions: [
        {
          label: 'templates.edit',
          confirmDanger: true,
          confirm: (r) => `reset ${r.code}?`,
          run: async (r) => ({ password: `pw-${r.code}` }),
          showAnswer: (answer) => (p) => (
            <div data-testid="answer">
              {(answer as { password: string }).password}
              <button type="button" onClick={p.onClose}>
                close
              </button>
            </div>
          ),
        },
      ],
    });
    show(def);
    await screen.findByText('A1');
    fireEvent.click(screen.getAllByRole('button', { name: /编\s*辑/ })[0]!);
    const confirm = (await screen.findByText('reset A1?')).closest('.ant-modal-content') as HTMLElement;
    const ok = within(confirm).getByRole('button', { name: /确\s*定|OK/ });
    expect(ok.className).toContain('dangerous');
    expect(screen.getAllByRole('button', { name: /编\s*辑/ })[0]!.className).not.toContain('dangerous');
    fireEvent.click(ok);
    expect((await screen.findByTestId('answer')).textContent).toContain('pw-A1');
    expect(screen.queryByText('操作成功。')).toBeNull();
  });
});

describe('a declared list’s rows and switches', () => {
  it('a row opens its page on a double click or on Enter', async () => {
    const { def } = declared({ onOpen: (r) => `demo/ThingDetail?id=${r.id}` });
    show(def);
    fireEvent.doubleClick((await screen.findByText('B2')).closest('tr')!);
    expect((await screen.findByTestId('where')).textContent).toBe('/demo/demo/ThingDetail?id=2');
    cleanup();
    show(declared({ onOpen: (r) => `demo/ThingDetail?id=${r.id}` }).def);
    fireEvent.keyDown((await screen.findByText('A1')).closest('tr')!, { key: 'Enter' });
    expect((await screen.findByTestId('where')).textContent).toBe('/demo/demo/ThingDetail?id=1');
  });

  it('a switch filter searches as soon as it is turned, sent as a yes/no', async () => {
    const { def, load } = declared({ filters: [{ name: 'all', label: 'templates.status', kind: 'switch' }] });
    show(def);
    await screen.findByText('A1');
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ all: true, page: 1, pageSize: 20 }));
    fireEvent.click(screen.getByRole('switch'));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ all: false, page: 1, pageSize: 20 }));
  });

  it('an action’s success says what the server said, or the declared message when it said nothing', async () => {
    const answers = [{ msg: '流程已发起' }, { msg: '' }];
    const { def } = declared({ rowActions: [{ label: 'templates.submit', run: async () => answers.shift(), said: (a) => (a as { msg?: string }).msg, done: 'templates.submitted' }] });
    show(def);
    await screen.findByText('A1');
    fireEvent.click(screen.getAllByRole('button', { name: /提\s*交/ })[0]!);
    expect(await screen.findByText('流程已发起')).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: /提\s*交/ })[1]!);
    expect(await screen.findByText('提交成功。')).toBeTruthy();
  });
});
