import CheckOutlined from '@ant-design/icons/CheckOutlined';
import LogoutOutlined from '@ant-design/icons/LogoutOutlined';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import UserOutlined from '@ant-design/icons/UserOutlined';
import { Avatar, Dropdown, Space, Typography, theme, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Session } from '../../../schemas/rpc/portal';
import { localName } from '../../i18n';
import type { Language } from '../session/loginInfo';

interface UserMenuProps {
  session: Session;
  onSwitchRole: (roleId: number) => void;
  onLogout: () => void;
}

/** The user's name and role; the menu switches role and logs out. */
export function UserMenu({ session, onSwitchRole, onLogout }: UserMenuProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const language = i18n.language as Language;
  const roles = session.roles ?? [];
  const items: MenuProps['items'] = [
    ...(roles.length > 1
      ? [
          {
            key: 'roles',
            icon: <SwapOutlined />,
            label: t('shell.switchRole'),
            children: roles.map((role) => ({
              key: `role:${role.id}`,
              label: localName(role, language),
              icon: role.id === session.role.id ? <CheckOutlined /> : <span style={{ display: 'inline-block', width: 14 }} />,
              disabled: role.id === session.role.id,
            })),
          },
          { type: 'divider' as const },
        ]
      : []),
    { key: 'logout', icon: <LogoutOutlined />, label: t('shell.logout'), danger: true },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'logout') onLogout();
    else if (key.startsWith('role:')) onSwitchRole(Number(key.slice(5)));
  };
  return (
    <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
      <Space align="center" style={{ cursor: 'pointer', padding: '0 8px', lineHeight: 1.25, height: '100%' }} data-testid="user-menu">
        <Avatar size="small" icon={<UserOutlined />} style={{ background: token.colorPrimary }} />
        <span style={{ display: 'inline-flex', flexDirection: 'column', lineHeight: 1.25 }}>
          <Typography.Text strong>{session.user.name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {localName(session.role, language)}
          </Typography.Text>
        </span>
      </Space>
    </Dropdown>
  );
}
