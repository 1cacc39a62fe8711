// A call-backed list declared as data (src/templates/service-list): what a user sees and what the
// calls receive — the page's rows with the total, filters sent without empty values (a date range
// as two days), actions the role lacks hidden, a destructive action asked first, the modal form's
// save (a refusal shown in the form, the typed values kept; a field shown by another's value; check
// boxes required), and a failed load shown as such.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Paged } from '../../../schemas/rpc/define';
import { RpcError } from '../../../src/api/errors';
import dayjs from 'dayjs';
import { filtersOf } from '../../../src/templates/service-list/filters';
import { defineServiceList, type ServiceListDef } from '../../../src/templates/service-list/types';
import { showList } from './serviceListHarness';

interface Row {
  id: number;
  code: string;
  name: string;
}
const rows: Row[] = [
  { id: 1, code: 'A1', name: '甲' },
  { id: 2, code: 'B2', name: '乙' },
];
const page = (items: Row[]): Paged<Row> => ({ itemList: items, total: 41, page: 1, pageSize: 20 });

function declared(overrides: Partial<ServiceListDef<Row, Record<string, unknown>>> = {}) {
  const load = vi.fn(async () => page(rows));
  const remove = vi.fn(async (_row: Row) => ({ removed: 1 }));
  const save = vi.fn(async (v: Record<string, unknown>) => ({ id: 3, ...v }));
  const def = defineServiceList<Row, Record<string, unknown>>({
    testId: 'things',
    load,
    filters: [
      { name: 'code', label: 'templates.search', kind: 'text' },
      { name: 'made', label: 'templates.status', kind: 'dateRange', from: 'from', to: 'to' },
    ],
    columns: [
      { title: 'templates.detail', field: 'code' },
      { title: 'templates.status', field: 'name' },
    ],
    toolbar: [{ label: 'templates.add', fn: 'things.create', add: true }],
    rowActions: [
      { label: 'templates.edit', fn: 'things.update', edit: true },
      { label: 'templates.delete', fn: 'things.delete', danger: true, confirm: (r) => `删除 ${r.code}？`, run: (r) => remove(r), done: 'templates.deleted' },
    ],
    form: {
      addTitle: 'templates.add',
      editTitle: 'templates.edit',
      fields: [{ name: 'code', label: 'templates.detail', kind: 'text', required: true, maxLength: 8 }],
      save: (v) => save(v),
      saved: 'templates.actionDone',
    },
    totalText: 'templates.total',
    failedText: 'templates.actionFailed',
    ...overrides,
  });
  return { def, load, remove, save };
}

const show = showList<Row>;

afterEach(cleanup);

describe('a declared call-backed list', () => {
  it('shows the first page with its total, and sends only the filters given', async () => {
    const { def, load } = declared();
    show(def, ['things.create', 'things.update', 'things.delete']);
    expect(await screen.findByText('A1')).toBeTruthy();
    expect(screen.getByText('共 41 条')).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ page: 1, pageSize: 20 });
    fireEvent.change(within(screen.getByTestId('things-page')).getAllByRole('textbox')[0]!, { target: { value: '  B2 ' } });
    fireEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(load).toHaveBeenLastCalledWith({ code: 'B2', page: 1, pageSize: 20 }));
  });

  it('hides the actions the role lacks', async () => {
    const { def } = declared();
    show(def, ['things.update']);
    await screen.findByText('A1');
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.getAllByRole('button', { name: /编\s*辑/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });

  it('asks before a destructive action, then runs it and reloads', async () => {
    const { def, load, remove } = declared();
    show(def, ['things.delete']);
    await screen.findByText('A1');
    fireEvent.click(screen.getAllByRole('button', { name: /删\s*除/ })[1]!);
    expect(await screen.findByText('删除 B2？')).toBeTruthy();
    expect(remove).not.toHaveBeenCalled();
    const calls = load.mock.calls.length;
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith(rows[1]));
    await waitFor(() => expect(load.mock.calls.length).toBe(calls + 1));
  });

  it('saves the form, and keeps what was typed when the server refuses', async () => {
    const { def, save } = declared();
    save.mockRejectedValueOnce(new RpcError(409, '编码已存在'));
    show(def, ['things.create']);
    await screen.findByText('A1');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    const input = within(dialog).getByRole('textbox');
    fireEvent.change(input, { target: { value: 'C3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(dialog).findByText('编码已存在')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('C3');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(2));
    expect(save).toHaveBeenLastCalledWith({ code: 'C3' });
  });

  it('shows a field only while the value it depends on says so, and requires a tick of its check boxes', async () => {
    const { def, save } = declared({
      form: {
        addTitle: 'templates.add',
        editTitle: 'templates.edit',
        fields: [
          { name: 'kind', label: 'templates.status', kind: 'select', options: () => [{ value: 'plain', label: '普通' }, { value: 'event', label: '事件' }] },
          { name: 'actions', label: 'templates.detail', kind: 'checks', required: true, options: () => [{ value: 'create', label: '新增动作' }, { value: 'audit', label: '审核动作' }], shownWhen: (v) => v.kind === 'event' },
        ],
        initial: { kind: 'plain' },
        save: (v) => save(v),
        saved: 'templates.actionDone',
      },
    });
    show(def, ['things.create']);
    await screen.findByText('A1');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('审核动作')).toBeNull();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('事件'));
    expect(await within(dialog).findByText('审核动作')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    // nothing ticked: refused in the form, never sent
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')).toBeTruthy());
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByLabelText('审核动作'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ kind: 'event', actions: ['audit'] }));
  });

  it('offers the choices of a field that follows another as that field\'s value says, drawn again when it changes', async () => {
    const { def, save } = declared({
      form: {
        addTitle: 'templates.add',
        editTitle: 'templates.edit',
        fields: [
          { name: 'kind', label: 'templates.status', kind: 'select', options: () => [{ value: 'plain', label: '普通' }, { value: 'document', label: '单据' }] },
          {
            name: 'actions', label: 'templates.detail', kind: 'checks', follows: 'kind',
            options: (_t, v) => [{ value: 'audit', label: '审核动作' }, ...(v.kind === 'document' ? [{ value: 'commit', label: '提交动作' }] : [])],
          },
        ],
        initial: { kind: 'plain' },
        save: (v) => save(v),
        saved: 'templates.actionDone',
      },
    });
    show(def, ['things.create']);
    await screen.findByText('A1');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('审核动作')).toBeTruthy();
    expect(within(dialog).queryByText('提交动作')).toBeNull();
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('单据'));
    fireEvent.click(await within(dialog).findByLabelText('提交动作'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ kind: 'document', actions: ['commit'] }));
  });

  it('drops a ticked choice the followed field no longer offers: it neither counts as chosen nor is sent', async () => {
    const { def, save } = declared({
      form: {
        addTitle: 'templates.add',
        editTitle: 'templates.edit',
        fields: [
          { name: 'kind', label: 'templates.status', kind: 'select', options: () => [{ value: 'plain', label: '普通' }, { value: 'document', label: '单据' }] },
          {
            name: 'actions', label: 'templates.detail', kind: 'checks', follows: 'kind', required: true,
            options: (_t, v) => [{ value: 'audit', label: '审核动作' }, ...(v.kind === 'document' ? [{ value: 'commit', label: '提交动作' }] : [])],
          },
        ],
        initial: { kind: 'document' },
        save: (v) => save(v),
        saved: 'templates.actionDone',
      },
    });
    show(def, ['things.create']);
    await screen.findByText('A1');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByLabelText('提交动作'));
    fireEvent.mouseDown(within(dialog).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle('普通'));
    await waitFor(() => expect(within(dialog).queryByText('提交动作')).toBeNull());
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    // nothing offered is ticked: the form asks for one instead of saving the hidden 提交
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-explain-error')).toBeTruthy());
    expect(save).not.toHaveBeenCalled();
    fireEvent.click(within(dialog).getByLabelText('审核动作'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ kind: 'plain', actions: ['audit'] }));
  });

  it('shows the notice an answer asks for, with rows keyed as declared', async () => {
    const { def } = declared({
      load: async () => ({ ...page(rows), available: false }),
      notice: (answer) => (answer.available === false ? 'templates.queryFailed' : null),
      rowKey: (r) => `k-${r.code}`,
    });
    show(def, []);
    expect(await screen.findByText('查询失败')).toBeTruthy();
    expect(screen.getByTestId('things-table').querySelector('tr[data-row-key="k-A1"]')).toBeTruthy();
  });

  it('shows a row action on the rows it applies to, and opens a row’s own dialog that can reload the list', async () => {
    const seen: string[] = [];
    const { def, load } = declared({
      rowActions: [
        {
          label: 'templates.detail',
          visible: (r) => r.code === 'B2',
          modal: (r, p) => {
            seen.push(r.code);
            return (
              <button type="button" onClick={p.reload}>
                {`reload ${r.code}`}
              </button>
            );
          },
        },
      ],
    });
    show(def, []);
    await screen.findByText('A1');
    const buttons = screen.getAllByRole('button', { name: /详\s*情/ });
    expect(buttons).toHaveLength(1);
    fireEvent.click(buttons[0]!);
    const calls = load.mock.calls.length;
    fireEvent.click(await screen.findByRole('button', { name: 'reload B2' }));
    await waitFor(() => expect(load.mock.calls.length).toBe(calls + 1));
    expect(seen).toContain('B2');
  });

  it('shows a failed load as an error and no rows', async () => {
    const { def } = declared({ load: async () => Promise.reject(new RpcError(500, '服务不可用')) });
    show(def, []);
    expect(await screen.findByText('服务不可用')).toBeTruthy();
    expect(screen.queryByText('A1')).toBeNull();
    expect(screen.getByTestId('things-table').textContent).toMatch(/暂无数据|No data/);
  });
});

describe('the filters a declared list sends', () => {
  it('leave out empty values, trim text, and send a date range as its two days (an open end left out)', () => {
    const defs = [
      { name: 'code', label: 'x', kind: 'text' },
      { name: 'state', label: 'x', kind: 'select', options: [] },
      { name: 'made', label: 'x', kind: 'dateRange', from: 'from', to: 'to' },
      { name: 'due', label: 'x', kind: 'dateRange' },
    ] as const;
    expect(filtersOf(defs, { code: ' A ', state: undefined, made: [dayjs('2026-11-01'), null], due: [dayjs('2026-11-02'), dayjs('2026-11-30')] })).toEqual({
      code: 'A',
      from: '2026-11-01',
      dueFrom: '2026-11-02',
      dueTo: '2026-11-30',
    });
    expect(filtersOf(defs, { code: '   ' })).toEqual({});
  });

  it('keep a select’s value as the call takes it: a number, or a no that is still a filter', () => {
    const defs = [
      { name: 'status', label: 'x', kind: 'select', options: [{ value: 0, label: 'x' }] },
      { name: 'ok', label: 'x', kind: 'select', options: [{ value: false, label: 'x' }] },
      { name: 'all', label: 'x', kind: 'switch' },
    ] as const;
    expect(filtersOf(defs, { status: 0, ok: false, all: false })).toEqual({ status: 0, ok: false, all: false });
    expect(filtersOf(defs, { status: undefined })).toEqual({});
  });
});
