import { theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { brandCompany, brandImages, brandTitle, copyrightYears } from '../brand';
import type { Language } from '../session/loginInfo';
import { useThemeImage } from '../useThemeImage';
import { LoginLanguage } from './LoginLanguage';

interface LoginFrameProps {
  /** the tenant whose uploaded theme images (logo, background) to prefer */
  tenant: string | null;
  children: ReactNode;
}

/**
 * The branded frame of the login pages: background, logo, language switch, a centred panel and
 * the copyright line. Plain elements styled with antd tokens keep the login route's JS small.
 */
export function LoginFrame({ tenant, children }: LoginFrameProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { token } = theme.useToken();
  const background = useThemeImage('login-bg.svg', tenant, brandImages.loginBackground);
  const logo = useThemeImage('logo.svg', tenant, brandImages.logo);
  return (
    <div
      style={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        fontFamily: token.fontFamily,
        color: token.colorText,
        background: background ? `center / cover no-repeat url("${background}"), ${token.colorBgLayout}` : token.colorBgLayout,
      }}
    >
      <header style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: '16px 32px' }}>
        {logo ? <img src={logo} alt={brandTitle(language)} style={{ height: 36 }} /> : <span style={{ height: 36 }} />}
        <LoginLanguage />
      </header>
      <main style={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', padding: '24px 16px' }}>
        <section
          style={{
            width: 400,
            maxWidth: '100%',
            padding: 32,
            background: token.colorBgContainer,
            borderRadius: token.borderRadiusLG,
            boxShadow: token.boxShadowSecondary,
          }}
        >
          {children}
        </section>
      </main>
      <footer style={{ textAlign: 'center', padding: 16, color: token.colorTextSecondary, fontSize: 12 }}>
        {t('login.copyright', { years: copyrightYears(), company: brandCompany(language) })}
      </footer>
    </div>
  );
}

/** The panel's heading: the build's title and a line under it. */
export function LoginHeading({ title, children }: { title: string; children?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ textAlign: 'center', marginBottom: 24 }}>
      <h1 style={{ fontSize: token.fontSizeHeading3, fontWeight: 600, margin: '0 0 4px', color: token.colorTextHeading }}>{title}</h1>
      {children ? <div style={{ color: token.colorTextSecondary }}>{children}</div> : null}
    </div>
  );
}
