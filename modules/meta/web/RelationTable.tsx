import { Alert, Table, Tag, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityRelation } from '../contracts';
import { errorMessage, isCancelled } from '../../../src/api/errors';
import { MetadataApi } from './api';

/** Metadata relations page by 10. */
export const RELATION_PAGE_SIZE = 10;

/** References from the entity to others (out) and from others to it (in). */
export function RelationTable({ entityCode }: { entityCode: string }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [state, setState] = useState<{ items: EntityRelation[]; total: number; loading: boolean; error: string | null }>({ items: [], total: 0, loading: true, error: null });
  useEffect(() => {
    let live = true;
    setState((s) => ({ ...s, loading: true }));
    MetadataApi.relations([entityCode, { page, pageSize: RELATION_PAGE_SIZE }], { ignoreError: true }).then(
      (answer) => live && setState({ items: answer.itemList, total: answer.total, loading: false, error: null }),
      (error: unknown) => live && !isCancelled(error) && setState({ items: [], total: 0, loading: false, error: errorMessage(error, 'error') }),
    );
    return () => {
      live = false;
    };
  }, [entityCode, page]);

  const columns: TableColumnsType<EntityRelation> = [
    {
      title: t('meta.relation.direction'),
      dataIndex: 'direction',
      width: 100,
      render: (d: EntityRelation['direction']) => <Tag color={d === 'out' ? 'blue' : 'purple'}>{t(`meta.relation.${d}`)}</Tag>,
    },
    { title: t('meta.relation.entity'), key: 'entity', render: (_, r) => `${r.entityName} (${r.entityCode})` },
    { title: t('meta.relation.attr'), key: 'attr', render: (_, r) => `${r.attrName} (${r.attrCode})` },
    { title: t('meta.relation.quoted'), key: 'quoted', render: (_, r) => `${r.quoteEntityName} (${r.quoteEntityCode})` },
  ];
  return (
    <>
      {state.error ? <Alert type="error" showIcon message={state.error} style={{ marginBottom: 12 }} /> : null}
      <Table<EntityRelation>
        rowKey={(r) => `${r.direction}:${r.entityCode}:${r.attrCode}`}
        size="small"
        columns={columns}
        dataSource={state.items}
        loading={state.loading}
        pagination={{ current: state.error ? 1 : page, pageSize: RELATION_PAGE_SIZE, total: state.total, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        data-testid="relation-table"
      />
    </>
  );
}
