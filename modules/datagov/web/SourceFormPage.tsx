// meta/DataSourceAdd and meta/DataSourceEdit?id=: a source's settings by kind — nothing for the
// product's database, host / port / database / user / password for PostgreSQL, an uploaded file for
// SQLite, CSV and Excel. A stored password is never shown: the form says 已设置 and takes a new one.
// Saving checks the connection on the server; a refusal keeps the form open with its message.
import { Alert, App, Button, Card, Checkbox, Form, Input, InputNumber, Select, Skeleton, Space, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { SourceInput, SourceKind, SourceView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { uploadFile } from '../../../src/api/upload';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { KINDS, SourceApi } from './api';

const ACCEPT: Partial<Record<SourceKind, string>> = { sqlite: '.sqlite,.sqlite3,.db', csv: '.csv', xlsx: '.xlsx' };

export default function SourceFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useOpenPage();
  const [search] = useSearchParams();
  const editing = useLocation().pathname.endsWith('DataSourceEdit');
  const id = Number(search.get('id'));
  const [form] = Form.useForm<SourceInput>();
  const kind = Form.useWatch('kind', form) as SourceKind | undefined;
  const [source, setSource] = useState<SourceView | null>(null);
  const [file, setFile] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!editing) return;
    SourceApi.detail([id], { ignoreError: true }).then(
      (s) => {
        setSource(s);
        form.setFieldsValue({ ...s, password: undefined } as unknown as SourceInput);
        if (s.fileId) setFile({ id: s.fileId, name: s.fileName ?? String(s.fileId) });
      },
      (e) => setError(errorMessage(e, t('datagov.loadFailed'))),
    );
  }, [editing, id, form, t]);

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    setError(null);
    try {
      const saved = await SourceApi.save([{ ...v, id: source?.id, version: source?.version, fileId: file?.id ?? null, password: v.password || undefined }], { ignoreError: true });
      void message.success(t('datagov.saved'));
      open(`meta/DataSourceDetail?id=${saved.id}`);
    } catch (e) {
      setError(errorMessage(e, t('datagov.failed')));
    } finally {
      setSaving(false);
    }
  };

  if (editing && !source && !error) return <Skeleton active />;
  return (
    <Card variant="borderless" title={t(editing ? 'datagov.editSource' : 'datagov.addSource')} extra={<Button onClick={() => open('meta/DataSource')}>{t('datagov.back')}</Button>}>
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="dg-form-error" /> : null}
      <Form form={form} layout="horizontal" labelCol={{ span: 4 }} wrapperCol={{ span: 12 }} initialValues={{ kind: 'pg', port: 5432 }}>
        <Form.Item name="code" label={t('datagov.code')} rules={[{ required: true, pattern: /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/ }]}>
          <Input data-testid="dg-code" maxLength={64} />
        </Form.Item>
        <Form.Item name="name" label={t('datagov.name')} rules={[{ required: true }]}>
          <Input data-testid="dg-name" maxLength={100} />
        </Form.Item>
        <Form.Item name="kind" label={t('datagov.kind')} rules={[{ required: true }]}>
          <Select data-testid="dg-kind" options={KINDS.map((k) => ({ value: k, label: t(`datagov.kinds.${k}`) }))} />
        </Form.Item>
        {kind === 'pg' ? (
          <>
            <Form.Item name="host" label={t('datagov.host')} rules={[{ required: true }]}>
              <Input data-testid="dg-host" />
            </Form.Item>
            <Form.Item name="port" label={t('datagov.port')}>
              <InputNumber min={1} max={65535} />
            </Form.Item>
            <Form.Item name="database" label={t('datagov.database')} rules={[{ required: true }]}>
              <Input data-testid="dg-database" />
            </Form.Item>
            <Form.Item name="user" label={t('datagov.user')}>
              <Input data-testid="dg-user" autoComplete="off" />
            </Form.Item>
            <Form.Item name="password" label={t('datagov.password')} extra={source?.secretSet ? `${t('datagov.passwordSet')}，${t('datagov.passwordReplace')}` : undefined}>
              <Input.Password data-testid="dg-password" autoComplete="new-password" placeholder={source?.secretSet ? t('datagov.passwordSet') : undefined} />
            </Form.Item>
            <Form.Item name="ssl" label={t('datagov.ssl')} valuePropName="checked">
              <Checkbox />
            </Form.Item>
          </>
        ) : null}
        {kind === 'sqlite' || kind === 'csv' || kind === 'xlsx' ? (
          <Form.Item label={t('datagov.file')} required>
            <Space>
              <Upload
                accept={ACCEPT[kind]}
                showUploadList={false}
                customRequest={({ file: f, onSuccess, onError }) => {
                  uploadFile(f as File).then(
                    (u) => {
                      setFile({ id: u.id, name: u.name });
                      onSuccess?.(u);
                    },
                    (e) => onError?.(e as Error),
                  );
                }}
              >
                <Button data-testid="dg-upload">{t('datagov.upload')}</Button>
              </Upload>
              {file ? <span data-testid="dg-file-name">{file.name}</span> : null}
            </Space>
          </Form.Item>
        ) : null}
        <Form.Item name="remark" label={t('datagov.remark')}>
          <Input.TextArea maxLength={500} rows={2} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 4 }}>
          <Button type="primary" loading={saving} onClick={save} data-testid="dg-save">
            {t('templates.save')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
