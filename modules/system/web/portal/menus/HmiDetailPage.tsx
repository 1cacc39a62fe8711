// system/HmiDetail (工控机菜单详情): one item of the Hmi portal's tree in its own page (?id=), opened
// from system/Hmi — the designer's item form (names, code, url, icon, remark, template parameters)
// with system/Hmi's functions; 删除 returns to the designer.
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { Alert, Button, Card, Result, Spin } from 'antd';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { usePermission } from '../../../../../src/engine/PermissionContext';
import { useLeaveGuard } from '../../../../../src/templates/detail/useLeaveGuard';
import { NoRecordPrompt } from '../../../../../src/templates/shared/NoRecordPrompt';
import { useOpenPage } from '../../../../../src/templates/shared/useOpenPage';
import { HMI_CODES } from './HmiDesignerPage';
import { MenuItemForm, type MenuPermissions } from './MenuItemForm';
import { flatten } from './menuTree';
import { useMenuDesign } from './useMenuDesign';
import { PageHeading } from '../../../../../src/templates/shared/PageHeading';

export default function HmiDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const open = useOpenPage();
  const has = usePermission();
  const id = /^\d+$/.test(params.get('id') ?? '') ? params.get('id')! : null;
  const design = useMenuDesign('Hmi');
  const can = useMemo<MenuPermissions>(() => ({ create: false, update: has(HMI_CODES.update), delete: has(HMI_CODES.delete) }), [has]);
  const { state, select, selectedKey } = design;
  const exists = !!state && !!id && flatten(state.items).some((i) => String(i.id) === id);
  const seen = useRef(false);
  useEffect(() => {
    if (exists && selectedKey !== id) select(id);
    if (exists) seen.current = true;
    // deleted here: back to the designer
    else if (seen.current && state) open('system/Hmi');
  }, [exists, id, select, selectedKey, state, open]);

  const bypass = useRef(false);
  const isDirty = useCallback(() => design.isDirty, [design.isDirty]);
  useLeaveGuard(isDirty, bypass);

  const back = (
    <Button icon={<ArrowLeftOutlined />} onClick={() => open('system/Hmi')}>
      {t('menus.backToDesigner')}
    </Button>
  );
  // no item in the address: the designer to choose one from
  if (!id) return <NoRecordPrompt />;
  if (design.error) return <Alert type="error" showIcon message={t('menus.loadFailed')} description={design.error} />;
  if (!state) return <Spin style={{ display: 'block', margin: 48 }} />;
  if (!exists) return <Result status="warning" title={t('menus.itemMissing')} extra={back} />;
  return (
    <Card variant="borderless" data-testid="hmi-detail-page">
      <PageHeading title={t('menus.hmiItem')}>
        {back}
      </PageHeading>
      {selectedKey === id ? <MenuItemForm design={design} can={can} /> : <Spin />}
    </Card>
  );
}
