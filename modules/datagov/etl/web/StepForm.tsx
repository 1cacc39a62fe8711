// The selected step's form in the designer: its name and key, then by kind — 读取: a source and its
// SELECT; 转换: the earlier steps it reads and a DuckDB SELECT over them (by their keys); 写入: the
// step whose rows it writes, the target source and table, the mode and (for upsert) the key columns.
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TranStep } from '../contracts';
import type { Option } from './api';

const E = 'datagov.etl';
const MODES = ['create', 'append', 'truncate', 'upsert'] as const;

export function StepForm({ step, steps, sources, onChange }: { step: TranStep; steps: readonly TranStep[]; sources: Array<Option & { kind: string }>; onChange: (s: TranStep) => void }) {
  const { t } = useTranslation();
  const earlier = steps.filter((s) => s.key !== step.key && s.kind !== 'write').map((s) => ({ value: s.key, label: `${s.name}（${s.key}）` }));
  const set = (patch: Partial<TranStep>) => onChange({ ...step, ...patch } as TranStep);
  return (
    <Form layout="vertical" size="small">
      <Form.Item label={t('datagov.name')} required>
        <Input value={step.name} maxLength={60} onChange={(e) => set({ name: e.target.value })} data-testid="etl-step-name" />
      </Form.Item>
      <Form.Item label={t(`${E}.stepKey`)} extra={t(`${E}.stepKeyHint`)} required>
        <Input value={step.key} maxLength={31} onChange={(e) => set({ key: e.target.value.toLowerCase() })} data-testid="etl-step-key" />
      </Form.Item>
      {step.kind === 'read' ? (
        <>
          <Form.Item label={t(`${E}.source`)} required>
            <Select value={step.sourceId || undefined} options={sources} onChange={(v) => set({ sourceId: v })} data-testid="etl-step-source" />
          </Form.Item>
          <Form.Item label="SELECT" required>
            <Input.TextArea value={step.sql} rows={5} onChange={(e) => set({ sql: e.target.value })} data-testid="etl-step-sql" />
          </Form.Item>
        </>
      ) : null}
      {step.kind === 'transform' ? (
        <>
          <Form.Item label={t(`${E}.inputs`)} required>
            <Select mode="multiple" value={step.inputs} options={earlier} onChange={(v) => set({ inputs: v })} data-testid="etl-step-inputs" />
          </Form.Item>
          <Form.Item label={t(`${E}.transformSql`)} extra={t(`${E}.transformHint`)} required>
            <Input.TextArea value={step.sql} rows={5} onChange={(e) => set({ sql: e.target.value })} data-testid="etl-step-sql" />
          </Form.Item>
        </>
      ) : null}
      {step.kind === 'write' ? (
        <>
          <Form.Item label={t(`${E}.input`)} required>
            <Select value={step.input || undefined} options={earlier} onChange={(v) => set({ input: v })} data-testid="etl-step-input" />
          </Form.Item>
          <Form.Item label={t(`${E}.target`)} extra={t(`${E}.targetHint`)} required>
            <Select value={step.sourceId || undefined} options={sources.filter((s) => s.kind === 'pg' || s.kind === 'sqlite')} onChange={(v) => set({ sourceId: v })} data-testid="etl-step-target" />
          </Form.Item>
          <Form.Item label={t(`${E}.table`)} required>
            <Input value={step.table} onChange={(e) => set({ table: e.target.value })} data-testid="etl-step-table" />
          </Form.Item>
          <Form.Item label={t(`${E}.mode`)} required>
            <Select value={step.mode} options={MODES.map((m) => ({ value: m, label: t(`${E}.modes.${m}`) }))} onChange={(v) => set({ mode: v })} data-testid="etl-step-mode" />
          </Form.Item>
          {step.mode === 'upsert' ? (
            <Form.Item label={t(`${E}.keys`)} required>
              <Select mode="tags" value={step.keys} onChange={(v) => set({ keys: v })} data-testid="etl-step-keys" />
            </Form.Item>
          ) : null}
        </>
      ) : null}
    </Form>
  );
}
