// A statement of the registry as the caller may see it: origin, source, target, dialect and its
// SQL (withheld when it names a table the caller's role may not see), or its parse error.
import { Alert, Descriptions, Modal, Spin, Tag } from 'antd';
import { useEffect, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../src/api/errors';
import type { StatementView } from '../contracts';
import { LineageApi } from './api';

/** an origin's name ('etl.step' → ETL步骤; i18next reads dots as nesting, so the key has none); an unknown origin shows as it is */
export const originText = (t: TFunction, origin: string) => t(`datagov.lineage.origins.${origin.replace(/\./g, '_')}`, { defaultValue: origin });

export function StatementDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<StatementView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setView(null);
    setError(null);
    if (id === null) return;
    let live = true;
    LineageApi.statement([id], { ignoreError: true }).then((v) => live && setView(v), (e) => live && setError(errorMessage(e, t('datagov.loadFailed'))));
    return () => {
      live = false;
    };
  }, [id, t]);
  return (
    <Modal open={id !== null} onCancel={onClose} footer={null} width={760} title={view?.name ?? t('datagov.lineage.statement')} destroyOnHidden>
      {error ? <Alert type="error" message={error} /> : null}
      {!view && !error ? <Spin /> : null}
      {view ? (
        <div data-testid="dl-statement">
          <Descriptions size="small" column={2} items={[
            { key: 'o', label: t('datagov.lineage.origin'), children: <Tag>{originText(t, view.origin)}</Tag> },
            { key: 's', label: t('datagov.source'), children: view.sourceName },
            { key: 't', label: t('datagov.lineage.target'), children: view.target ?? t('datagov.lineage.queryRows') },
            { key: 'd', label: t('datagov.lineage.dialect'), children: view.dialect },
          ]} />
          {view.error ? <Alert type="warning" style={{ marginTop: 8 }} message={t('datagov.lineage.parseError')} description={view.error} /> : null}
          {view.sql === null
            ? <Alert type="info" style={{ marginTop: 8 }} message={t('datagov.lineage.sqlHidden')} />
            : <pre data-testid="dl-sql" style={{ marginTop: 8, maxHeight: 360, overflow: 'auto', background: '#fafafa', padding: 12, borderRadius: 6, whiteSpace: 'pre-wrap' }}>{view.sql}</pre>}
        </div>
      ) : null}
    </Modal>
  );
}
