import { Checkbox, Form, Input, Switch, TreeSelect } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrganView, OrgTreeNode } from '../../contracts/organisation';
import { SaveModal } from '../../../../src/templates/shared/SaveModal';
import { OrganApi, ORGAN_FUNCTIONS } from '../api';

interface Props {
  open: boolean;
  /** the organisation edited, or a new one's preset parent */
  editing: OrganView | null;
  parentId: number | null;
  tree: OrgTreeNode[];
  onClose: () => void;
  onSaved: () => void;
}

interface Values {
  code: string;
  name: string;
  parentId?: number | null;
  description?: string;
  allowRegisterTag: boolean;
  functions: string[];
}

/** A TreeSelect option. */
export interface Choice {
  value: number;
  title: string;
  children: Choice[];
}

/** The organisations as TreeSelect data, the edited one and its subtree left out (never under itself). */
export function organChoices(nodes: OrgTreeNode[], without?: number): Choice[] {
  return nodes
    .filter((n) => n.type === 1 && n.id !== without)
    .map((n) => ({ value: n.id, title: n.label, children: organChoices(n.children, without) }));
}

/** 新增组织 / 编辑组织: code, name, parent, description, self-registration and functions. */
export function OrganFormModal({ open, editing, parentId, tree, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? { code: editing.code, name: editing.name, parentId: editing.parentId, description: editing.description ?? '', allowRegisterTag: editing.allowRegisterTag, functions: editing.functions }
        : { parentId, allowRegisterTag: false, functions: [] },
    );
  }, [open, editing, parentId, form]);

  const save = async (v: Values) => {
    const organ = {
      code: v.code.trim(),
      name: v.name.trim(),
      parentId: v.parentId ?? null,
      description: v.description || null,
      allowRegisterTag: v.allowRegisterTag,
      functions: v.functions as Array<(typeof ORGAN_FUNCTIONS)[number]>,
    };
    if (editing) await OrganApi.update([{ ...organ, id: editing.id }], { ignoreError: true });
    else await OrganApi.add([organ], { ignoreError: true });
    onSaved();
  };

  return (
    <SaveModal open={open} title={editing ? t('systemAdmin.editOrgan') : t('systemAdmin.addOrgan')} form={form} name="organForm" testId="organ-form" failed={t('systemAdmin.failed')} onClose={onClose} save={save}>
      <Form.Item name="code" label={t('systemAdmin.organCode')} rules={[{ required: true, pattern: /^\S{1,128}$/ }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="name" label={t('systemAdmin.organName')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="parentId" label={t('systemAdmin.parentOrgan')}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={organChoices(tree, editing?.id)} />
      </Form.Item>
      <Form.Item name="description" label={t('systemAdmin.description')}>
        <Input.TextArea maxLength={1024} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      <Form.Item name="allowRegisterTag" label={t('systemAdmin.allowRegister')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="functions" label={t('systemAdmin.functions')}>
        <Checkbox.Group options={ORGAN_FUNCTIONS.map((f) => ({ value: f, label: t(`systemAdmin.${f}`) }))} />
      </Form.Item>
    </SaveModal>
  );
}
