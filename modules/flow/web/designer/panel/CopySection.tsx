// Who gets a copy when the task is reached: users (COPY_USER, their ids) or roles (COPY_ROLE,
// ROLE<id> groups; other groups in a file are kept), or nobody.
import { Form } from 'antd';
import type { DesignerChoices } from '../../../contracts';
import type { PanelTarget } from '../engine/types';
import { COPY_TYPES, joinGroups, readCopy, splitGroups, writeCopy, type CopyRecipients } from '../properties/userTask';
import { useTexts } from '../texts';
import { ChoiceItem } from './controls';
import { RolePicker, UserPicker } from './pickers';

export function CopySection({ target, choices }: { target: PanelTarget; choices: DesignerChoices }) {
  const say = useTexts();
  const c = readCopy(target.bo);
  const write = (next: Partial<CopyRecipients>) => writeCopy(target.writer, target.bo, { ...c, ...next });
  const groups = splitGroups(c.groups);
  return (
    <>
      <ChoiceItem label={say('copyUserType')} value={c.type} options={[{ value: '', label: say('copyUserType.none') }, ...COPY_TYPES.map((t) => ({ value: t, label: say(`copyUserType.${t}`) }))]} onChange={(type) => write({ type })} />
      {c.type === 'COPY_USER' && (
        <Form.Item label={say('copyUsers')}>
          <UserPicker label={say('copyUsers')} users={choices.users} multiple value={c.users} onChange={(users) => write({ users })} />
        </Form.Item>
      )}
      {c.type === 'COPY_ROLE' && (
        <Form.Item label={say('copyRoles')}>
          <RolePicker label={say('copyRoles')} roles={choices.roles} value={groups.roles} onChange={(roles) => write({ groups: joinGroups({ ...groups, roles }) })} />
        </Form.Item>
      )}
    </>
  );
}
