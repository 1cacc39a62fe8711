// The form of an indicator (新增 / 编辑 on 指标管理): over which model, the measure (an aggregate of a
// measure column, or 计数) and optionally a denominator making it a ratio (shown ×100 as a
// percentage when asked), up to two of the model's dimensions to break down by, one filter, the
// period, unit and decimals, the target with its direction and the alarm threshold, and whether the
// schedule computes it. Choices come from the model; the server checks them again.
import { Alert, App, Checkbox, Form, Input, InputNumber, Modal, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { ModalProps } from '../../../../src/templates/service-list/types';
import type { Aggregate, IndicatorView, ModelFilter, ModelView } from '../contracts';
import { ModelApi, IndicatorApi } from './api';

const K = 'datagov.indicator';
const AGGS: Aggregate[] = ['sum', 'avg', 'count', 'countDistinct', 'min', 'max'];
const NUMBER = /^-?\d{1,15}(\.\d{1,6})?$/;

type Values = {
  code: string; name: string; description?: string; modelId?: number; agg: Aggregate; column?: string; ratio?: boolean; denAgg?: Aggregate; denColumn?: string;
  percent?: boolean; dimensions?: string[]; filterColumn?: string; filterText?: string; period: 'day' | 'week' | 'month'; unit?: string; scale?: number;
  target?: string; direction: 'higher' | 'lower'; alarm?: string; scheduled?: boolean;
};

function initial(i: IndicatorView | null): Partial<Values> {
  if (!i) return { agg: 'sum', period: 'month', direction: 'higher', scale: 2, scheduled: true, dimensions: [] };
  const f = i.filters[0];
  return {
    code: i.code, name: i.name, description: i.description ?? undefined, modelId: i.modelId, agg: i.measure.agg, column: i.measure.column ?? undefined,
    ratio: !!i.denominator, denAgg: i.denominator?.agg, denColumn: i.denominator?.column ?? undefined, percent: i.percent, dimensions: i.dimensions,
    filterColumn: f?.column, filterText: f && (f.op === 'eq' || f.op === 'contains') ? String(f.value) : undefined,
    period: i.period, unit: i.unit ?? undefined, scale: i.scale, target: i.target ?? undefined, direction: i.direction, alarm: i.alarm ?? undefined, scheduled: i.scheduled,
  };
}

export function IndicatorFormDialog(props: ModalProps & { indicator: IndicatorView | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [models, setModels] = useState<ModelView[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const modelId = Form.useWatch('modelId', form);
  const ratio = Form.useWatch('ratio', form);
  const model = models.find((m) => m.id === modelId);
  const cols = (role?: string) => (model?.columns ?? []).filter((c) => !role || c.role === role).map((c) => ({ value: c.name, label: c.label }));

  useEffect(() => {
    ModelApi.summaryPage([{ page: 1, pageSize: 200 }], { ignoreError: true }).then((p) => setModels(p.itemList), (e) => setError(errorMessage(e, t(`${K}.loadFailed`))));
  }, [t]);

  const save = async () => {
    const v = await form.validateFields();
    const filterCol = model?.columns.find((c) => c.name === v.filterColumn);
    const filters: ModelFilter[] = filterCol && v.filterText?.trim()
      ? [filterCol.role === 'measure' && Number.isFinite(Number(v.filterText)) ? { column: filterCol.name, op: 'eq', value: Number(v.filterText) } : { column: filterCol.name, op: 'eq', value: v.filterText.trim() }]
      : [];
    setSaving(true);
    try {
      await IndicatorApi.save(
        [{
          id: props.indicator?.id, version: props.indicator?.version, code: v.code, name: v.name, description: v.description ?? null, modelId: v.modelId!,
          measure: { agg: v.agg, column: v.column ?? null }, denominator: v.ratio ? { agg: v.denAgg ?? 'sum', column: v.denColumn ?? null } : null, percent: !!v.percent,
          dimensions: v.dimensions ?? [], filters, period: v.period, unit: v.unit || null, scale: v.scale ?? 2, target: v.target || null, direction: v.direction,
          alarm: v.alarm || null, scheduled: v.scheduled ?? true,
        }],
        { ignoreError: true },
      );
      void message.success(t(`${K}.saved`));
      props.onDone();
    } catch (e) {
      setError(errorMessage(e, t(`${K}.failed`)));
    } finally {
      setSaving(false);
    }
  };

  const number = { pattern: NUMBER, message: t(`${K}.numberRule`) };
  const aggOptions = AGGS.map((a) => ({ value: a, label: t(`${K}.aggs.${a}`) }));
  return (
    <Modal open={props.open} title={t(props.indicator ? `${K}.editIndicator` : `${K}.addIndicator`)} onCancel={props.onClose} onOk={save} confirmLoading={saving} width={760} destroyOnHidden okButtonProps={{ 'data-testid': 'ind-save' } as never}>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} data-testid="ind-form-error" /> : null}
      <Form form={form} layout="vertical" initialValues={initial(props.indicator)}>
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item name="code" label={t(`${K}.code`)} rules={[{ required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, message: t(`${K}.codeRule`) }]} style={{ flex: 1 }}>
            <Input data-testid="ind-code" maxLength={64} />
          </Form.Item>
          <Form.Item name="name" label={t(`${K}.name`)} rules={[{ required: true, message: t(`${K}.required`) }]} style={{ flex: 1 }}>
            <Input data-testid="ind-name" maxLength={100} />
          </Form.Item>
          <Form.Item name="modelId" label={t(`${K}.model`)} rules={[{ required: true, message: t(`${K}.required`) }]} style={{ flex: 1 }}>
            <Select data-testid="ind-model" options={models.map((m) => ({ value: m.id, label: m.name }))} onChange={() => form.setFieldsValue({ column: undefined, denColumn: undefined, dimensions: [], filterColumn: undefined })} />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item name="agg" label={t(`${K}.measure`)} style={{ width: 160 }}>
            <Select data-testid="ind-agg" options={aggOptions} />
          </Form.Item>
          <Form.Item name="column" label={t(`${K}.column`)} style={{ flex: 1 }}>
            <Select data-testid="ind-column" allowClear options={cols()} />
          </Form.Item>
          <Form.Item name="ratio" label={t(`${K}.ratio`)} valuePropName="checked">
            <Checkbox data-testid="ind-ratio" />
          </Form.Item>
          <Form.Item name="percent" label={t(`${K}.percent`)} valuePropName="checked">
            <Checkbox />
          </Form.Item>
        </Space.Compact>
        {ratio ? (
          <Space.Compact block style={{ gap: 12 }}>
            <Form.Item name="denAgg" label={t(`${K}.denominator`)} style={{ width: 160 }} initialValue="sum">
              <Select options={aggOptions} />
            </Form.Item>
            <Form.Item name="denColumn" label={t(`${K}.column`)} style={{ flex: 1 }}>
              <Select allowClear options={cols()} />
            </Form.Item>
          </Space.Compact>
        ) : null}
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item name="dimensions" label={t(`${K}.dimensions`)} style={{ flex: 1 }}>
            <Select mode="multiple" maxCount={2} data-testid="ind-dimensions" options={cols('dimension')} />
          </Form.Item>
          <Form.Item name="filterColumn" label={t(`${K}.filter`)} style={{ width: 160 }}>
            <Select allowClear options={cols()} />
          </Form.Item>
          <Form.Item name="filterText" label={t(`${K}.filterValue`)} style={{ width: 160 }}>
            <Input maxLength={256} />
          </Form.Item>
        </Space.Compact>
        <Space.Compact block style={{ gap: 12 }}>
          <Form.Item name="period" label={t(`${K}.period`)} style={{ width: 110 }}>
            <Select data-testid="ind-period" options={(['day', 'week', 'month'] as const).map((p) => ({ value: p, label: t(`${K}.periods.${p}`) }))} />
          </Form.Item>
          <Form.Item name="unit" label={t(`${K}.unit`)} style={{ width: 90 }}>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name="scale" label={t(`${K}.scale`)} style={{ width: 90 }}>
            <InputNumber min={0} max={6} precision={0} />
          </Form.Item>
          <Form.Item name="direction" label={t(`${K}.direction`)} style={{ width: 130 }}>
            <Select options={(['higher', 'lower'] as const).map((d) => ({ value: d, label: t(`${K}.directions.${d}`) }))} />
          </Form.Item>
          <Form.Item name="target" label={t(`${K}.target`)} rules={[number]} style={{ flex: 1 }}>
            <Input data-testid="ind-target" />
          </Form.Item>
          <Form.Item name="alarm" label={t(`${K}.alarm`)} rules={[number]} style={{ flex: 1 }}>
            <Input data-testid="ind-alarm" />
          </Form.Item>
        </Space.Compact>
        <Form.Item name="description" label={t(`${K}.description`)}>
          <Input.TextArea rows={2} maxLength={1000} />
        </Form.Item>
        <Form.Item name="scheduled" valuePropName="checked">
          <Checkbox>{t(`${K}.scheduled`)}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
