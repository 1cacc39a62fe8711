// 添加任务 / 编辑任务: one task of the plan — name, kind (task, milestone, phase), phase, days,
// progress, the tasks it waits for, its colour on the chart. The plan's rules are the server's
// (said on 保存计划); the dialog only keeps the fields in shape.
import { DatePicker, Form, Input, InputNumber, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanTask } from '../contracts';

export const COLORS = ['#1677ff', '#52c41a', '#fa8c16', '#722ed1', '#eb2f96', '#13c2c2'] as const;

interface Values {
  name: string;
  type: PlanTask['type'];
  parentKey?: string | null;
  days: [Dayjs, Dayjs];
  progress: number;
  dependsOn: string[];
  color?: string | null;
}

export function TaskDialog({ task, plan, onOk, onCancel }: { task: PlanTask; plan: readonly PlanTask[]; onOk: (t: PlanTask) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  useEffect(() => {
    form.setFieldsValue({ name: task.name, type: task.type, parentKey: task.parentKey, days: [dayjs(task.start), dayjs(task.end)], progress: task.progress, dependsOn: task.dependsOn, color: task.color });
  }, [form, task]);
  const others = plan.filter((x) => x.key !== task.key);
  const submit = (v: Values) => {
    const start = v.days[0].format('YYYY-MM-DD');
    const end = v.type === 'milestone' ? start : v.days[1].format('YYYY-MM-DD');
    onOk({ ...task, name: v.name.trim(), type: v.type, parentKey: v.parentKey ?? null, start, end, progress: v.progress ?? 0, done: v.type === 'milestone' ? (v.progress ?? 0) >= 100 : false, dependsOn: v.dependsOn ?? [], color: v.color ?? null });
  };
  return (
    <Modal open title={t(task.name ? 'project.plan.editTask' : 'project.plan.addTask')} okText={t('project.plan.ok')} cancelText={t('project.plan.cancel')} onOk={() => form.submit()} onCancel={onCancel} destroyOnHidden>
      <Form form={form} layout="vertical" onFinish={submit} data-testid="project-task-form">
        <Form.Item name="name" label={t('project.plan.name')} rules={[{ required: true, whitespace: true, message: t('project.plan.nameRequired') }, { max: 128 }]}>
          <Input autoFocus />
        </Form.Item>
        <Form.Item name="type" label={t('project.plan.type')}>
          <Select options={(['task', 'milestone', 'group'] as const).map((k) => ({ value: k, label: t(`project.plan.types.${k}`) }))} />
        </Form.Item>
        <Form.Item name="parentKey" label={t('project.plan.phase')}>
          <Select allowClear options={others.filter((x) => x.type === 'group').map((x) => ({ value: x.key, label: x.name }))} />
        </Form.Item>
        <Form.Item name="days" label={t('project.plan.days')} rules={[{ required: true, message: t('project.plan.daysRequired') }]}>
          <DatePicker.RangePicker allowClear={false} />
        </Form.Item>
        <Form.Item name="progress" label={t('project.plan.progress')}>
          <InputNumber min={0} max={100} precision={0} addonAfter="%" />
        </Form.Item>
        <Form.Item name="dependsOn" label={t('project.plan.dependsOn')}>
          <Select mode="multiple" allowClear options={others.filter((x) => x.type !== 'group').map((x) => ({ value: x.key, label: x.name }))} />
        </Form.Item>
        <Form.Item name="color" label={t('project.plan.color')}>
          <Select
            allowClear
            options={COLORS.map((c) => ({ value: c, label: (
                <span>
                  <span style={{ display: 'inline-block', width: 40, height: 12, marginRight: 8, background: c, verticalAlign: 'middle' }} />
                  {c}
                </span>
              ),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
