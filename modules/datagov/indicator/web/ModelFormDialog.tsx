// The form of a data model (新增 / 编辑 on 主数据模型): code, name, description, its origin — a report
// source of the product's database or a harvested table of another source — and, per column the
// origin offers, whether the model uses it and as what (维度, 度量, 时间, 属性) under which label;
// owner and tags. The server checks every column again (a time column is a date, a measure a number).
import { Alert, App, Form, Input, Modal, Select, Table } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { ModalProps } from '../../../../src/templates/service-list/types';
import { PersonPicker } from '../../web/PersonPicker';
import type { ColumnRole, ModelView, SourceColumn } from '../contracts';
import { ModelApi } from './api';

const K = 'datagov.indicator';
type Origin = Awaited<ReturnType<typeof ModelApi.origins>>[number];
type Use = { role: ColumnRole | ''; label: string };

const keyOf = (m: ModelView) => (m.kind === 'report' ? `report:${m.reportCode}` : `table:${m.sourceId}:${m.table}`);

export function ModelFormDialog(props: ModalProps & { model: ModelView | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ code: string; name: string; description?: string; origin?: string; ownerId?: number | null; tags?: string[] }>();
  const [origins, setOrigins] = useState<Origin[]>([]);
  const [origin, setOrigin] = useState<string | undefined>(props.model ? keyOf(props.model) : undefined);
  const [columns, setColumns] = useState<SourceColumn[] | null>(null);
  const [uses, setUses] = useState<Record<string, Use>>(() => Object.fromEntries((props.model?.columns ?? []).map((c) => [c.name, { role: c.role, label: c.label }])));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const chosen = useMemo(() => origins.find((o) => o.key === origin), [origins, origin]);

  useEffect(() => {
    ModelApi.origins([], { ignoreError: true }).then(setOrigins, (e) => setError(errorMessage(e, t(`${K}.loadFailed`))));
  }, [t]);
  useEffect(() => {
    if (!chosen) return;
    setColumns(null);
    ModelApi.originColumns([{ reportCode: chosen.reportCode ?? null, sourceId: chosen.sourceId ?? null, table: chosen.table ?? null }], { ignoreError: true }).then(setColumns, (e) =>
      setError(errorMessage(e, t(`${K}.loadFailed`))),
    );
  }, [chosen, t]);

  const use = (name: string, patch: Partial<Use>, column: SourceColumn) =>
    setUses((u) => ({ ...u, [name]: { role: u[name]?.role ?? '', label: u[name]?.label ?? column.label, ...patch } }));

  const save = async () => {
    const v = await form.validateFields();
    if (!chosen) return;
    setSaving(true);
    try {
      const cols = (columns ?? []).filter((c) => uses[c.name]?.role).map((c) => ({ name: c.name, label: uses[c.name]!.label || c.label, role: uses[c.name]!.role as ColumnRole }));
      await ModelApi.save(
        [{
          id: props.model?.id, code: v.code, name: v.name, description: v.description ?? null, kind: chosen.kind, reportCode: chosen.reportCode ?? null,
          sourceId: chosen.sourceId ?? null, table: chosen.table ?? null, columns: cols, ownerId: v.ownerId ?? null, tags: v.tags ?? [],
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

  const m = props.model;
  return (
    <Modal open={props.open} title={t(m ? `${K}.editModel` : `${K}.addModel`)} onCancel={props.onClose} onOk={save} confirmLoading={saving} width={860} destroyOnHidden okButtonProps={{ 'data-testid': 'ind-model-save' } as never}>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      <Form form={form} layout="vertical" initialValues={{ code: m?.code, name: m?.name, description: m?.description ?? undefined, ownerId: m?.ownerId, tags: m?.tags ?? [] }}>
        <div style={{ display: 'flex', gap: 12 }}>
          <Form.Item name="code" label={t(`${K}.code`)} rules={[{ required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/, message: t(`${K}.codeRule`) }]} style={{ flex: 1 }}>
            <Input data-testid="ind-model-code" maxLength={64} />
          </Form.Item>
          <Form.Item name="name" label={t(`${K}.name`)} rules={[{ required: true, message: t(`${K}.required`) }]} style={{ flex: 1 }}>
            <Input data-testid="ind-model-name" maxLength={100} />
          </Form.Item>
          <Form.Item name="ownerId" label={t(`${K}.owner`)} style={{ flex: 1 }}>
            <PersonPicker />
          </Form.Item>
        </div>
        <Form.Item label={t(`${K}.origin`)} required>
          <Select
            showSearch
            optionFilterProp="label"
            value={origin}
            onChange={(k) => { setOrigin(k); setUses({}); }}
            data-testid="ind-model-origin"
            options={origins.map((o) => ({ value: o.key, label: `${t(`${K}.kinds.${o.kind}`)}：${o.label}` }))}
          />
        </Form.Item>
        <Form.Item name="description" label={t(`${K}.description`)}>
          <Input.TextArea rows={2} maxLength={2000} />
        </Form.Item>
        <Form.Item name="tags" label={t(`${K}.tags`)}>
          <Select mode="tags" tokenSeparators={[',', '，']} />
        </Form.Item>
      </Form>
      {chosen ? (
        <Table<SourceColumn>
          size="small"
          rowKey="name"
          loading={!columns}
          pagination={false}
          scroll={{ y: 280 }}
          dataSource={columns ?? []}
          columns={[
            { title: t(`${K}.column`), dataIndex: 'name', width: 200 },
            { title: t(`${K}.type`), dataIndex: 'type', width: 120 },
            {
              title: t(`${K}.role`), key: 'role', width: 150,
              render: (_, c) => (
                <Select
                  size="small"
                  style={{ width: 130 }}
                  value={uses[c.name]?.role ?? ''}
                  onChange={(role) => use(c.name, { role }, c)}
                  data-testid={`ind-role-${c.name}`}
                  options={[{ value: '', label: t(`${K}.roles.none`) }, ...(['dimension', 'measure', 'time', 'attribute'] as const).map((r) => ({ value: r, label: t(`${K}.roles.${r}`) }))]}
                />
              ),
            },
            {
              title: t(`${K}.label`), key: 'label',
              render: (_, c) => <Input size="small" value={uses[c.name]?.label ?? c.label} disabled={!uses[c.name]?.role} onChange={(e) => use(c.name, { label: e.target.value }, c)} maxLength={100} />,
            },
          ]}
        />
      ) : null}
    </Modal>
  );
}
