import { lazy, Suspense } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { Loading } from '../app/Loading';
import { loadWebModules } from '../app/modules/registry';
import { useSession } from '../app/session/useSession';
import { loadAppStrings } from '../i18n/appStrings';
import { type DevicePortal, loginPathOf } from './paths';
import { loadPortalStrings } from './strings';

// the portal shell's code, its strings and the installed web modules (their portal pages), together
const PortalShell = lazy(() => Promise.all([import('./PortalShell'), loadAppStrings(), loadPortalStrings(), loadWebModules()]).then(([shell]) => shell));

/**
 * /{tenant}/m/* and /{tenant}/hmi/*: a session of this tenant logged in to this portal, else the
 * portal's login (a Web session does not open the App or Hmi portal: logon chose its role for Web).
 */
export function RequirePortal({ portal }: { portal: DevicePortal }) {
  const { tenant = '' } = useParams();
  const session = useSession();
  if (!session?.token || session.tenant.code !== tenant || session.portalType !== portal) return <Navigate to={loginPathOf(tenant, portal)} replace />;
  return (
    <Suspense fallback={<Loading fullscreen />}>
      <PortalShell portal={portal} />
    </Suspense>
  );
}
