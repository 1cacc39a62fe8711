import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PartyType } from '../contracts';

export function StatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  return status === 0 ? <Tag color="green">{t('tenantAdmin.normal')}</Tag> : <Tag color="red">{t('tenantAdmin.locked')}</Tag>;
}

export function PartyTypeTag({ partyType }: { partyType: PartyType }) {
  const { t } = useTranslation();
  return <Tag color={partyType === 'Other' ? 'default' : 'blue'}>{t(`tenantAdmin.partyTypes.${partyType}`)}</Tag>;
}

export { formatTime } from '../../../src/templates/shared/formatTime';
