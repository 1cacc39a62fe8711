import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import type { Session } from '../../../schemas/rpc/portal';
import { errorMessage } from '../../api/errors';
import { LoginApi } from '../../api/services';
import type { PortalType } from '../../../schemas/menus/types';
import { type DevicePortal, loginPathOf, portalHome } from '../../portals/paths';
import { brand, brandTitle } from '../brand';
import { forgetReloginReason, peekReloginReason, type ReloginReason } from '../navigation';
import { readLoginInfo, type Language } from '../session/loginInfo';
import { clearStorageForLogin } from '../session/sessionStore';
import { LoginFrame, LoginHeading } from './LoginFrame';
import { completeLogin, EncryptionError, logon, switchRole } from './loginFlow';
import { LoginForm, type LoginValues } from './LoginForm';
import { RolePicker } from './RolePicker';

const REASON_KEYS: Record<ReloginReason, string> = {
  '401': 'http.401',
  '403': 'http.403',
  idle: 'session.idle',
  refresh: 'session.refreshFailed',
  tenant: 'session.tenantMissing',
};

interface PendingLogin {
  session: Session;
  userCode: string;
  remember: boolean;
}

/**
 * /{tenant}/login: the customer build's branded login, fixed to the tenant in the URL; with
 * `portal`, the login of the App (/{tenant}/m/login) or Hmi (/{tenant}/hmi/login) portal.
 */
export default function LoginPage({ portal }: { portal?: DevicePortal }) {
  const { tenant = '' } = useParams();
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const navigate = useNavigate();
  const [saved] = useState(readLoginInfo);
  const [reason] = useState(peekReloginReason);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(reason ? t(REASON_KEYS[reason]) : null);
  const [pending, setPending] = useState<PendingLogin | null>(null);

  // going to the login page clears local storage except the build and login info
  useEffect(() => {
    clearStorageForLogin();
    forgetReloginReason();
  }, []);
  useEffect(() => {
    document.title = brandTitle(language);
  }, [language]);

  const enter = (session: Session, userCode: string, remember: boolean) => {
    const stored = completeLogin(session, userCode, remember);
    navigate(portal ? portalHome(stored.tenant.code, portal) : `/${encodeURIComponent(stored.tenant.code)}/${brand.home}`, { replace: true });
  };

  const submit = async ({ userCode, password, remember }: LoginValues) => {
    setLoading(true);
    setError(null);
    try {
      const session = await logon(tenant, userCode, password, portal);
      if ((session.roles?.length ?? 0) > 1) setPending({ session, userCode, remember });
      else enter(session, userCode, remember);
    } catch (failure) {
      setError(failure instanceof EncryptionError ? t('login.encryptFailed') : errorMessage(failure, t('login.failed')));
    } finally {
      setLoading(false);
    }
  };

  const chooseRole = async (roleId: number) => {
    if (!pending) return;
    setLoading(true);
    try {
      const session = roleId === pending.session.role.id ? pending.session : await switchRole(pending.session, roleId);
      enter(session, pending.userCode, pending.remember);
    } catch (failure) {
      setError(errorMessage(failure, t('login.failed')));
      setPending(null);
    } finally {
      setLoading(false);
    }
  };

  const back = () => {
    // the token logon issued is not used: let the server forget it
    if (pending) void LoginApi.logout([], { session: pending.session, ignoreError: true }).catch(() => undefined);
    setPending(null);
  };

  return (
    <LoginFrame tenant={tenant}>
      <LoginHeading title={brandTitle(language)}>
        {portal ? `${t(`login.portal.${portal}`)} · ` : null}
        {t('login.tenantLabel', { tenant })} · <Link to="/?choose=1">{t('login.switchTenant')}</Link>
      </LoginHeading>
      {pending ? (
        <RolePicker roles={pending.session.roles} initialRoleId={pending.session.role.id} loading={loading} onBack={back} onEnter={(id) => void chooseRole(id)} />
      ) : (
        <LoginForm
          initialUserCode={saved.remember ? saved.userCode : undefined}
          initialRemember={saved.remember}
          loading={loading}
          error={error}
          onSubmit={(values) => void submit(values)}
          onChange={() => error && setError(null)}
        />
      )}
      <PortalLinks tenant={tenant} current={portal ?? 'Web'} />
    </LoginFrame>
  );
}

/** The other portals' logins of the tenant: the same users, each portal with the pages its roles have there. */
function PortalLinks({ tenant, current }: { tenant: string; current: PortalType }) {
  const { t } = useTranslation();
  const others = (['Web', 'App', 'Hmi'] as const).filter((p) => p !== current);
  return (
    <nav aria-label={t('login.portals')} style={{ marginTop: 16, textAlign: 'center', fontSize: 13 }}>
      {t('login.portals')}
      {others.map((p, i) => (
        <span key={p}>
          {i ? ' · ' : null}
          <Link to={loginPathOf(tenant, p)}>{t(`login.portal.${p}`)}</Link>
        </span>
      ))}
    </nav>
  );
}
