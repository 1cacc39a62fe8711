// 新建任务: a task queued by hand — its type, the warehouse of automatic storage, the positions the
// type needs (put on: a target; pick: a source; move: both), container, quantity and priority.
// The server checks the same (wms.Robot/queue) and its refusal shows in the form.
import { Alert, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { RobotBoard, RobotTaskView } from '../contracts';
import { quiet, RobotApi } from './api';

interface Values {
  taskType: 'PutOn' | 'Pick' | 'Move';
  warehouseId: number;
  fromPositionId?: number;
  toPositionId?: number;
  containerCode?: string;
  quantity?: string;
  priority: number;
}

export function NewTaskModal({ open, places, onClose, onQueued }: { open: boolean; places: RobotBoard['automatic']; onClose: () => void; onQueued: (t: RobotTaskView) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const type = Form.useWatch('taskType', form);
  const warehouseId = Form.useWatch('warehouseId', form);
  const positions = (places.find((w) => w.id === warehouseId)?.positions ?? []).map((p) => ({ value: p.id, label: `${p.code} ${p.name}` }));
  const f = (k: string) => t(`warehouse.robot.form.${k}`);
  const required = (k: string) => [{ required: true, message: t('warehouse.robot.form.required', { field: f(k) }) }];

  const submit = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const task = await RobotApi.queue([{ ...v, quantity: v.quantity || null, containerCode: v.containerCode || null }], quiet);
      form.resetFields();
      onQueued(task);
    } catch (e) {
      setError(errorMessage(e, t('warehouse.robot.loadFailed')));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={open} title={t('warehouse.robot.newTask')} onOk={() => void submit()} confirmLoading={saving} onCancel={onClose} destroyOnHidden data-testid="robot-new-task">
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} />}
      <Form form={form} layout="vertical" initialValues={{ taskType: 'PutOn', priority: 5, warehouseId: places[0]?.id }}>
        <Form.Item name="taskType" label={f('taskType')} rules={required('taskType')}>
          <Select options={(['PutOn', 'Pick', 'Move'] as const).map((v) => ({ value: v, label: t(`warehouse.robot.type.${v}`) }))} />
        </Form.Item>
        <Form.Item name="warehouseId" label={f('warehouse')} rules={required('warehouse')}>
          <Select options={places.map((w) => ({ value: w.id, label: w.name }))} onChange={() => form.setFieldsValue({ fromPositionId: undefined, toPositionId: undefined })} />
        </Form.Item>
        {type !== 'PutOn' && (
          <Form.Item name="fromPositionId" label={f('from')} rules={required('from')}>
            <Select showSearch optionFilterProp="label" options={positions} />
          </Form.Item>
        )}
        {type !== 'Pick' && (
          <Form.Item name="toPositionId" label={f('to')} rules={required('to')}>
            <Select showSearch optionFilterProp="label" options={positions} />
          </Form.Item>
        )}
        <Form.Item name="containerCode" label={f('container')}>
          <Input maxLength={128} />
        </Form.Item>
        <Form.Item name="quantity" label={f('quantity')}>
          <InputNumber<string> stringMode min="0" precision={4} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="priority" label={f('priority')}>
          <InputNumber min={0} max={9} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
