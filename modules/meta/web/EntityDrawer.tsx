import { Drawer, Tabs, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EntitySummary } from '../contracts';
import { AttributeTable } from './AttributeTable';
import type { MetaPermissions } from './metaPermissions';
import { RelationTable } from './RelationTable';
import { ScriptTab } from './scripts/ScriptTab';

interface EntityDrawerProps {
  entity: EntitySummary | null;
  title: string;
  can: MetaPermissions;
  onClose: () => void;
  onChanged: () => void;
}

/** One entity: its attributes, its relations and its form script. */
export function EntityDrawer({ entity, title, can, onClose, onChanged }: EntityDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={!!entity}
      width="min(1000px, 90vw)"
      title={
        entity ? (
          <span>
            {title} <Tag style={{ marginInlineStart: 8 }}>{entity.code}</Tag>
            {entity.builtin ? <Tag>{t('meta.builtin')}</Tag> : <Tag color="green">{t('meta.tenant')}</Tag>}
          </span>
        ) : null
      }
      onClose={onClose}
      destroyOnHidden
    >
      {entity ? (
        <Tabs
          items={[
            { key: 'attrs', label: t('meta.attributes'), children: <AttributeTable entityCode={entity.code} can={can} onChanged={onChanged} /> },
            { key: 'relations', label: t('meta.relations'), children: <RelationTable entityCode={entity.code} /> },
            { key: 'script', label: t('meta.script.tab'), children: <ScriptTab entityCode={entity.code} entityName={title} canWrite={can.script} /> },
          ]}
        />
      ) : null}
    </Drawer>
  );
}
