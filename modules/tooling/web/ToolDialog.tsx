// The dialog of one tool operation: 装刀 / 安装 pick the machine, 卸刀 / 卸载 may be abnormal with
// its reason, 修磨 and 报废 confirm, 点检 shows the plan's items (the check paper) with their
// limits and takes a reading for each, marking one out of limits as it is typed. A refusal shows
// the server's message (刀具已安装，禁止重复安装 …) in the dialog and keeps it open. Mounted on its own
// (an action runs outside the page's React tree), with the app's theme and language.
import { Alert, Checkbox, Form, Input, Modal, Select, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import { EntityApi } from '../../../src/api/services';
import { openDialog } from '../../../src/templates/actions/openDialog';
import type { CheckPaper } from '../contracts';
import { SHIFTS } from '../entities/options';
import { CutterApi, FixtureApi, quiet } from './api';
import { argumentOf, emptyForm, outside, type ToolForm, type ToolKind, type ToolOperation } from './form';

interface Props {
  op: ToolOperation;
  kind: ToolKind;
  tool: { id: number; code: string };
  onClose: (done: boolean) => void;
}

type Option = { value: number; label: string };

/** A searchable picker over an entity's records (code and name). */
function Picker({ entityCode, value, onChange, label }: { entityCode: string; value?: number; onChange: (v: number) => void; label: string }) {
  const [options, setOptions] = useState<Option[]>([]);
  const search = (text = '') => {
    void EntityApi.fuzzyPage([{ entityCode, text, page: 1, pageSize: 50 }], quiet)
      .then((p) => setOptions(p.itemList.map((r) => ({ value: r.id, label: `${r.code} ${r.name}` }))))
      .catch(() => setOptions([]));
  };
  useEffect(search, [entityCode]);
  return <Select aria-label={label} showSearch filterOption={false} onSearch={search} options={options} value={value} onChange={onChange} />;
}

const today = () => new Date().toISOString().slice(0, 10);

async function post(op: ToolOperation, kind: ToolKind, arg: Record<string, unknown>): Promise<void> {
  // one dialog posts to the operations of both services, each with its own argument shape
  const api = (kind === 'Cutter' ? CutterApi : FixtureApi) as unknown as Record<string, (args: readonly unknown[], o: typeof quiet) => Promise<unknown>>;
  await api[op]([arg], quiet);
}

export function ToolDialog({ op, kind, tool, onClose }: Props) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(true);
  const [form, setForm] = useState<ToolForm>(() => emptyForm(today()));
  const [paper, setPaper] = useState<CheckPaper | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [running, setRunning] = useState(false);
  const [done, setDone] = useState(false);
  const set = (patch: Partial<ToolForm>) => setForm((f) => ({ ...f, ...patch }));
  const en = i18n.language === 'en_US';

  useEffect(() => {
    if (op !== 'check') return;
    FixtureApi.checkPaper([{ id: tool.id }], quiet)
      .then(setPaper)
      .catch((e) => setError(errorMessage(e, t('tooling.op.failed'))));
  }, [op, tool.id, t]);

  const run = async () => {
    const a = argumentOf(op, tool.id, form, paper?.items.map((i) => i.item) ?? []);
    if ('missing' in a) {
      const [key, item] = a.missing.split(':');
      setError(t('tooling.op.missing', { field: item ?? t(`tooling.op.field.${key}`) }));
      return;
    }
    setRunning(true);
    setError(null);
    try {
      await post(op, kind, a.arg);
      setDone(true);
      setOpen(false);
    } catch (e) {
      setError(errorMessage(e, t('tooling.op.failed')));
    } finally {
      setRunning(false);
    }
  };

  return (
    <Modal
      open={open}
      title={`${t(`tooling.op.title.${kind}.${op}`)} ${tool.code}`}
      okText={t('tooling.op.ok')}
      confirmLoading={running}
      okButtonProps={{ disabled: op === 'check' && !paper }}
      onOk={() => void run()}
      onCancel={() => setOpen(false)}
      afterOpenChange={(shown) => !shown && onClose(done)}
      destroyOnHidden
    >
      <Form layout="vertical" data-testid={`tool-op-${op}`}>
        {op === 'install' ? (
          <Form.Item label={t('tooling.op.field.equipmentId')} required>
            <Picker entityCode="Equipment" label={t('tooling.op.field.equipmentId')} value={form.equipmentId} onChange={(equipmentId) => set({ equipmentId })} />
          </Form.Item>
        ) : null}
        {op === 'uninstall' ? (
          <>
            <Form.Item>
              <Checkbox checked={form.abnormal} onChange={(e) => set({ abnormal: e.target.checked })}>
                {t('tooling.op.field.abnormal')}
              </Checkbox>
            </Form.Item>
            {form.abnormal ? (
              <Form.Item label={t('tooling.op.field.reasonId')} required>
                <Picker entityCode="ToolUninstallReason" label={t('tooling.op.field.reasonId')} value={form.reasonId} onChange={(reasonId) => set({ reasonId })} />
              </Form.Item>
            ) : null}
          </>
        ) : null}
        {op === 'dress' || op === 'scrap' ? <p>{t(`tooling.op.ask.${op}`, { code: tool.code })}</p> : null}
        {op === 'check' ? (
          paper ? (
            <>
              <p>{t('tooling.op.plan', { plan: `${paper.plan.code} ${paper.plan.name}` })}</p>
              <Form.Item label={t('tooling.op.field.checkDate')}>
                <Input type="date" aria-label={t('tooling.op.field.checkDate')} value={form.checkDate} onChange={(e) => set({ checkDate: e.target.value })} />
              </Form.Item>
              <Form.Item label={t('tooling.op.field.shift')}>
                <Select aria-label={t('tooling.op.field.shift')} value={form.shift} onChange={(shift) => set({ shift })} options={SHIFTS.map((s) => ({ value: s.value, label: en ? s.labelEn : s.label }))} />
              </Form.Item>
              {paper.items.map((i) => {
                const value = form.readings[i.item] ?? '';
                const bad = outside(value, i);
                return (
                  <Form.Item key={i.item} label={i.item} required validateStatus={bad ? 'error' : undefined} help={t('tooling.op.limits', { standard: i.standard_value, upper: i.upper_deviation, lower: i.lower_deviation, unit: i.unit ?? '' }) + (bad ? ` — ${t('tooling.op.outside')}` : '')}>
                    <Input aria-label={i.item} inputMode="decimal" value={value} onChange={(e) => set({ readings: { ...form.readings, [i.item]: e.target.value } })} />
                  </Form.Item>
                );
              })}
            </>
          ) : error ? null : (
            <Spin />
          )
        ) : null}
        <Form.Item label={t('tooling.op.field.remark')}>
          <Input aria-label={t('tooling.op.field.remark')} maxLength={512} value={form.remark} onChange={(e) => set({ remark: e.target.value })} />
        </Form.Item>
      </Form>
      {error ? <Alert type="error" showIcon message={error} data-testid="tool-op-error" /> : null}
    </Modal>
  );
}

/** Shows the dialog; resolves once it has closed, with whether the operation was done. */
export function openToolDialog(op: ToolOperation, kind: ToolKind, tool: { id: number; code: string }): Promise<boolean> {
  return openDialog<boolean>((close) => <ToolDialog op={op} kind={kind} tool={tool} onClose={close} />);
}
