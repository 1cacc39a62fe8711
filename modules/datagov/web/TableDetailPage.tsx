// meta/DataTableDetail?id= (数据表详情, also 元数据详情): a harvested table with its fields (masked
// ones marked for the caller's role), its description, tags and owner — edited here by a role
// holding 编辑 (meta/DataTableEdit and meta/MetadataEdit open with the form shown).
import { Alert, App, Button, Card, Descriptions, Form, Input, Select, Skeleton, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { ColumnView, TableView } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { MetaApi } from './api';
import { PersonPicker } from './PersonPicker';

type Detail = TableView & { columns: ColumnView[] };

export default function TableDetailPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const id = Number(useSearchParams()[0].get('id'));
  const startEditing = useLocation().pathname.endsWith('Edit');
  const [d, setD] = useState<Detail | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [editing, setEditing] = useState(startEditing);
  const [form] = Form.useForm<{ description?: string; tags?: string[]; ownerId?: number | null }>();
  const mayEdit = can('meta.metadata.update') || can('meta.dataSource.updateTable');

  const load = useCallback(() => {
    MetaApi.table([id], { ignoreError: true }).then(setD, (e) => setError(errorMessage(e, t('datagov.loadFailed'))));
  }, [id, t]);
  useEffect(load, [load]);
  useEffect(() => {
    if (d) form.setFieldsValue({ description: d.description ?? undefined, tags: d.tags, ownerId: d.ownerId });
  }, [d, form]);

  const save = async () => {
    const v = await form.validateFields();
    try {
      await MetaApi.describe([{ id, description: v.description ?? null, tags: v.tags ?? [], ownerId: v.ownerId ?? null }], { ignoreError: true });
      void message.success(t('datagov.saved'));
      setEditing(false);
      load();
    } catch (e) {
      void message.error(errorMessage(e, t('datagov.failed')));
    }
  };

  return (
    <Card
      variant="borderless"
      title={d ? `${d.schema}.${d.name}` : t('datagov.table')}
      extra={
        <Space>
          {d && mayEdit && !editing ? <Button onClick={() => setEditing(true)} data-testid="dg-describe">{t('datagov.describe')}</Button> : null}
          <Button onClick={() => open('meta/Metadata')}>{t('datagov.back')}</Button>
        </Space>
      }
    >
      {error ? <Alert type="error" showIcon message={error} /> : null}
      {!d && !error ? <Skeleton active /> : null}
      {d ? (
        <>
          <Descriptions bordered size="small" column={3} style={{ marginBottom: 16 }}>
            <Descriptions.Item label={t('datagov.source')}>{d.sourceName}</Descriptions.Item>
            <Descriptions.Item label={t('datagov.rows')}>{d.rowCount ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('datagov.comment')}>{d.comment ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('datagov.owner')}>{d.ownerName ?? ''}</Descriptions.Item>
            <Descriptions.Item label={t('datagov.tags')} span={2}>
              {d.tags.map((g) => (
                <Tag key={g}>{g}</Tag>
              ))}
            </Descriptions.Item>
            <Descriptions.Item label={t('datagov.description')} span={3}>
              {d.description ?? ''}
            </Descriptions.Item>
          </Descriptions>
          {editing ? (
            <Form form={form} layout="inline" style={{ marginBottom: 16, rowGap: 8 }}>
              <Form.Item name="description" label={t('datagov.description')}>
                <Input style={{ width: 320 }} maxLength={2000} data-testid="dg-description" />
              </Form.Item>
              <Form.Item name="tags" label={t('datagov.tags')}>
                <Select mode="tags" style={{ width: 240 }} tokenSeparators={[',', '，']} data-testid="dg-tags" />
              </Form.Item>
              <Form.Item name="ownerId" label={t('datagov.owner')}>
                <PersonPicker />
              </Form.Item>
              <Space>
                <Button type="primary" onClick={save} data-testid="dg-describe-save">{t('templates.save')}</Button>
                <Button onClick={() => setEditing(false)}>{t('datagov.cancel')}</Button>
              </Space>
            </Form>
          ) : null}
          <Table<ColumnView>
            size="small"
            rowKey="name"
            pagination={false}
            dataSource={d.columns}
            columns={[
              { title: '#', dataIndex: 'position', width: 50 },
              { title: t('datagov.column'), dataIndex: 'name' },
              { title: t('datagov.type'), dataIndex: 'type', width: 180 },
              { title: t('datagov.nullable'), dataIndex: 'nullable', width: 80, render: (v: boolean) => t(v ? 'datagov.yes' : 'datagov.no') },
              { title: t('datagov.masked'), dataIndex: 'masked', width: 80, render: (v: boolean) => (v ? <Tag color="orange">{t('datagov.masked')}</Tag> : null) },
              { title: t('datagov.comment'), dataIndex: 'comment' },
            ]}
          />
        </>
      ) : null}
    </Card>
  );
}
