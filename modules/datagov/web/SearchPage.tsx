// meta/Search (元数据检索): one box searching every harvested table and column the caller's role
// may see, by name, comment, description and tag; a hit opens its table.
import { Button, Card, Empty, Input, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchHit } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { MetaApi } from './api';

const PAGE = 20;

export default function SearchPage() {
  const { t } = useTranslation();
  const open = useOpenPage();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [hits, setHits] = useState<{ total: number; itemList: SearchHit[] } | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = (q: string, p: number) => {
    if (!q.trim()) return;
    setLoading(true);
    setError(null);
    MetaApi.search([{ text: q.trim(), page: p, pageSize: PAGE }], { ignoreError: true })
      .then(setHits, (e) => setError(errorMessage(e, t('datagov.loadFailed'))))
      .finally(() => setLoading(false));
  };

  return (
    <Card variant="borderless">
      <Input.Search
        enterButton={t('datagov.search')}
        placeholder={t('datagov.searchPlaceholder')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onSearch={(v) => {
          setPage(1);
          run(v, 1);
        }}
        loading={loading}
        style={{ maxWidth: 560, marginBottom: 16 }}
        data-testid="dg-search"
      />
      {error ? <div style={{ color: '#cf1322' }}>{error}</div> : null}
      {hits ? (
        <Table<SearchHit>
          size="small"
          data-testid="dg-search-hits"
          rowKey={(h) => `${h.tableId}:${h.column ?? ''}`}
          loading={loading}
          dataSource={hits.itemList}
          locale={{ emptyText: <Empty description={t('datagov.noHits')} /> }}
          onRow={(h) => ({ onDoubleClick: () => open(`meta/DataTableDetail?id=${h.tableId}`) })}
          pagination={{ current: page, pageSize: PAGE, total: hits.total, showSizeChanger: false, onChange: (p) => {
            setPage(p);
            run(text, p);
          } }}
          columns={[
            { title: t('datagov.source'), dataIndex: 'sourceName', width: 160 },
            { title: t('datagov.table'), key: 'table', render: (_, h) => (
                <Button type="link" size="small" style={{ padding: 0 }} onClick={() => open(`meta/DataTableDetail?id=${h.tableId}`)}>{`${h.schema}.${h.table}`}</Button>
              ) },
            { title: t('datagov.column'), dataIndex: 'column', width: 180 },
            { title: t('datagov.type'), dataIndex: 'type', width: 140 },
            { title: t('datagov.comment'), dataIndex: 'comment', ellipsis: true },
            { title: t('datagov.tags'), dataIndex: 'tags', width: 160, render: (tags: string[]) => tags.map((g) => <Tag key={g}>{g}</Tag>) },
          ]}
        />
      ) : null}
    </Card>
  );
}
