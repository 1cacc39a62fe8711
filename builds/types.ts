/** Branding of one customer build (chosen at build time with BUILD=<folder>). */
export interface BuildConfig {
  /** folder name under builds/, also kept in localStorage `plantform.build` */
  code: string;
  title: string;
  titleEn: string;
  companyName: string;
  companyNameEn: string;
  /** years shown as `© 2019–2025 {company}` */
  copyright: string;
  /** the page opened after login: /{tenant}/{home} */
  home: string;
  /** tenant used when the app is opened at `/`; empty: ask for one */
  defaultTenant: string;
  /** antd colorPrimary */
  primaryColor: string;
}
