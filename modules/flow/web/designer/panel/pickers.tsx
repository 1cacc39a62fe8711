// Pickers of the assignment: users (by id), roles (ROLE<id>) and departments (DEPT<id>) from
// flow.FlowableDef/choices. The department tree has no parent-child linkage (checkStrictly): a
// parent checked is that department only.
import { Select, Tree } from 'antd';
import { useMemo } from 'react';
import type { DesignerChoices } from '../../../contracts';
import { useTexts } from '../texts';

type User = DesignerChoices['users'][number];
type Department = DesignerChoices['departments'][number];

export const userOptions = (users: readonly User[]) => users.map((u) => ({ value: String(u.id), label: `${u.name} (${u.code})` }));

export function UserPicker(props: { users: readonly User[]; value: string[]; multiple?: boolean; onChange: (ids: string[]) => void; label: string }) {
  const say = useTexts();
  const options = useMemo(() => userOptions(props.users), [props.users]);
  return (
    <Select
      aria-label={props.label}
      mode={props.multiple ? 'multiple' : undefined}
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={say('pickUser')}
      options={options}
      value={props.multiple ? props.value : (props.value[0] ?? undefined)}
      onChange={(v?: string | string[]) => props.onChange(v === undefined ? [] : Array.isArray(v) ? v : [v])}
    />
  );
}

export function RolePicker(props: { roles: DesignerChoices['roles']; value: number[]; onChange: (ids: number[]) => void; label: string }) {
  const say = useTexts();
  return (
    <Select
      aria-label={props.label}
      mode="multiple"
      allowClear
      showSearch
      optionFilterProp="label"
      placeholder={say('pickRole')}
      options={props.roles.map((r) => ({ value: r.id, label: r.name }))}
      value={props.value}
      onChange={(ids: number[]) => props.onChange(ids)}
    />
  );
}

interface DeptNode {
  key: number;
  title: string;
  children: DeptNode[];
}

/** Departments as a tree by parent id (a department whose parent is not listed is a root). */
export function departmentTree(departments: readonly Department[]): DeptNode[] {
  const nodes = new Map(departments.map((d) => [d.id, { key: d.id, title: d.name, children: [] as DeptNode[] }]));
  const roots: DeptNode[] = [];
  for (const d of departments) {
    const parent = d.parentId === null ? undefined : nodes.get(d.parentId);
    (parent ? parent.children : roots).push(nodes.get(d.id)!);
  }
  return roots;
}

export function DepartmentTree(props: { departments: readonly Department[]; value: number[]; onChange: (ids: number[]) => void; label: string }) {
  const tree = useMemo(() => departmentTree(props.departments), [props.departments]);
  return (
    <fieldset aria-label={props.label} style={{ maxHeight: 240, overflow: 'auto', border: '1px solid #f0f0f0', borderRadius: 6, padding: 4, margin: 0, minWidth: 0 }}>
      <Tree
        checkable
        checkStrictly
        selectable={false}
        defaultExpandAll
        treeData={tree}
        checkedKeys={{ checked: props.value, halfChecked: [] }}
        onCheck={(keys) => {
          const checked = Array.isArray(keys) ? keys : keys.checked;
          props.onChange(checked.map(Number));
        }}
      />
    </fieldset>
  );
}
