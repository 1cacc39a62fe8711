// The search of 数据血缘: tables, columns and saved queries by name as the user types (those with
// lineage first; one without says so). Choosing one shows its lineage.
import { Select, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FindHit } from '../contracts';
import { LineageApi } from './api';

const WAIT_MS = 250;
const SEP = '\n';

export function FindBox({ onPick }: { onPick: (node: string, column: string | null) => void }) {
  const { t } = useTranslation();
  const [hits, setHits] = useState<FindHit[]>([]);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const asked = useRef(0);
  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const search = (text: string) => {
    if (timer.current) clearTimeout(timer.current);
    if (!text.trim()) return setHits([]);
    timer.current = setTimeout(() => {
      const mine = ++asked.current;
      setLoading(true);
      LineageApi.find([{ text: text.trim() }], { ignoreError: true })
        .then((h) => mine === asked.current && setHits(h), () => mine === asked.current && setHits([]))
        .finally(() => mine === asked.current && setLoading(false));
    }, WAIT_MS);
  };

  return (
    <Select
      showSearch
      aria-label={t('datagov.lineage.find')}
      data-testid="dl-find"
      placeholder={t('datagov.lineage.find')}
      filterOption={false}
      onSearch={search}
      loading={loading}
      value={null}
      notFoundContent={loading ? null : t('datagov.lineage.noHits')}
      onChange={(v: string) => {
        const [key, column] = v.split(SEP) as [string, string];
        onPick(key, column || null);
      }}
      options={hits.map((h) => ({
        value: `${h.key}${SEP}${h.column ?? ''}`,
        label: (
          <span>
            <Tag color={h.kind === 'query' ? 'purple' : h.column ? 'blue' : 'default'}>{t(h.kind === 'query' ? 'datagov.lineage.query' : h.column ? 'datagov.lineage.columnTag' : 'datagov.lineage.tableTag')}</Tag>
            {h.label}
            {h.linked ? null : <Tag style={{ marginLeft: 6 }}>{t('datagov.lineage.unlinked')}</Tag>}
          </span>
        ),
      }))}
      style={{ width: 420 }}
    />
  );
}
