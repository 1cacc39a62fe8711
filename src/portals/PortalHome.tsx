import { Empty, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { MenuType } from '../../schemas/menus/types';
import { iconByName, useIconSet } from '../app/shell/iconSet';
import { menuTree } from '../app/shell/navTree';
import { portalPageOf } from '../app/modules/registry';
import { localName } from '../i18n';
import { usePortal } from './kit/PortalContext';

/** The portal's home: the tree the tenant designed for the role, a section per module and a tile per page. */
export function PortalHome() {
  const { t } = useTranslation();
  const { tree, portal, pathOf } = usePortal();
  const navigate = useNavigate();
  const icons = useIconSet();
  const sections = menuTree(tree).map((node) => (node.type === MenuType.Module ? node : { ...node, children: [node] }));
  if (!sections.length) return <Empty description={t('portal.emptyMenu')} />;
  return (
    <>
      {sections.map((section) => (
        <section key={section.id} className="pf-portal-section" aria-label={localName(section)}>
          <h2>{localName(section)}</h2>
          <div className="pf-tiles">
            {section.children.map((page) => (
              <button key={page.id} type="button" className="pf-tile" onClick={() => navigate(pathOf(page.url!))}>
                {iconByName(icons, page.icon)}
                <span>{localName(page)}</span>
                {portalPageOf(portal, page.url!) ? null : <Tag>{t('portal.unavailableTag')}</Tag>}
              </button>
            ))}
          </div>
        </section>
      ))}
    </>
  );
}
