// The dialog of a task operation (同意, 驳回, 退回, 加签, 委派, 转办): the fields taskActions.ts
// declares for it, checked before anything is sent (请输入处理意见, 请选择退回节点, 请选择加签类型 …),
// then the call; the server's message on success, its refusal in the dialog's notice on failure.
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReturnTarget } from '../../../contracts';
import { errorMessage } from '../../../../../src/api/errors';
import { FlowTaskApi, quiet } from '../api';
import { DIALOG_FIELDS, type DialogKind, type DialogValues, dialogCall, type TaskCall, type TaskRef } from './taskActions';
import { useFlowUsers, userOptions } from './useFlowUsers';

/** Runs a task call; answers the server's message (成功, 驳回成功, 退回成功。 …). */
export async function runTaskCall(call: TaskCall): Promise<string> {
  const api = FlowTaskApi as unknown as Record<string, (args: unknown[], opts: object) => Promise<{ msg: string }>>;
  const answer = await api[call.method](call.args, quiet);
  return answer.msg;
}

export interface ActionDialogProps {
  kind: DialogKind | null;
  task: TaskRef | null;
  /** who acts (not offered as delegate or transferee) */
  me?: number;
  onClose(): void;
  onDone(message: string): void;
}

export function ActionDialog({ kind, task, me, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<DialogValues>();
  const [busy, setBusy] = useState(false);
  const [targets, setTargets] = useState<ReturnTarget[] | null>(null);
  const fields = kind ? DIALOG_FIELDS[kind] : null;
  const users = useFlowUsers(!!fields && (!!fields.users || !!fields.copyTo));
  const open = !!kind && !!task;

  useEffect(() => {
    if (!open) return;
    // the form itself starts empty on every opening (destroyOnHidden, preserve false)
    setTargets(null);
    if (kind !== 'return' || !task) return;
    let live = true;
    FlowTaskApi.findReturnTaskList([{ taskId: task.taskId }], quiet).then(
      (list) => live && setTargets(list),
      (error: unknown) => {
        if (!live) return;
        setTargets([]);
        void message.error(errorMessage(error, t('rpc.serviceException')));
      },
    );
    return () => {
      live = false;
    };
  }, [open, kind, task, message, t]);

  const submit = async () => {
    if (!kind || !task) return;
    let values: DialogValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setBusy(true);
    try {
      onDone(await runTaskCall(dialogCall(kind, task, values)));
    } catch (error) {
      void message.error(errorMessage(error, t('rpc.serviceException')));
    } finally {
      setBusy(false);
    }
  };

  const d = (key: string) => t(`flowTasks.dialog.${key}`);
  const options = userOptions(users, fields?.users === 'one' ? me : undefined);
  return (
    <Modal
      open={open}
      title={kind ? d(kind) : ''}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {fields ? (
        <Form form={form} layout="vertical" name={`task-${kind}`} preserve={false}>
          {fields.returnTarget ? (
            <Form.Item name="targetKey" label={d('returnTarget')} rules={[{ required: true, message: d('returnTargetRequired') }]}>
              <Select
                loading={targets === null}
                notFoundContent={targets ? d('noReturnTarget') : undefined}
                options={(targets ?? []).map((n) => ({ value: n.id, label: n.name ?? n.id }))}
              />
            </Form.Item>
          ) : null}
          {fields.signType ? (
            <Form.Item name="signType" label={d('signType')} rules={[{ required: true, message: d('signTypeRequired') }]}>
              <Radio.Group options={[{ value: 0, label: d('before') }, { value: 1, label: d('after') }]} />
            </Form.Item>
          ) : null}
          {fields.users === 'many' ? (
            <Form.Item name="userIds" label={d('signUsers')} rules={[{ required: true, message: d('signUsersRequired') }]}>
              <Select mode="multiple" showSearch optionFilterProp="label" options={options} />
            </Form.Item>
          ) : null}
          {fields.users === 'one' ? (
            <Form.Item name="userId" label={d('user')} rules={[{ required: true, message: d('userRequired') }]}>
              <Select showSearch optionFilterProp="label" options={options} />
            </Form.Item>
          ) : null}
          {fields.copyTo ? (
            <Form.Item name="copyTo" label={d('copyTo')}>
              <Select mode="multiple" allowClear showSearch optionFilterProp="label" options={options} />
            </Form.Item>
          ) : null}
          <Form.Item
            name="comment"
            label={d('comment')}
            rules={fields.comment === 'required' ? [{ required: true, whitespace: true, message: d('commentRequired') }] : []}
          >
            <Input.TextArea rows={3} maxLength={2000} placeholder={d('commentHint')} />
          </Form.Item>
        </Form>
      ) : null}
    </Modal>
  );
}
