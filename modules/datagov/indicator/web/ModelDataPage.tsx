// mdm/Data (主数据维护): a model's rows, paged by the server and read as the caller may see them —
// a report model through the lists' data scope and hidden fields, a table model through DataAuth
// (masked columns shown masked, marked in the header). A model is picked above (?id= opens one);
// one condition narrows the rows: a column and the text it contains (or equals, for a number).
import { Alert, Button, Card, Empty, Input, Select, Space, Table, Tag } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../../src/api/errors';
import type { ModelFilter, ModelRows, ModelView } from '../contracts';
import { ModelApi } from './api';

const K = 'datagov.indicator';
const PAGE = 20;

export default function ModelDataPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [models, setModels] = useState<ModelView[] | null>(null);
  const id = Number(params.get('id')) || models?.[0]?.id;
  const model = models?.find((m) => m.id === id);
  const [column, setColumn] = useState<string | undefined>();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState<ModelFilter[]>([]);
  const [page, setPage] = useState(1);
  const [data, setData] = useState<ModelRows | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    ModelApi.summaryPage([{ page: 1, pageSize: 200 }], { ignoreError: true }).then((p) => setModels(p.itemList), (e) => setError(errorMessage(e, t(`${K}.loadFailed`))));
  }, [t]);
  const load = useCallback(() => {
    if (!id) return;
    setLoading(true);
    setError(null);
    ModelApi.rows([{ modelId: id, page, pageSize: PAGE, filters: filter }], { ignoreError: true })
      .then(setData, (e) => { setData(null); setError(errorMessage(e, t(`${K}.loadFailed`))); })
      .finally(() => setLoading(false));
  }, [id, page, filter, t]);
  useEffect(load, [load]);

  const search = () => {
    const c = model?.columns.find((x) => x.name === column);
    setPage(1);
    if (!c || !text.trim()) return setFilter([]);
    setFilter([c.role === 'measure' && Number.isFinite(Number(text)) ? { column: c.name, op: 'eq', value: Number(text) } : { column: c.name, op: 'contains', value: text.trim() }]);
  };

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 12 }}>
        <Select
          style={{ width: 260 }}
          placeholder={t(`${K}.pickModel`)}
          value={id}
          loading={!models}
          data-testid="ind-data-model"
          onChange={(v) => { setParams({ id: String(v) }); setPage(1); setFilter([]); setColumn(undefined); setText(''); }}
          options={(models ?? []).map((m) => ({ value: m.id, label: `${m.name}（${m.code}）` }))}
        />
        <Select style={{ width: 180 }} allowClear placeholder={t(`${K}.column`)} value={column} onChange={setColumn} data-testid="ind-data-column"
          options={(model?.columns ?? []).map((c) => ({ value: c.name, label: c.label }))} />
        <Input style={{ width: 200 }} value={text} onChange={(e) => setText(e.target.value)} onPressEnter={search} placeholder={t(`${K}.contains`)} data-testid="ind-data-text" maxLength={256} />
        <Button type="primary" onClick={search} data-testid="ind-data-search">{t(`${K}.search`)}</Button>
      </Space>
      {model?.description ? <div style={{ color: '#888', marginBottom: 8 }}>{model.description}</div> : null}
      {error ? <Alert type="error" showIcon message={error} style={{ marginBottom: 12 }} /> : null}
      {models && !models.length ? <Empty description={t(`${K}.noModels`)} /> : null}
      {data ? (
        <Table<Record<string, unknown>>
          size="small"
          data-testid="ind-data-table"
          loading={loading}
          rowKey={(_, i) => String(i)}
          dataSource={data.rows}
          scroll={{ x: 'max-content' }}
          pagination={{ current: page, pageSize: PAGE, total: data.total, showSizeChanger: false, onChange: setPage, showTotal: (n) => t(`${K}.total`, { total: n }) }}
          columns={data.columns.map((c) => ({
            key: c.name,
            dataIndex: c.name,
            align: c.role === 'measure' ? ('right' as const) : undefined,
            title: (
              <span>
                {c.label} {c.role === 'time' || c.role === 'dimension' || c.role === 'measure' ? <Tag bordered={false}>{t(`${K}.roles.${c.role}`)}</Tag> : null}
                {c.masked ? <Tag color="orange">{t(`${K}.masked`)}</Tag> : null}
              </span>
            ),
            render: (v: unknown) => (v == null ? '' : String(v)),
          }))}
        />
      ) : null}
    </Card>
  );
}
