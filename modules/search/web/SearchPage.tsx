// search/Search (全文检索): one box for words in Chinese or English, filters by kind, date and
// owner, the hits a page at a time; 重建索引 (for who holds it) queues the tenant's records again.
import { Alert, App, Button, Card, Checkbox, DatePicker, Input, Pagination, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../src/api/errors';
import { usePermission } from '../../../src/engine/PermissionContext';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { SEARCH_KINDS, type SearchHit, type SearchKind } from '../contracts';
import { quiet, SearchApi } from './api';
import { HitList } from './HitList';

interface Criteria {
  q: string;
  kinds: SearchKind[];
  range: [Dayjs | null, Dayjs | null] | null;
  ownerId?: number;
  page: number;
  pageSize: number;
}

const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : undefined);

export default function SearchPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const can = usePermission();
  const open = useOpenPage();
  const [text, setText] = useState('');
  const [criteria, setCriteria] = useState<Criteria>({ q: '', kinds: [], range: null, page: 1, pageSize: 20 });
  const [hits, setHits] = useState<SearchHit[]>([]);
  const [total, setTotal] = useState(0);
  const [capped, setCapped] = useState(false);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [owners, setOwners] = useState<Array<{ id: number; name: string }>>([]);

  useEffect(() => {
    SearchApi.owners([], quiet).then(setOwners, () => setOwners([]));
  }, []);

  const run = useCallback(
    async (c: Criteria) => {
      if (!c.q.trim()) return;
      setLoading(true);
      setError(null);
      try {
        const r = await SearchApi.query(
          [{ q: c.q, kinds: c.kinds.length ? c.kinds : undefined, from: day(c.range?.[0]), to: day(c.range?.[1]), ownerId: c.ownerId, page: c.page, pageSize: c.pageSize }],
          quiet,
        );
        setHits(r.itemList);
        setTotal(r.total);
        setCapped(r.capped);
      } catch (e) {
        setError(errorMessage(e, t('search.failed')));
        setHits([]);
        setTotal(0);
      } finally {
        setLoading(false);
      }
    },
    [t],
  );

  useEffect(() => {
    void run(criteria);
  }, [criteria, run]);

  const change = (patch: Partial<Criteria>) => setCriteria((c) => ({ ...c, page: 1, ...patch }));
  const reindex = () =>
    modal.confirm({
      title: t('search.reindexConfirm'),
      onOk: async () => {
        try {
          const r = await SearchApi.reindex([], quiet);
          void message.success(t('search.reindexQueued', { count: r.queued }));
        } catch (e) {
          void message.error(errorMessage(e, t('search.failed')));
        }
      },
    });

  return (
    <Card variant="borderless" data-testid="search-page">
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Space.Compact style={{ width: '100%', maxWidth: 720 }}>
          <Input.Search
            data-testid="search-input"
            allowClear
            enterButton={t('search.go')}
            placeholder={t('search.placeholder')}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onSearch={(v) => change({ q: v.trim() })}
            loading={loading}
            autoFocus
          />
        </Space.Compact>
        <Space wrap>
          <Checkbox.Group value={criteria.kinds} onChange={(v) => change({ kinds: v as SearchKind[] })} options={SEARCH_KINDS.map((k) => ({ value: k, label: t(`search.kind.${k}`) }))} />
          <DatePicker.RangePicker value={criteria.range} onChange={(v) => change({ range: v as Criteria['range'] })} allowEmpty={[true, true]} />
          <Select
            allowClear
            showSearch
            optionFilterProp="label"
            style={{ minWidth: 160 }}
            placeholder={t('search.owner')}
            value={criteria.ownerId}
            onChange={(v) => change({ ownerId: v })}
            options={owners.map((o) => ({ value: o.id, label: o.name }))}
          />
          {can('search.search.reindex') ? <Button onClick={reindex}>{t('search.reindex')}</Button> : null}
        </Space>
        {error ? <Alert type="error" showIcon message={error} /> : null}
        {criteria.q ? (
          <>
            <Typography.Text type="secondary" data-testid="search-total">
              {t(capped ? 'search.totalCapped' : 'search.total', { count: total })}
            </Typography.Text>
            <HitList hits={hits} loading={loading} onOpen={(h) => h.detailUrl && open(`${h.detailUrl}?id=${h.recordId}`)} />
            {total > criteria.pageSize ? (
              <Pagination
                current={criteria.page}
                pageSize={criteria.pageSize}
                total={total}
                showSizeChanger
                pageSizeOptions={[10, 20, 50, 100]}
                onChange={(page, pageSize) => setCriteria((c) => ({ ...c, page, pageSize }))}
              />
            ) : null}
          </>
        ) : (
          <Typography.Text type="secondary">{t('search.hint')}</Typography.Text>
        )}
      </Space>
    </Card>
  );
}
