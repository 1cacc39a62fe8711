import GlobalOutlined from '@ant-design/icons/GlobalOutlined';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '../../i18n';
import { LANGUAGES, type Language } from '../session/loginInfo';

/** zh_CN / en_US switch (persisted; sent in the language headers). */
export function LanguageSwitch({ type = 'text' }: { type?: 'text' | 'default' }) {
  const { t, i18n } = useTranslation();
  const items = LANGUAGES.map((language) => ({ key: language, label: t(`common.${language}`) }));
  return (
    <Dropdown
      menu={{ items, selectable: true, selectedKeys: [i18n.language], onClick: ({ key }) => void setLanguage(key as Language) }}
      placement="bottomRight"
    >
      <Button type={type} icon={<GlobalOutlined />} aria-label={t('common.language')}>
        {t(`common.${i18n.language}`)}
      </Button>
    </Dropdown>
  );
}
