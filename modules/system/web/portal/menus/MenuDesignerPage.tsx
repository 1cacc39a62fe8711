// The menu designer, one per page: system/App (菜单管理) designs the Web and App portals (a
// segmented control switches), system/Hmi (工控机管理, HmiDesignerPage) the Hmi portal. The tree of
// the portal at left (the product's items locked, the tenant's own draggable), the selected item's
// form at right. Unsaved items and edits are marked; leaving with any asks first.
import AppstoreAddOutlined from '@ant-design/icons/AppstoreAddOutlined';
import FileAddOutlined from '@ant-design/icons/FileAddOutlined';
import ReloadOutlined from '@ant-design/icons/ReloadOutlined';
import SelectOutlined from '@ant-design/icons/SelectOutlined';
import { Alert, App, Button, Card, Segmented, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortalType } from '../../../../../schemas/menus/types';
import { usePageRoute } from '../../../../../src/app/routes/PageMetaContext';
import { usePermission } from '../../../../../src/engine/PermissionContext';
import { currentLanguage, localName } from '../../../../../src/i18n';
import { useLeaveGuard } from '../../../../../src/templates/detail/useLeaveGuard';
import { functionCode } from '../functionCodes';
import { MenuItemForm, type MenuPermissions } from './MenuItemForm';
import { MenuTreePanel } from './MenuTreePanel';
import { type MenuDesign, useMenuDesign } from './useMenuDesign';
import { PageHeading } from '../../../../../src/templates/shared/PageHeading';
import { TreeAndDetail } from '../TreeAndDetail';

type ItemExtra = (design: MenuDesign) => ReactNode;

function PortalDesigner({ portal, can, onDirty, itemExtra }: { portal: PortalType; can: MenuPermissions; onDirty: (dirty: boolean) => void; itemExtra?: ItemExtra }) {
  const { t } = useTranslation();
  const design = useMenuDesign(portal);
  useEffect(() => onDirty(design.isDirty), [design.isDirty, onDirty]);
  if (design.error) {
    return <Alert type="error" showIcon message={t('menus.loadFailed')} description={design.error} action={<Button onClick={() => void design.reload()}>{t('common.retry')}</Button>} />;
  }
  if (!design.state) return <Spin style={{ display: 'block', margin: 48 }} data-testid="menu-loading" />;
  return (
    <TreeAndDetail
      treeTitle={t('menus.tree')}
      tools={
        <>
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
        </>
      }
      treeBodyStyle={{ maxHeight: 'calc(100vh - 260px)', minHeight: 320, overflow: 'auto' }}
      tree={<MenuTreePanel design={design} canMove={can.update} />}
      detailTitle={t('menus.item')}
      detailExtra={itemExtra?.(design)}
      detail={<MenuItemForm design={design} can={can} />}
    />
  );
}

/** The function codes of a designer page: system/App's portal.menu.*, system/Hmi's system.hmi.*. */
export interface DesignerCodes {
  create: string;
  update: string;
  delete: string;
}

export interface MenuDesignerProps {
  portals: readonly PortalType[];
  codes: DesignerCodes;
  /** beside the item form's title (system/Hmi: open the item in system/HmiDetail) */
  itemExtra?: ItemExtra;
}

export function MenuDesigner({ portals, codes, itemExtra }: MenuDesignerProps) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const route = usePageRoute();
  const has = usePermission();
  const node = route?.meta.node;
  const can = useMemo<MenuPermissions>(
    () => ({ create: has(functionCode(node, codes.create)), update: has(functionCode(node, codes.update)), delete: has(functionCode(node, codes.delete)) }),
    [has, node, codes],
  );
  const [portal, setPortal] = useState<PortalType>(portals[0]);
  const [dirty, setDirty] = useState(false);
  const bypass = useRef(false);
  const isDirty = useCallback(() => dirty, [dirty]);
  useLeaveGuard(isDirty, bypass);
  const title = route ? localName({ name: route.meta.title, nameIntl: route.meta.titleIntl }, currentLanguage()) : t('menus.title');

  const switchTo = (next: PortalType) => {
    if (!dirty) return setPortal(next);
    modal.confirm({
      title: t('templates.confirmTitle'),
      content: t('menus.switchConfirm'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: () => {
        setDirty(false);
        setPortal(next);
      },
    });
  };

  return (
    <Card variant="borderless" data-testid="menu-designer">
      <PageHeading title={title}>
        {portals.length > 1 ? (
          <Segmented<PortalType> value={portal} onChange={switchTo} options={portals.map((p) => ({ value: p, label: t(`menus.portal.${p}`) }))} data-testid="portal-switch" />
        ) : (
          <Typography.Text type="secondary">{t(`menus.portal.${portal}`)}</Typography.Text>
        )}
      </PageHeading>
      <PortalDesigner key={portal} portal={portal} can={can} onDirty={setDirty} itemExtra={itemExtra} />
    </Card>
  );
}

const APP_CODES: DesignerCodes = { create: 'portal.menu.create', update: 'portal.menu.update', delete: 'portal.menu.delete' };
const WEB_AND_APP: readonly PortalType[] = ['Web', 'App'];

/** system/App: the Web and App portals. */
export default function MenuDesignerPage() {
  return <MenuDesigner portals={WEB_AND_APP} codes={APP_CODES} />;
}
