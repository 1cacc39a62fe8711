import { lazy, Suspense } from 'react';
import { loadAppStrings } from '../i18n/appStrings';
import { Navigate, useParams } from 'react-router-dom';
import { Loading } from './Loading';
import { loadWebModules } from './modules/registry';
import { useSession } from './session/useSession';

// the shell's code, its strings and the installed web modules, together
const Shell = lazy(() => Promise.all([import('./shell/Shell'), loadAppStrings(), loadWebModules()]).then(([shell]) => shell));

/**
 * /{tenant}/*: no token, or a session of another tenant than the URL's, goes to the
 * tenant's login. Checked before the shell's JS is even loaded.
 */
export function RequireSession() {
  const { tenant = '' } = useParams();
  const session = useSession();
  if (!session?.token || session.tenant.code !== tenant) return <Navigate to={`/${encodeURIComponent(tenant)}/login`} replace />;
  return (
    <Suspense fallback={<Loading fullscreen />}>
      <Shell />
    </Suspense>
  );
}
