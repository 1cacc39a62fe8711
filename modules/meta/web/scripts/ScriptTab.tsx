// 表单脚本 (Form script) of an entity in 实体管理: edit the script its detail forms run (in a
// sandbox, API v1: README "Tenant form scripts"), the server calls it may ask for, save it as a
// new version, see the versions and load an older one back, or stop serving it.
import { Alert, App, Button, Form, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { TenantScriptVersion } from '../../scripts-contracts';
import { TenantScriptApi } from './api';
import { useScriptHistory } from './useScriptHistory';

const EXAMPLE = `plantform.onFieldChange('contact', ({ value }) => plantform.setRequired('phone', !!value));`;
const CALL_PATH = /^[A-Za-z][A-Za-z0-9_]*\.[A-Za-z][A-Za-z0-9_]*\/[A-Za-z][A-Za-z0-9_]*$/;

interface ScriptTabProps {
  entityCode: string;
  entityName: string;
  /** the role holds meta.entity.script */
  canWrite: boolean;
}

export function ScriptTab({ entityCode, entityName, canWrite }: ScriptTabProps) {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const { versions, served, loading, error, reload } = useScriptHistory(entityCode);
  const [source, setSource] = useState('');
  const [calls, setCalls] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [sourceError, setSourceError] = useState<string | null>(null);

  // the editor shows what the forms run now, each time the versions are (re)loaded
  const servedId = served?.id ?? null;
  useEffect(() => {
    setSource(served?.source ?? '');
    setCalls(served?.allowedCalls ?? []);
  }, [served]);

  const badCall = calls.find((c) => !CALL_PATH.test(c));
  const save = async () => {
    if (!source.trim()) return setSourceError(t('meta.script.sourceRequired'));
    if (badCall) return;
    setSaving(true);
    try {
      const saved = await TenantScriptApi.save([{ entityCode, source, allowedCalls: calls }], { ignoreError: true });
      void message.success(t('meta.script.saved', { version: saved.version }));
      reload();
    } catch (e) {
      void message.error(errorMessage(e, t('meta.failed')));
    } finally {
      setSaving(false);
    }
  };
  const remove = () =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('meta.script.removeConfirm', { name: entityName }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await TenantScriptApi.remove([entityCode], { ignoreError: true });
          void message.success(t('meta.script.removed'));
          reload();
        } catch (e) {
          void message.error(errorMessage(e, t('meta.failed')));
        }
      },
    });
  const loadVersion = (v: TenantScriptVersion) => {
    setSource(v.source);
    setCalls(v.allowedCalls);
    setSourceError(null);
  };

  const columns: TableColumnsType<TenantScriptVersion> = [
    { title: t('meta.script.version'), dataIndex: 'version', width: 70 },
    {
      title: t('meta.script.state'),
      key: 'state',
      width: 90,
      render: (_, v) => (v.id === servedId ? <Tag color="green">{t('meta.script.current')}</Tag> : v.enabled ? <Tag>{t('meta.script.older')}</Tag> : <Tag color="default">{t('meta.script.disabled')}</Tag>),
    },
    { title: t('meta.script.author'), dataIndex: 'createName', width: 110 },
    { title: t('meta.script.savedAt'), dataIndex: 'createDt', width: 170, render: (dt: string) => new Date(dt).toLocaleString() },
    { title: t('meta.script.size'), dataIndex: 'bytes', width: 90, render: (b: number) => `${(b / 1024).toFixed(1)} KB` },
    { title: t('meta.script.calls'), dataIndex: 'allowedCalls', render: (c: string[]) => c.join(', ') },
    { title: t('templates.operations'), key: 'load', width: 110, render: (_, v) => <Button size="small" type="link" onClick={() => loadVersion(v)}>{t('meta.script.load')}</Button> },
  ];

  return (
    <div data-testid="script-tab">
      <Alert type="info" showIcon message={t('meta.script.intro')} style={{ marginBottom: 12 }} />
      {error ? <Alert type="error" message={error} style={{ marginBottom: 12 }} /> : null}
      {!canWrite ? <Alert type="warning" message={t('meta.script.readOnly')} style={{ marginBottom: 12 }} /> : null}
      <Form layout="vertical">
        <Form.Item label={t('meta.script.source')} required validateStatus={sourceError ? 'error' : undefined} help={sourceError ?? (served ? t('meta.script.serving', { version: served.version }) : t('meta.script.none'))}>
          <Input.TextArea
            data-testid="script-source"
            value={source}
            onChange={(e) => {
              setSource(e.target.value);
              setSourceError(null);
            }}
            readOnly={!canWrite}
            placeholder={EXAMPLE}
            spellCheck={false}
            autoSize={{ minRows: 12, maxRows: 28 }}
            style={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 }}
          />
        </Form.Item>
        <Form.Item label={t('meta.script.allowedCalls')} validateStatus={badCall ? 'error' : undefined} help={badCall ? t('meta.script.badCall', { call: badCall }) : t('meta.script.allowedCallsHint')}>
          <Select mode="tags" data-testid="script-allowed-calls" value={calls} onChange={setCalls} open={false} tokenSeparators={[',', ' ']} disabled={!canWrite} suffixIcon={null} />
        </Form.Item>
        <Space>
          <Button type="primary" onClick={() => void save()} loading={saving} disabled={!canWrite}>
            {t('meta.script.save')}
          </Button>
          {served && canWrite ? (
            <Button danger onClick={remove}>
              {t('meta.script.remove')}
            </Button>
          ) : null}
        </Space>
      </Form>
      <h4 style={{ margin: '20px 0 8px' }}>{t('meta.script.history')}</h4>
      <Table data-testid="script-history" rowKey="id" size="small" loading={loading} columns={columns} dataSource={versions} pagination={{ pageSize: 10, hideOnSinglePage: true }} />
    </div>
  );
}
