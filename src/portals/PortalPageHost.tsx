import { Result } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { ErrorBoundary } from '../app/ErrorBoundary';
import { Loading } from '../app/Loading';
import { portalPageOf } from '../app/modules/registry';
import { allPages } from '../app/shell/navTree';
import { localName } from '../i18n';
import { usePortal } from './kit/PortalContext';

// one lazy component per portal and url: React must see the same type on every render
const pages = new Map<string, LazyExoticComponent<ComponentType>>();

/**
 * A page of the portal at its menu url: the module's page for this portal; a url the role's tree
 * does not have, or a page no module draws on this portal, says so instead of a blank screen.
 */
export function PortalPageHost() {
  const { t } = useTranslation();
  const { '*': url = '' } = useParams();
  const { tree, portal } = usePortal();
  const node = allPages(tree).find((p) => p.url === url);
  if (!node) return <Result status="403" title={t('portal.notInMenu')} subTitle={url} />;
  const page = portalPageOf(portal, url);
  if (!page) {
    return <Result status="info" title={t('portal.notAvailable', { portal: t(`portal.name.${portal}`) })} subTitle={t('portal.notAvailableHint', { name: localName(node) })} />;
  }
  const key = `${portal}:${url}`;
  let Page = pages.get(key);
  if (!Page) {
    Page = lazy(page.load);
    pages.set(key, Page);
  }
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </ErrorBoundary>
  );
}
