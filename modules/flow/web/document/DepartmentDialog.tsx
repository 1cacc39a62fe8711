// 部门选择 (initiating department and copy recipients; at least one, else 请选择发起部门): the caller's own departments (flow.FlowableTask/myDepartments)
// as a tree in a 720 px dialog, the tree area at most 42vh high and scrolling. Departments are
// checked one by one (no parent/child linkage: a parent is a department of its own); single-select
// keeps exactly one checked, multi-select any number. OK with nothing checked warns 请选择发起部门
// and stays open. useStartDepartment() is the submit's chooser: one department is used directly,
// several open the dialog.
import { App, Empty, Modal, Spin, Tree, type TreeDataNode } from 'antd';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { client } from '../../../../src/api/services';
import { currentLanguage } from '../../../../src/i18n';
import type { flowTask } from '../../contracts';

export interface Department {
  id: number;
  name: string;
  parentId: number | null;
}

export const DIALOG_WIDTH = 720;
export const TREE_MAX_HEIGHT = '42vh';

const FlowTaskApi = client<typeof flowTask>('flow.FlowableTask');

/** The caller's departments (the only ones a flow may be started for). */
export function loadMyDepartments(): Promise<Department[]> {
  return FlowTaskApi.myDepartments([]);
}

const TEXTS = {
  title: ['部门选择', 'Select department'],
  ok: ['确定', 'OK'],
  cancel: ['取消', 'Cancel'],
  required: ['请选择发起部门', 'Choose the initiating department'],
  none: ['没有可选的部门', 'You belong to no department'],
} as const;

function useTexts() {
  useTranslation(); // re-render on a language switch
  const en = currentLanguage() === 'en_US';
  return (key: keyof typeof TEXTS) => TEXTS[key][en ? 1 : 0];
}

/** The flat list as a tree: a department whose parent is not in the list is a root; list order is kept. */
export function departmentTree(departments: readonly Department[]): TreeDataNode[] {
  const ids = new Set(departments.map((d) => d.id));
  const children = new Map<number | null, Department[]>();
  for (const d of departments) {
    const parent = d.parentId !== null && ids.has(d.parentId) ? d.parentId : null;
    children.set(parent, [...(children.get(parent) ?? []), d]);
  }
  const placed = new Set<number>();
  const node = (d: Department): TreeDataNode => {
    placed.add(d.id);
    const kids = (children.get(d.id) ?? []).filter((c) => !placed.has(c.id)).map(node);
    return { key: d.id, title: d.name, ...(kids.length ? { children: kids } : { isLeaf: true }) };
  };
  const roots = (children.get(null) ?? []).map(node);
  // departments in a parent cycle have no root above them: they start trees of their own
  for (const d of departments) if (!placed.has(d.id)) roots.push(node(d));
  return roots;
}

export interface DepartmentDialogProps {
  open: boolean;
  /** several departments may be checked (default: exactly one) */
  multiple?: boolean;
  onOk(ids: number[]): void;
  onCancel(): void;
  /** the caller's departments when already loaded (else the dialog asks for them when it opens) */
  departments?: readonly Department[];
}

export function DepartmentDialog({ open, multiple = false, onOk, onCancel, departments }: DepartmentDialogProps) {
  const say = useTexts();
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<readonly Department[] | null>(departments ?? null);
  const [checked, setChecked] = useState<number[]>([]);
  // read when the dialog opens (a list given inline is a new array on every render)
  const given = useRef(departments);
  given.current = departments;

  useEffect(() => {
    if (!open) return;
    setChecked([]);
    if (given.current) {
      setLoaded(given.current);
      return;
    }
    let cancelled = false;
    setLoaded(null);
    // a failed call has shown its own notice; the dialog then offers nothing to choose
    loadMyDepartments().then(
      (list) => !cancelled && setLoaded(list),
      () => !cancelled && setLoaded([]),
    );
    return () => {
      cancelled = true;
    };
  }, [open]);

  const toggle = (id: number) =>
    setChecked((current) => (current.includes(id) ? current.filter((c) => c !== id) : multiple ? [...current, id] : [id]));

  const confirm = () => {
    if (!checked.length) {
      void message.warning(say('required'));
      return;
    }
    onOk(checked);
  };

  let body: ReactNode;
  if (!loaded) body = <Spin style={{ display: 'block', padding: 24 }} />;
  else if (!loaded.length) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={say('none')} />;
  else
    body = (
      <Tree
        checkable
        checkStrictly
        defaultExpandAll
        blockNode
        treeData={departmentTree(loaded)}
        checkedKeys={checked}
        selectedKeys={checked}
        onCheck={(_keys, info) => toggle(Number(info.node.key))}
        onSelect={(_keys, info) => toggle(Number(info.node.key))}
      />
    );

  return (
    <Modal open={open} title={say('title')} width={DIALOG_WIDTH} okText={say('ok')} cancelText={say('cancel')} onOk={confirm} onCancel={onCancel} destroyOnHidden>
      <div data-testid="department-tree" style={{ maxHeight: TREE_MAX_HEIGHT, overflowY: 'auto' }}>
        {body}
      </div>
    </Modal>
  );
}

/**
 * The departments a flow is started for: the only one without asking, none when the caller has
 * none (the flow starts without a department), else what `ask` answers (null: cancelled).
 */
export async function chooseStartDepartment(
  load: () => Promise<readonly Department[]>,
  ask: (departments: readonly Department[]) => Promise<number[] | null>,
): Promise<number[] | null> {
  const departments = await load();
  if (departments.length <= 1) return departments.map((d) => d.id);
  return ask(departments);
}

interface Pending {
  departments: readonly Department[];
  multiple: boolean;
  resolve: (ids: number[] | null) => void;
}

/**
 * `const { choose, dialog } = useStartDepartment()`: render `dialog`; `await choose()` answers the
 * chosen department ids ([] none, null cancelled), opening 部门选择 only when there is a choice.
 */
export function useStartDepartment(): { choose: (options?: { multiple?: boolean }) => Promise<number[] | null>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const choose = useCallback(
    (options?: { multiple?: boolean }) =>
      chooseStartDepartment(loadMyDepartments, (departments) => new Promise((resolve) => setPending({ departments, multiple: !!options?.multiple, resolve }))),
    [],
  );
  const settle = (ids: number[] | null) => {
    pending?.resolve(ids);
    setPending(null);
  };
  const dialog = (
    <DepartmentDialog open={!!pending} multiple={pending?.multiple} departments={pending?.departments} onOk={(ids) => settle(ids)} onCancel={() => settle(null)} />
  );
  return { choose, dialog };
}
