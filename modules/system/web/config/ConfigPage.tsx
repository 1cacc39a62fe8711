// system/Config (参数配置): the tenant's parameters as the product declares them, one card per
// group; a role holding system.config.update saves the ones it changed (only those are sent), others
// see the values read-only. The server checks every value against its declaration.
import { Alert, App, Button, Card, Form, Input, InputNumber, Select, Space, Spin, Switch, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConfigGroupView, ConfigParamView, ConfigValuesInput } from '../../contracts/config';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { ConfigApi } from '../dicts/api';

type Values = Record<string, boolean | number | string>;

/** The control of one parameter; Form.Item's id, value / checked and onChange pass through. */
function ParamInput({ p, disabled, ...control }: { p: ConfigParamView; disabled: boolean; id?: string; value?: never; checked?: boolean; onChange?: never }) {
  switch (p.kind) {
    case 'boolean':
      return <Switch {...control} disabled={disabled} />;
    case 'number':
      return <InputNumber {...control} min={p.min} max={p.max} precision={p.integer ? 0 : undefined} disabled={disabled} addonAfter={p.unit} style={{ width: 200 }} />;
    case 'select':
      return <Select {...control} options={p.options} disabled={disabled} style={{ width: 200 }} />;
    default:
      return <Input {...control} maxLength={p.maxLength} disabled={disabled} style={{ width: 320 }} />;
  }
}

export default function ConfigPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const editable = can('system.config.update');
  const [form] = Form.useForm<Values>();
  const [groups, setGroups] = useState<ConfigGroupView[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const show = useCallback((next: ConfigGroupView[]) => setGroups(next), []);
  // after the render that mounts the form (it is not there while loading)
  useEffect(() => {
    if (groups) form.setFieldsValue(Object.fromEntries(groups.flatMap((g) => g.params.map((p) => [p.key, p.value]))));
  }, [groups, form]);

  useEffect(() => {
    ConfigApi.list([], { ignoreError: true }).then(show, (e: unknown) => !isCancelled(e) && setError(errorMessage(e, t('config.loadFailed'))));
  }, [show, t]);

  const shownValue = (p: ConfigParamView, v: ConfigParamView['value']) =>
    p.kind === 'boolean' ? t(v ? 'config.yes' : 'config.no') : p.kind === 'select' ? (p.options?.find((o) => o.value === v)?.label ?? String(v)) : String(v === '' ? '—' : v) + (p.unit ? ` ${p.unit}` : '');

  const save = async (values: Values) => {
    const params = groups!.flatMap((g) => g.params);
    const changed: ConfigValuesInput = {};
    for (const p of params) {
      const v = p.kind === 'string' ? String(values[p.key] ?? '') : values[p.key];
      if (v !== undefined && v !== null && v !== p.value) (changed as Values)[p.key] = v;
    }
    if (!Object.keys(changed).length) {
      void message.info(t('config.unchanged'));
      return;
    }
    setSaving(true);
    try {
      show(await ConfigApi.update([changed], { ignoreError: true }));
      void message.success(t('config.saved'));
    } catch (e) {
      void message.error(errorMessage(e, t('config.failed')));
    } finally {
      setSaving(false);
    }
  };

  if (error) return <Alert type="error" showIcon message={error} />;
  if (!groups) return <Spin />;
  return (
    <Form form={form} layout="horizontal" labelCol={{ flex: '180px' }} onFinish={(v) => void save(v)} data-testid="config-page">
      {editable ? null : <Alert type="info" showIcon message={t('config.readOnly')} style={{ marginBottom: 12 }} />}
      {groups.map((g) => (
        <Card key={g.group} title={g.name} size="small" style={{ marginBottom: 16 }} data-testid={`config-group-${g.group}`}>
          {g.params.map((p) => (
            <Form.Item
              key={p.key}
              name={p.key}
              label={p.name}
              valuePropName={p.kind === 'boolean' ? 'checked' : 'value'}
              rules={p.kind === 'number' ? [{ required: true }] : []}
              extra={
                <Space direction="vertical" size={0}>
                  <span>{p.description}</span>
                  <Typography.Text type="secondary">
                    {t('config.defaultValue', { value: shownValue(p, p.defaultValue) })}
                    {p.modifyName && p.modifyDt ? ` · ${t('config.modifiedBy', { name: p.modifyName, time: new Date(p.modifyDt).toLocaleString() })}` : ''}
                  </Typography.Text>
                </Space>
              }
              data-testid={`config-${p.key}`}
            >
              <ParamInput p={p} disabled={!editable} />
            </Form.Item>
          ))}
        </Card>
      ))}
      {editable ? (
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('config.save')}
          </Button>
          <Button onClick={() => show([...groups])}>{t('config.reset')}</Button>
        </Space>
      ) : null}
    </Form>
  );
}
