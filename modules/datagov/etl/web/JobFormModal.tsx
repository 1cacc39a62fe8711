// A job's form: repository, code, name, its steps in order (a transformation or a script each, with
// its condition: on success / on failure / always), the time limit and attempts.
import { App, Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { JobView } from '../contracts';
import { JobApi, type Option } from './api';

const E = 'datagov.etl';
type Choices = { repos: Option[]; trans: Option[]; scripts: Option[] };
type Values = { repoId: number; code: string; name: string; timeLimitS: number; maxAttempts: number; steps: Array<{ ref: string; when: 'success' | 'failure' | 'always' }>; remark?: string };

export function JobFormModal({ job, choices, open, onClose, onDone }: { job: JobView | null; choices: Choices; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const refs = [
    ...choices.trans.map((o) => ({ value: `tran:${o.value}`, label: `${t(`${E}.tranShort`)} · ${o.label}` })),
    ...choices.scripts.map((o) => ({ value: `script:${o.value}`, label: `${t(`${E}.scriptShort`)} · ${o.label}` })),
  ];
  const whens = (['success', 'failure', 'always'] as const).map((w) => ({ value: w, label: t(`${E}.when.${w}`) }));
  const initial: Partial<Values> = job
    ? { repoId: job.repoId, code: job.code, name: job.name, timeLimitS: job.timeLimitS, maxAttempts: job.maxAttempts, remark: job.remark ?? undefined, steps: job.steps.map((s) => ({ ref: `${s.kind}:${s.refId}`, when: s.when })) }
    : { timeLimitS: 600, maxAttempts: 3, steps: [{ ref: '', when: 'success' }] };
  const save = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      const steps = v.steps.map((s) => ({ kind: s.ref.split(':')[0] as 'tran' | 'script', refId: Number(s.ref.split(':')[1]), when: s.when }));
      await JobApi.save([{ id: job?.id, repoId: v.repoId, code: v.code, name: v.name, remark: v.remark ?? null, timeLimitS: v.timeLimitS, maxAttempts: v.maxAttempts, steps, ownerId: job?.ownerId ?? undefined }], { ignoreError: true });
      message.success(t('datagov.saved'));
      onDone();
    } catch (e) {
      message.error(errorMessage(e, t('datagov.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={t(job ? `${E}.editJob` : `${E}.addJob`)} onCancel={onClose} onOk={save} confirmLoading={busy} width={720} destroyOnHidden>
      <Form form={form} layout="vertical" initialValues={initial}>
        <Space wrap>
          <Form.Item name="repoId" label={t(`${E}.repo`)} rules={[{ required: true }]}>
            <Select style={{ width: 200 }} options={choices.repos} data-testid="etl-job-repo" />
          </Form.Item>
          <Form.Item name="code" label={t('datagov.code')} rules={[{ required: true }]}>
            <Input maxLength={64} data-testid="etl-job-code" />
          </Form.Item>
          <Form.Item name="name" label={t('datagov.name')} rules={[{ required: true }]}>
            <Input maxLength={100} data-testid="etl-job-name" />
          </Form.Item>
          <Form.Item name="timeLimitS" label={t(`${E}.timeLimit`)}>
            <InputNumber min={10} max={21600} />
          </Form.Item>
          <Form.Item name="maxAttempts" label={t(`${E}.maxAttempts`)}>
            <InputNumber min={1} max={10} />
          </Form.Item>
        </Space>
        <Form.List name="steps">
          {(fields, { add, remove }) => (
            <>
              {fields.map((f, i) => (
                <Space key={f.key} align="baseline">
                  <span>{i + 1}.</span>
                  <Form.Item name={[f.name, 'ref']} rules={[{ required: true }]}>
                    <Select style={{ width: 380 }} options={refs} data-testid={`etl-job-step-${i}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'when']}>
                    <Select style={{ width: 130 }} options={whens} />
                  </Form.Item>
                  <Button type="link" danger onClick={() => remove(f.name)} disabled={fields.length === 1}>{t('templates.delete')}</Button>
                </Space>
              ))}
              <Button onClick={() => add({ ref: '', when: 'success' })}>{t(`${E}.addJobStep`)}</Button>
            </>
          )}
        </Form.List>
        <Form.Item name="remark" label={t(`${E}.remark`)} style={{ marginTop: 12 }}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
