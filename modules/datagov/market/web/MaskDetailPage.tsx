// datax/ApiMaskDetail?id= (脱敏规则详情): one service — its address, statement and fields — with
// its masking rules, and what a chosen key gets from it: the first rows with that key's rules
// applied on the server (rules for the key win over the rules for every key).
import { Alert, Button, Card, Descriptions, Select, Skeleton, Space, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { NoRecordPrompt } from '../../../../src/templates/shared/NoRecordPrompt';
import type { ApiView, MaskView } from '../contracts';
import { errorMessage } from '../../../../src/api/errors';
import { useOpenPage } from '../../../../src/templates/shared/useOpenPage';
import { MarketApiApi, MarketMaskApi, keyOptions, type Option } from './api';
import { KIND_COLOR, ruleText, whoText } from './MaskListPage';

type Preview = { fields: string[]; rows: Array<Record<string, unknown>> };

export default function MaskDetailPage() {
  const { t } = useTranslation();
  const open = useOpenPage();
  const id = Number(useSearchParams()[0].get('id'));
  const [api, setApi] = useState<ApiView | null>(null);
  const [rules, setRules] = useState<MaskView[]>([]);
  const [keys, setKeys] = useState<Option[]>([]);
  const [keyId, setKeyId] = useState<string>('');
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);

  useEffect(() => {
    if (!id) return;
    Promise.all([MarketApiApi.detail([id], { ignoreError: true }), MarketMaskApi.summaryPage([{ apiId: id, page: 1, pageSize: 200 }], { ignoreError: true }), keyOptions()]).then(
      ([a, m, k]) => {
        setApi(a);
        setRules(m.itemList);
        setKeys(k);
      },
      (e) => setError(errorMessage(e, t('datagov.loadFailed'))),
    );
  }, [id, t]);
  useEffect(() => {
    if (!id) return;
    setPreview(null);
    setPreviewError(null);
    MarketMaskApi.preview([{ apiId: id, keyId: keyId ? Number(keyId) : null }], { ignoreError: true }).then(setPreview, (e) => setPreviewError(errorMessage(e, t('datagov.loadFailed'))));
  }, [id, keyId, t]);

  // opened without a service (from the menu, a bookmark): the list to choose one from
  if (!id) return <NoRecordPrompt lists={['market/Mask']} />;
  if (error) return <Alert type="error" showIcon message={error} />;
  if (!api) return <Skeleton active />;
  const group = keys.find((k) => k.value === keyId)?.group ?? null;
  const shown = rules.filter((r) => (r.keyId === null && (r.keyGroup === null || r.keyGroup === group)) || String(r.keyId) === keyId);
  return (
    <Card variant="borderless" title={`${api.name}（${api.code}）`} extra={<Button onClick={() => open('market/Mask')}>{t('datagov.back')}</Button>}>
      <Descriptions size="small" column={2} bordered>
        <Descriptions.Item label={t('datagov.market.path')}>{api.path}</Descriptions.Item>
        <Descriptions.Item label={t('datagov.market.status')}>{t(`datagov.market.statuses.${api.status}`)}</Descriptions.Item>
        <Descriptions.Item label={t('datagov.source')}>{api.sourceName}</Descriptions.Item>
        <Descriptions.Item label={t('datagov.market.fields')}>{api.fields.join(', ')}</Descriptions.Item>
        <Descriptions.Item label={t('datagov.market.sql')} span={2}>
          <Typography.Paragraph code style={{ whiteSpace: 'pre-wrap', margin: 0 }}>{api.sql}</Typography.Paragraph>
        </Descriptions.Item>
      </Descriptions>
      <Space style={{ margin: '16px 0 8px' }}>
        <span>{t('datagov.market.seenBy')}</span>
        <Select style={{ width: 260 }} value={keyId} onChange={setKeyId} options={[{ value: '', label: t('datagov.market.everyKey') }, ...keys]} data-testid="mk-detail-key" />
      </Space>
      <Table<MaskView>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={shown}
        locale={{ emptyText: t('datagov.market.noRules') }}
        columns={[
          { title: t('datagov.market.field'), dataIndex: 'field', width: 160 },
          { title: t('datagov.market.key'), dataIndex: 'keyName', width: 180, render: (_v, r) => whoText(r, t) },
          { title: t('datagov.market.maskKind'), dataIndex: 'kind', width: 120, render: (_v, r) => <Tag color={KIND_COLOR[r.kind]}>{t(`datagov.market.maskKinds.${r.kind}`)}</Tag> },
          { title: t('datagov.market.ruleText'), key: 'rule', render: (_v, r) => ruleText(r, t) },
        ]}
      />
      <Typography.Title level={5} style={{ marginTop: 16 }}>{t('datagov.market.preview')}</Typography.Title>
      {previewError ? (
        <Alert type="error" showIcon message={previewError} />
      ) : !preview ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : (
        <Table
          size="small"
          data-testid="mk-preview"
          rowKey={(_r, i) => String(i)}
          pagination={false}
          scroll={{ x: 'max-content' }}
          dataSource={preview.rows}
          locale={{ emptyText: t('datagov.market.noRows') }}
          columns={preview.fields.map((f) => ({ title: f, dataIndex: f, render: (v: unknown) => (v === null || v === undefined ? '' : String(v)) }))}
        />
      )}
    </Card>
  );
}
