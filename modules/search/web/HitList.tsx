// The hits of a search: each with its kind, its record's title (a link to the record's page), the
// field or file it was found in, the snippet with the query's words marked, date and owner.
import { FileTextOutlined, PaperClipOutlined } from '@ant-design/icons';
import { List, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SearchHit, SearchKind } from '../contracts';

const KIND_COLOR: Record<SearchKind, string> = { document: 'blue', record: 'default', attachment: 'gold', library: 'green' };

export function Snippet({ hit }: { hit: SearchHit }) {
  return (
    <Typography.Paragraph style={{ marginBottom: 0 }} data-testid="search-snippet">
      {hit.snippet.map((p, i) =>
        p.hit ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one snippet never move
          <mark key={i}>{p.text}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces of one snippet never move
          <span key={i}>{p.text}</span>
        ),
      )}
    </Typography.Paragraph>
  );
}

export function HitList({ hits, loading, onOpen }: { hits: SearchHit[]; loading: boolean; onOpen: (hit: SearchHit) => void }) {
  const { t } = useTranslation();
  return (
    <List
      loading={loading}
      dataSource={hits}
      rowKey={(h) => `${h.entityCode}/${h.recordId}/${h.fileId ?? ''}`}
      locale={{ emptyText: t('search.noHits') }}
      renderItem={(h) => (
        <List.Item data-testid="search-hit">
          <Space direction="vertical" size={2} style={{ width: '100%' }}>
            <Space wrap>
              <Tag color={KIND_COLOR[h.kind]}>{t(`search.kind.${h.kind}`)}</Tag>
              <Typography.Text type="secondary">{h.entityName}</Typography.Text>
              {h.detailUrl ? (
                <Typography.Link strong onClick={() => onOpen(h)} data-testid="search-hit-title">
                  {h.kind === 'attachment' ? <PaperClipOutlined /> : <FileTextOutlined />} {h.title}
                </Typography.Link>
              ) : (
                <Typography.Text strong data-testid="search-hit-title">
                  {h.title}
                </Typography.Text>
              )}
            </Space>
            {h.fileName ? <Typography.Text type="secondary">{t('search.inFile', { name: h.fileName })}</Typography.Text> : null}
            {h.snippet.length ? (
              <Space align="start">
                {h.field ? <Typography.Text type="secondary">{h.field}:</Typography.Text> : null}
                <Snippet hit={h} />
              </Space>
            ) : null}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {[h.date, h.ownerName].filter(Boolean).join(' · ')}
            </Typography.Text>
          </Space>
        </List.Item>
      )}
    />
  );
}
