import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { Alert, App, Button, Card, Input, Pagination, Space } from 'antd';
import { useCallback, useContext, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntitySummary } from '../contracts';
import { errorMessage } from '../../../src/api/errors';
import { MetadataApi } from './api';
import { usePageRoute } from '../../../src/app/routes/PageMetaContext';
import { ShellContext } from '../../../src/app/shell/ShellContext';
import { currentLanguage, localName } from '../../../src/i18n';
import { clearPageModelCache } from '../../../src/templates/shared/pageModelCache';
import { useOpenPage } from '../../../src/templates/shared/useOpenPage';
import { EntityDrawer } from './EntityDrawer';
import { EntityFormModal } from './EntityFormModal';
import { EntityTable } from './EntityTable';
import { useMetaPermissions } from './metaPermissions';
import { useEntityList } from './useEntityList';
import { viewDataTarget } from './viewDataTarget';
import { PageHeading } from '../../../src/templates/shared/PageHeading';

/** meta/Entity (实体管理): the tenant's entities, their attributes and relations, and their records. */
export default function EntityPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const route = usePageRoute();
  const shell = useContext(ShellContext);
  const open = useOpenPage();
  const can = useMetaPermissions(route?.meta.node);
  const list = useEntityList();
  const [selected, setSelected] = useState<EntitySummary | null>(null);
  const [editing, setEditing] = useState<EntitySummary | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const language = currentLanguage();
  const nameOf = useCallback((e: EntitySummary) => localName({ name: e.nameIntl.zh_CN ?? e.name, nameIntl: e.nameIntl }, language), [language]);
  const title = route ? localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, language) : t('meta.title');
  const hasRoute = useCallback((path: string) => !shell || shell.routeByPath.has(path), [shell]);
  const dataTarget = useCallback((e: EntitySummary) => viewDataTarget(e, nameOf(e), hasRoute), [nameOf, hasRoute]);

  const changed = useCallback(() => {
    // pages built from the entity's metadata must ask again
    clearPageModelCache();
    list.reload();
  }, [list.reload]);

  const remove = (entity: EntitySummary) =>
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('meta.removeConfirm', { name: nameOf(entity) }),
      okText: t('common.ok'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await MetadataApi.removeEntity([entity.code], { ignoreError: true });
          void message.success(t('templates.deleted'));
          if (selected?.code === entity.code) setSelected(null);
          changed();
        } catch (error) {
          void message.error(errorMessage(error, t('meta.failed')));
        }
      },
    });

  return (
    <Card variant="borderless" data-testid="meta-entity-page">
      <PageHeading title={title} marginBottom={16}>
        <Space wrap>
          <Input.Search allowClear placeholder={t('meta.searchPlaceholder')} onSearch={list.search} style={{ width: 260 }} data-testid="entity-search" />
          {can.create ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => {
                setEditing(null);
                setFormOpen(true);
              }}
            >
              {t('templates.add')}
            </Button>
          ) : null}
        </Space>
      </PageHeading>
      {list.error ? <Alert type="error" showIcon message={t('meta.loadFailed')} description={list.error} style={{ marginBottom: 16 }} data-testid="entity-list-error" /> : null}
      <EntityTable
        items={list.items}
        loading={list.loading}
        can={can}
        nameOf={nameOf}
        dataTarget={dataTarget}
        onOpen={setSelected}
        onEdit={(e) => {
          setEditing(e);
          setFormOpen(true);
        }}
        onViewData={open}
        onRemove={remove}
      />
      <Pagination
        style={{ marginTop: 16, justifyContent: 'flex-end' }}
        current={list.page}
        pageSize={list.pageSize}
        total={list.total}
        showSizeChanger={false}
        showTotal={(total) => t('templates.total', { total })}
        onChange={list.setPage}
      />
      <EntityFormModal
        open={formOpen}
        editing={editing}
        onClose={() => setFormOpen(false)}
        onSaved={(entity) => {
          setFormOpen(false);
          void message.success(t('meta.saved'));
          changed();
          if (!editing) setSelected({ id: entity.id, code: entity.code, name: entity.name, nameIntl: entity.nameIntl, builtin: false, attrCount: entity.attrs.length, extendedCount: entity.attrs.length, pageUrls: [] });
        }}
      />
      <EntityDrawer entity={selected} title={selected ? nameOf(selected) : ''} can={can} onClose={() => setSelected(null)} onChanged={changed} />
    </Card>
  );
}
