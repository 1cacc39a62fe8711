// system/App (菜单管理): the menu designer. One tab per portal type (Web, App, Hmi); the tree of
// the portal at left (the product's items locked, the tenant's own draggable), the selected
// item's form at right. Unsaved items and edits are marked; leaving with any asks first.
import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SelectOutlined from '@ant-design/icons/SelectOutlined';
import { Alert, App, Button, Card, Col, Row, Space, Spin, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PORTAL_TYPES, type PortalType } from '../../../../schemas/menus/types';
import { usePageRoute } from '../../../app/routes/PageMetaContext';
import { usePermission } from '../../../engine/PermissionContext';
import { currentLanguage, localName } from '../../../i18n';
import { useLeaveGuard } from '../../../templates/detail/useLeaveGuard';
import { functionCode } from '../functionCodes';
import { MenuItemForm, type MenuPermissions } from './MenuItemForm';
import { MenuTreePanel } from './MenuTreePanel';
import { useMenuDesign } from './useMenuDesign';

function PortalDesigner({ portal, can, onDirty }: { portal: PortalType; can: MenuPermissions; onDirty: (dirty: boolean) => void }) {
  const { t } = useTranslation();
  const design = useMenuDesign(portal);
  useEffect(() => onDirty(design.isDirty), [design.isDirty, onDirty]);
  if (design.error) {
    return <Alert type="error" showIcon message={t('menus.loadFailed')} description={design.error} action={<Button onClick={() => void design.reload()}>{t('common.retry')}</Button>} />;
  }
  if (!design.state) return <Spin style={{ display: 'block', margin: 48 }} data-testid="menu-loading" />;
  return (
    <Row gutter={16}>
      <Col xs={24} lg={10}>
        <Card
          size="small"
          title={t('menus.tree')}
          extra={
            <Space size={4} wrap>
              <Button size="small" icon={<AppstoreAddOutlined />} disabled={!can.create} onClick={() => design.add(1)} data-testid="add-module">
                {t('menus.addModule')}
              </Button>
              <Button size="small" icon={<FileAddOutlined />} disabled={!can.create} onClick={() => design.add(2)} data-testid="add-page">
                {t('menus.addPage')}
              </Button>
              <Button size="small" icon={<SelectOutlined />} disabled={!can.create} onClick={() => design.add(3)} data-testid="add-button">
                {t('menus.addButton')}
              </Button>
              <Button size="small" icon={<ReloadOutlined />} aria-label={t('menus.reload')} onClick={() => void design.reload()} />
            </Space>
          }
          styles={{ body: { maxHeight: 'calc(100vh - 260px)', minHeight: 320, overflow: 'auto' } }}
        >
          <MenuTreePanel design={design} canMove={can.update} />
        </Card>
      </Col>
      <Col xs={24} lg={14}>
        <Card size="small" title={t('menus.item')}>
          <MenuItemForm design={design} can={can} />
        </Card>
      </Col>
    </Row>
  );
}

export default function MenuDesignerPage() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const route = usePageRoute();
  const has = usePermission();
  const node = route?.meta.node;
  const can = useMemo<MenuPermissions>(
    () => ({ create: has(functionCode(node, 'portal.menu.create')), update: has(functionCode(node, 'portal.menu.update')), delete: has(functionCode(node, 'portal.menu.delete')) }),
    [has, node],
  );
  const [portal, setPortal] = useState<PortalType>('Web');
  const [dirty, setDirty] = useState(false);
  const bypass = useRef(false);
  const isDirty = useCallback(() => dirty, [dirty]);
  useLeaveGuard(isDirty, bypass);
  const title = route ? localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, currentLanguage()) : t('menus.title');

  const switchTo = (next: string) => {
    if (!dirty) return setPortal(next as PortalType);
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('menus.switchConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => {
        setDirty(false);
        setPortal(next as PortalType);
      },
    });
  };

  return (
    <Card variant="borderless" data-testid="menu-designer">
      <Typography.Title level={4} style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Tabs
        activeKey={portal}
        onChange={switchTo}
        items={PORTAL_TYPES.map((p) => ({ key: p, label: t(`menus.portal.${p}`) }))}
      />
      <PortalDesigner key={portal} portal={portal} can={can} onDirty={setDirty} />
    </Card>
  );
}
