import { Form, Input, Radio, Select } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleView } from '../../contracts/roles';
import type { SavedUser, UserView } from '../../contracts/users';
import { SaveModal } from '../../../../src/templates/shared/SaveModal';
import { encrypted, PASSWORD_RULE, PersonApi, UserApi } from '../api';

interface Props {
  open: boolean;
  /** null: a new user */
  editing: UserView | null;
  roles: RoleView[];
  onClose: () => void;
  onSaved: (saved: SavedUser) => void;
}

interface Values {
  code: string;
  name: string;
  personId?: number | null;
  roleIds: number[];
  defaultRoleId?: number | null;
  kind: 0 | 1;
  password?: string;
}

/** The people a user may be linked to, searched by number or name as the user types. */
function usePeople(initial: { id: number; label: string } | null) {
  const [options, setOptions] = useState<Array<{ value: number; label: string }>>(initial ? [{ value: initial.id, label: initial.label }] : []);
  const search = async (text: string) => {
    try {
      const page = await PersonApi.fuzzy([{ text, pageSize: 20 }], { ignoreError: true });
      setOptions(page.itemList.map((p) => ({ value: p.id, label: `${p.name}（${p.code}）` })));
    } catch {
      setOptions([]);
    }
  };
  return { options, search };
}

/** 新增用户 / 编辑用户: code, name, linked person, roles with the default one, kind, a new user's password. */
export function UserFormModal({ open, editing, roles, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const people = usePeople(editing?.personId ? { id: editing.personId, label: `${editing.personName}（${editing.personCode}）` } : null);
  const chosen = Form.useWatch('roleIds', form) ?? [];
  const roleOptions = useMemo(() => roles.map((r) => ({ value: r.id, label: r.name })), [roles]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fills the form each time the dialog opens; `people` is a new object on every render
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (editing) {
      form.setFieldsValue({ code: editing.code, name: editing.name, personId: editing.personId, roleIds: editing.roles.map((r) => r.id), defaultRoleId: editing.defaultRoleId, kind: editing.kind });
    } else form.setFieldsValue({ kind: 0, roleIds: [] });
    void people.search('');
  }, [open, editing, form]);

  const save = async (v: Values) => {
    const saved = await UserApi.save(
      [
        {
          id: editing?.id ?? null,
          code: v.code.trim(),
          name: v.name.trim(),
          personId: v.personId ?? null,
          roleIds: v.roleIds,
          defaultRoleId: v.defaultRoleId && v.roleIds.includes(v.defaultRoleId) ? v.defaultRoleId : null,
          kind: v.kind,
          ...(!editing && v.password ? { password: await encrypted(v.password) } : {}),
        },
      ],
      { ignoreError: true },
    );
    onSaved(saved);
  };

  return (
    <SaveModal open={open} title={editing ? t('systemAdmin.editUser') : t('systemAdmin.addUser')} form={form} name="userForm" testId="user-form" failed={t('systemAdmin.failed')} onClose={onClose} save={save}>
      <Form.Item name="code" label={t('systemAdmin.code')} rules={[{ required: true, whitespace: true }, { pattern: /^\S{1,128}$/, message: t('systemAdmin.code') }]}>
        <Input maxLength={128} autoComplete="off" />
      </Form.Item>
      <Form.Item name="name" label={t('systemAdmin.name')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="personId" label={t('systemAdmin.person')}>
        <Select allowClear showSearch filterOption={false} onSearch={(text) => void people.search(text)} options={people.options} />
      </Form.Item>
      <Form.Item name="roleIds" label={t('systemAdmin.roles')} rules={[{ required: true, type: 'array', min: 1 }]}>
        <Select mode="multiple" options={roleOptions} optionFilterProp="label" />
      </Form.Item>
      <Form.Item name="defaultRoleId" label={t('systemAdmin.defaultRole')}>
        <Select allowClear options={roleOptions.filter((o) => chosen.includes(o.value))} />
      </Form.Item>
      <Form.Item name="kind" label={t('systemAdmin.kind')}>
        <Radio.Group
          options={[
            { value: 0, label: t('systemAdmin.normalUser') },
            { value: 1, label: t('systemAdmin.administrator') },
          ]}
        />
      </Form.Item>
      {editing ? null : (
        <Form.Item name="password" label={t('systemAdmin.password')} extra={t('systemAdmin.passwordHint')} rules={[{ pattern: PASSWORD_RULE, message: t('systemAdmin.passwordHint') }]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
    </SaveModal>
  );
}
