import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n';
import { LANGUAGES, type Language } from '../session/loginInfo';

/** The login page's zh_CN / en_US switch (light: no dropdown menu in the login route's JS). */
export function LoginLanguage() {
  const { t, i18n } = useTranslation();
  return (
    <Segmented<Language>
      aria-label={t('common.language')}
      value={i18n.language as Language}
      options={LANGUAGES.map((language) => ({ value: language, label: t(`common.${language}`) }))}
      onChange={(language) => void setLanguage(language)}
    />
  );
}
