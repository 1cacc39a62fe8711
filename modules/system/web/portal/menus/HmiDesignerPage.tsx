// system/Hmi (工控机管理): the Hmi portal's menu designer — the same designer as system/App over the
// Hmi tree, with system/Hmi's own functions (system.hmi.view / create / update / delete). A saved
// item opens in its own form page, system/HmiDetail?id=.
import FormOutlined from '@ant-design/icons/FormOutlined';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalType } from '../../../../../schemas/menus/types';
import { useOpenPage } from '../../../../../src/templates/shared/useOpenPage';
import { type DesignerCodes, MenuDesigner } from './MenuDesignerPage';
import { isTmpKey } from './menuTree';
import type { MenuDesign } from './useMenuDesign';

export const HMI_CODES: DesignerCodes = { create: 'system.hmi.create', update: 'system.hmi.update', delete: 'system.hmi.delete' };
const HMI: readonly PortalType[] = ['Hmi'];

function OpenDetail({ design }: { design: MenuDesign }) {
  const { t } = useTranslation();
  const open = useOpenPage();
  const key = design.selectedKey;
  if (!key || isTmpKey(key)) return null;
  return (
    <Button size="small" icon={<FormOutlined />} onClick={() => open(`system/HmiDetail?id=${key}`)} data-testid="open-hmi-detail">
      {t('menus.openDetail')}
    </Button>
  );
}

export default function HmiDesignerPage() {
  return <MenuDesigner portals={HMI} codes={HMI_CODES} itemExtra={(design) => <OpenDetail design={design} />} />;
}
