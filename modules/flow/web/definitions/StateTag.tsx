import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** 激活 (green) or 挂起 (orange): whether new processes may start on the version. */
export function StateTag({ suspended }: { suspended: boolean }) {
  const { t } = useTranslation();
  return suspended ? <Tag color="orange">{t('flowDefs.suspended')}</Tag> : <Tag color="green">{t('flowDefs.active')}</Tag>;
}

/** The document types bound to the process key, by name. */
export function BindingTags({ entityCodes, name }: { entityCodes: readonly string[]; name: (code: string) => string }) {
  const { t } = useTranslation();
  if (!entityCodes.length) return <span style={{ color: 'rgba(0,0,0,0.45)' }}>{t('flowDefs.none')}</span>;
  return (
    <>
      {entityCodes.map((code) => (
        <Tag key={code} color="blue">
          {name(code)}
        </Tag>
      ))}
    </>
  );
}
