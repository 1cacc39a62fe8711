// 部门选择: the caller's departments (flow.FlowableTask/myDepartments, call layer mocked) as a tree
// in a 720 px dialog; OK with nothing checked warns 请选择发起部门; single-select keeps one,
// multi-select several; and the submit's chooser uses a single department without asking.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Department, DepartmentDialog, departmentTree, useStartDepartment } from '../../../web/document/DepartmentDialog';

const api = vi.hoisted(() => ({ myDepartments: vi.fn() }));
vi.mock('../../../../../src/api/services', () => ({ client: () => api }));

const DEPARTMENTS: Department[] = [
  { id: 1, name: '总公司', parentId: null },
  { id: 2, name: '采购部', parentId: 1 },
  { id: 3, name: '销售部', parentId: 1 },
  { id: 4, name: '华东销售组', parentId: 3 },
];

function renderDialog(props: { multiple?: boolean } = {}) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  render(
    <App>
      <DepartmentDialog open multiple={props.multiple} onOk={onOk} onCancel={onCancel} />
    </App>,
  );
  return { onOk, onCancel };
}

const dialog = () => screen.findByRole('dialog');
const node = (name: string) => screen.getByText(name);
const checkedNames = () => [...document.querySelectorAll('.ant-tree-treenode-checkbox-checked .ant-tree-title')].map((n) => n.textContent);
const ok = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

beforeEach(() => {
  api.myDepartments.mockReset();
  api.myDepartments.mockResolvedValue(DEPARTMENTS);
});
afterEach(cleanup);

describe('DepartmentDialog', () => {
  it('opens titled 部门选择, 720 px wide, with the caller’s departments as an expanded tree in a 42vh scrolling area', async () => {
    renderDialog();
    const d = await dialog();
    expect(within(d).getByText('部门选择')).toBeTruthy();
    expect(await within(d).findByText('华东销售组')).toBeTruthy();
    expect(api.myDepartments).toHaveBeenCalledWith([]);
    expect((d.closest('.ant-modal') as HTMLElement).style.width).toBe('720px');
    const area = screen.getByTestId('department-tree');
    expect([area.style.maxHeight, area.style.overflowY]).toEqual(['42vh', 'auto']);
    // nesting: 华东销售组 under 销售部 under 总公司
    const levels = [...within(area).getAllByRole('treeitem')].map((n) => [n.querySelector('.ant-tree-title')!.textContent, n.querySelectorAll('.ant-tree-indent-unit').length]);
    expect(levels).toEqual([['总公司', 0], ['采购部', 1], ['销售部', 1], ['华东销售组', 2]]);
  });

  it('OK with nothing chosen warns 请选择发起部门 and stays open', async () => {
    const { onOk } = renderDialog();
    await screen.findByText('采购部');
    ok();
    expect(await screen.findByText('请选择发起部门')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('single-select keeps exactly one department: choosing another replaces it', async () => {
    const { onOk } = renderDialog();
    await screen.findByText('采购部');
    fireEvent.click(node('采购部'));
    expect(checkedNames()).toEqual(['采购部']);
    fireEvent.click(node('华东销售组'));
    expect(checkedNames()).toEqual(['华东销售组']);
    ok();
    expect(onOk).toHaveBeenCalledWith([4]);
  });

  it('clicking a chosen department again unchooses it', async () => {
    const { onOk } = renderDialog();
    await screen.findByText('采购部');
    fireEvent.click(node('采购部'));
    fireEvent.click(node('采购部'));
    expect(checkedNames()).toEqual([]);
    ok();
    expect(await screen.findByText('请选择发起部门')).toBeTruthy();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('multi-select keeps several, a parent without its children', async () => {
    const { onOk } = renderDialog({ multiple: true });
    await screen.findByText('采购部');
    fireEvent.click(node('总公司'));
    fireEvent.click(node('华东销售组'));
    expect(checkedNames()).toEqual(['总公司', '华东销售组']);
    ok();
    expect(onOk).toHaveBeenCalledWith([1, 4]);
  });

  it('cancel answers onCancel', async () => {
    const { onCancel, onOk } = renderDialog();
    await screen.findByText('采购部');
    fireEvent.click(screen.getByRole('button', { name: /取\s*消/ }));
    expect(onCancel).toHaveBeenCalled();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('says so when the caller has no department', async () => {
    api.myDepartments.mockResolvedValue([]);
    renderDialog();
    expect(await screen.findByText('没有可选的部门')).toBeTruthy();
  });
});

describe('departmentTree', () => {
  it('roots departments whose parent is not in the list, and survives a parent cycle', () => {
    const tree = departmentTree([
      { id: 2, name: '采购部', parentId: 99 },
      { id: 5, name: 'A', parentId: 6 },
      { id: 6, name: 'B', parentId: 5 },
    ]);
    expect(tree.map((n) => n.title)).toEqual(['采购部', 'A']);
    expect(tree[1].children?.map((n) => n.title)).toEqual(['B']);
    expect(tree[1].children?.[0].children).toBeUndefined();
  });
});

/** A submit button using the chooser; shows what it answered. */
function Submit() {
  const { choose, dialog } = useStartDepartment();
  const [answer, setAnswer] = useState('');
  return (
    <App>
      <button type="button" onClick={() => void choose().then((ids) => setAnswer(JSON.stringify(ids)))}>
        submit
      </button>
      <output>{answer}</output>
      {dialog}
    </App>
  );
}

describe('useStartDepartment', () => {
  const submit = () => fireEvent.click(screen.getByRole('button', { name: 'submit' }));
  const answer = () => screen.getByRole('status').textContent;

  it('uses the one department directly, without a dialog', async () => {
    api.myDepartments.mockResolvedValue([{ id: 2, name: '采购部', parentId: null }]);
    render(<Submit />);
    submit();
    await waitFor(() => expect(answer()).toBe('[2]'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers no department, without a dialog, when the caller has none', async () => {
    api.myDepartments.mockResolvedValue([]);
    render(<Submit />);
    submit();
    await waitFor(() => expect(answer()).toBe('[]'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('asks with the dialog when there are several, loading them once', async () => {
    render(<Submit />);
    submit();
    await screen.findByRole('dialog');
    fireEvent.click(await screen.findByText('销售部'));
    ok();
    await waitFor(() => expect(answer()).toBe('[3]'));
    expect(api.myDepartments).toHaveBeenCalledTimes(1);
    // closing (jsdom never ends antd's leave animation, so the node stays)
    expect(screen.getByRole('dialog').closest('.ant-modal')!.className).toMatch(/ant-zoom-leave/);
  });

  it('answers null when the dialog is cancelled', async () => {
    render(<Submit />);
    submit();
    await screen.findByText('销售部');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /取\s*消/ })));
    await waitFor(() => expect(answer()).toBe('null'));
  });
});
