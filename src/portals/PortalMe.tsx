import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../schemas/rpc/portal';
import { localName } from '../i18n';
import { LogoutButton } from './PortalShell';

/** 我的: who is logged in, with which role, and logging out. */
export function PortalMe({ session }: { session: Session }) {
  const { t } = useTranslation();
  return (
    <div className="pf-card">
      <Descriptions column={1} size="middle">
        <Descriptions.Item label={t('portal.user')}>
          {session.user.name}（{session.user.code}）
        </Descriptions.Item>
        <Descriptions.Item label={t('portal.role')}>{localName({ name: session.role.name, nameIntl: session.role.nameIntl })}</Descriptions.Item>
      </Descriptions>
      <LogoutButton block />
    </div>
  );
}
