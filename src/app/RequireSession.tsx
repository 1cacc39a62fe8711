import { lazy, Suspense } from 'react';
import { loadAppStrings } from '../i18n/appStrings';
import { Navigate, useParams } from 'react-router-dom';
import { Loading } from './Loading';
import { loadWebModules } from './modules/registry';
import { useSession } from './session/useSession';

// the shell's code, its strings and the installed web modules, together
const Shell = lazy(() => Promise.all([import('./shell/Shell'), loadAppStrings(), loadWebModules()]).then(([shell]) => shell));

/**
 * /{tenant}/*: no token, a session of another portal, or of another tenant than the URL's, goes to the
 * tenant's login. Checked before the shell's JS is even loaded.
 */
export function RequireSession() {
  const { tenant = '' } = useParams();
  const session = useSession();
  // a session of the App or Hmi portal is not the Web shell's: its own login decides the role
  if (!session?.token || session.tenant.code !== tenant || (session.portalType ?? 'Web') !== 'Web') return <Navigate to={`/${encodeURIComponent(tenant)}/login`} replace />;
  return (
    <Suspense fallback={<Loading fullscreen />}>
      <Shell />
    </Suspense>
  );
}
