import { Alert, App, Button, Form, Input, Select, Space, Tag, TreeSelect } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepartmentView, OrgTreeNode } from '../../contracts/organisation';
import { errorMessage } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { DEPARTMENT_TYPES, DepartmentApi } from '../api';
import { type Choice, organChoices } from './OrganFormModal';

export interface DepartmentTarget {
  /** the department shown, or null for a new one */
  department: DepartmentView | null;
  /** a new department's organisation and parent */
  organId: number | null;
  parentId: number | null;
}

interface Props {
  target: DepartmentTarget;
  tree: OrgTreeNode[];
  /** after a save, delete or status change: the department as it now is (null: deleted) */
  onChanged: (department: DepartmentView | null) => void;
  /** 新增下级部门 of the shown department */
  onAddChild: (department: DepartmentView) => void;
}

interface Values {
  code: string;
  name: string;
  organId: number;
  parentId?: number | null;
  type: (typeof DEPARTMENT_TYPES)[number];
  description?: string;
}

/** The departments of one organisation as TreeSelect data, `without` and its subtree left out. */
function departmentChoices(nodes: OrgTreeNode[], organId: number | undefined, without?: number): Choice[] {
  const organ = (function find(list: OrgTreeNode[]): OrgTreeNode | undefined {
    for (const n of list) {
      if (n.type === 1 && n.id === organId) return n;
      const hit = find(n.children);
      if (hit) return hit;
    }
    return undefined;
  })(nodes);
  const map = (list: OrgTreeNode[]): Choice[] =>
    list.filter((n) => n.type === 2 && n.id !== without).map((n) => ({ value: n.id, title: n.label, children: map(n.children) }));
  return organ ? map(organ.children) : [];
}

/** 部门详情: code, name, organisation, parent (same organisation, never itself or below), type, description; save, delete, enable or disable. */
export function DepartmentForm({ target, tree, onChanged, onAddChild }: Props) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const organId = Form.useWatch('organId', form);
  const d = target.department;
  const editable = d ? can('system.department.update') : can('system.department.create');

  useEffect(() => {
    setError(null);
    form.resetFields();
    form.setFieldsValue(
      d
        ? { code: d.code, name: d.name, organId: d.organId, parentId: d.parentId, type: d.type, description: d.description ?? '' }
        : { organId: target.organId ?? undefined, parentId: target.parentId, type: 'Depart' },
    );
  }, [d, target.organId, target.parentId, form]);

  const run = async (work: () => Promise<DepartmentView | null>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      const after = await work();
      void message.success(done);
      onChanged(after);
    } catch (e) {
      setError(errorMessage(e, t('systemAdmin.failed')));
    } finally {
      setBusy(false);
    }
  };

  const save = async () => {
    const v = await form.validateFields();
    const input = { code: v.code.trim(), name: v.name.trim(), organId: v.organId, parentId: v.parentId ?? null, type: v.type, description: v.description || null };
    await run(() => (d ? DepartmentApi.update([{ ...input, id: d.id }], { ignoreError: true }) : DepartmentApi.add([input], { ignoreError: true })), t('systemAdmin.saved'));
  };

  const remove = () =>
    d &&
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('systemAdmin.deleteOneConfirm', { name: d.name }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: () => run(async () => {
          await DepartmentApi.delete([d.id], { ignoreError: true });
          return null;
        }, t('systemAdmin.deleted')),
    });

  return (
    <Form form={form} name="departmentForm" layout="vertical" disabled={!editable || busy} data-testid="department-form" style={{ maxWidth: 640 }}>
      {d ? (
        <div style={{ marginBottom: 12 }}>
          {d.statusDict === 1 ? <Tag color="red">{t('systemAdmin.disabled')}</Tag> : <Tag color="green">{t('systemAdmin.started')}</Tag>}
        </div>
      ) : null}
      <Form.Item name="code" label={t('systemAdmin.departmentCode')} rules={[{ required: true, pattern: /^\S{1,128}$/ }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="name" label={t('systemAdmin.departmentName')} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={128} />
      </Form.Item>
      <Form.Item name="organId" label={t('systemAdmin.organ')} rules={[{ required: true }]}>
        <TreeSelect treeDefaultExpandAll treeData={organChoices(tree)} onChange={() => form.setFieldValue('parentId', null)} />
      </Form.Item>
      <Form.Item name="parentId" label={t('systemAdmin.parentDepartment')}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={departmentChoices(tree, organId, d?.id)} />
      </Form.Item>
      <Form.Item name="type" label={t('systemAdmin.departmentType')} rules={[{ required: true }]}>
        <Select options={DEPARTMENT_TYPES.map((type) => ({ value: type, label: t(`systemAdmin.${type}`) }))} />
      </Form.Item>
      <Form.Item name="description" label={t('systemAdmin.description')}>
        <Input.TextArea maxLength={1024} autoSize={{ minRows: 2, maxRows: 5 }} />
      </Form.Item>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="department-error" /> : null}
      <Space wrap>
        {editable ? (
          <Button type="primary" loading={busy} onClick={() => void save()}>
            {t('systemAdmin.save')}
          </Button>
        ) : null}
        {d && can('system.department.create') ? (
          <Button disabled={busy} onClick={() => onAddChild(d)}>
            {t('systemAdmin.addChildDepartment')}
          </Button>
        ) : null}
        {d && d.statusDict === 1 && can('system.department.enable') ? (
          <Button disabled={busy} onClick={() => void run(() => DepartmentApi.updateStatus([d.id, 0], { ignoreError: true }), t('systemAdmin.done'))}>
            {t('systemAdmin.enable')}
          </Button>
        ) : null}
        {d && d.statusDict === 0 && can('system.department.disable') ? (
          <Button danger disabled={busy} onClick={() => void run(() => DepartmentApi.updateStatus([d.id, 1], { ignoreError: true }), t('systemAdmin.done'))}>
            {t('systemAdmin.disable')}
          </Button>
        ) : null}
        {d && can('system.department.delete') ? (
          <Button danger disabled={busy} onClick={remove}>
            {t('systemAdmin.delete')}
          </Button>
        ) : null}
      </Space>
    </Form>
  );
}
