// A user task's assignees: user type (assignee, candidate users, candidate groups) and
// data type (fixed: picked now; dynamic: a `${...}` expression read when the task starts). Groups
// are roles (ROLE<id>) and departments (DEPT<id>); other group names in a file are kept.
import { Form, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { DesignerChoices } from '../../../contracts';
import type { PanelTarget } from '../engine/types';
import {
  DATA_TYPES,
  joinGroups,
  joinList,
  otherAssignments,
  readAssignment,
  splitGroups,
  splitList,
  USER_TYPES,
  writeAssignment,
  type Assignment,
} from '../properties/userTask';
import { useTexts } from '../texts';
import { ChoiceItem, CommitInput } from './controls';
import { DepartmentTree, RolePicker, UserPicker } from './pickers';

export function AssignmentSection({ target, choices }: { target: PanelTarget; choices: DesignerChoices }) {
  const say = useTexts();
  const a = readAssignment(target.bo);
  const write = (next: Partial<Assignment>) => writeAssignment(target.writer, target.bo, { ...a, ...next });
  const list = splitList(a.value);
  const groups = splitGroups(list);
  const others = otherAssignments(target.bo, a.userType);

  let editor: ReactNode;
  if (a.dataType === 'dynamic') {
    editor = (
      <Form.Item label={say('expression')}>
        <CommitInput aria-label={say('expression')} placeholder="${initiator}" value={a.value} onCommit={(value) => write({ value })} />
      </Form.Item>
    );
  } else if (a.userType === 'candidateGroups') {
    editor = (
      <>
        <Form.Item label={say('roles')}>
          <RolePicker label={say('roles')} roles={choices.roles} value={groups.roles} onChange={(roles) => write({ value: joinList(joinGroups({ ...groups, roles })) })} />
        </Form.Item>
        <Form.Item label={say('departments')}>
          <DepartmentTree
            label={say('departments')}
            departments={choices.departments}
            value={groups.departments}
            onChange={(departments) => write({ value: joinList(joinGroups({ ...groups, departments })) })}
          />
        </Form.Item>
        {groups.others.length > 0 && (
          <Form.Item label={say('otherGroups')}>
            <Typography.Text code>{groups.others.join(',')}</Typography.Text>
          </Form.Item>
        )}
      </>
    );
  } else {
    const label = say(`userType.${a.userType}`);
    editor = (
      <Form.Item label={label}>
        <UserPicker label={label} users={choices.users} multiple={a.userType === 'candidateUsers'} value={list} onChange={(ids) => write({ value: joinList(ids) })} />
      </Form.Item>
    );
  }

  return (
    <>
      <ChoiceItem label={say('userType')} buttons value={a.userType} options={USER_TYPES.map((t) => ({ value: t, label: say(`userType.${t}`) }))} onChange={(userType) => write({ userType, value: '' })} />
      <ChoiceItem label={say('dataType')} value={a.dataType} options={DATA_TYPES.map((t) => ({ value: t, label: say(`dataType.${t}`) }))} onChange={(dataType) => write({ dataType, value: '' })} />
      {editor}
      {others.map((o) => (
        <Typography.Paragraph key={o.userType} type="secondary" style={{ fontSize: 12 }}>
          {say('alsoSet', { type: say(`userType.${o.userType}`), value: o.value })}
        </Typography.Paragraph>
      ))}
    </>
  );
}
