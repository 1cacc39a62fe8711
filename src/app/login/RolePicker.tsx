import { Button, Radio, Space, Tag, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RoleInfo } from '../../../schemas/rpc/portal';
import { localName } from '../../i18n';
import type { Language } from '../session/loginInfo';

interface RolePickerProps {
  roles: readonly RoleInfo[];
  /** the role logon chose (the default role): preselected */
  initialRoleId: number;
  loading: boolean;
  onBack: () => void;
  onEnter: (roleId: number) => void;
}

/** Shown after logon when the user holds several roles. */
export function RolePicker({ roles, initialRoleId, loading, onBack, onEnter }: RolePickerProps) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const language = i18n.language as Language;
  const [roleId, setRoleId] = useState(initialRoleId);
  return (
    <div>
      <h2 style={{ fontSize: token.fontSizeHeading4, fontWeight: 600, margin: '0 0 4px' }}>{t('login.chooseRole')}</h2>
      <p style={{ color: token.colorTextSecondary, marginTop: 0 }}>{t('login.chooseRoleHint')}</p>
      <Radio.Group
        value={roleId}
        onChange={(event) => setRoleId(event.target.value as number)}
        style={{ width: '100%', margin: '8px 0 24px', display: 'flex', flexDirection: 'column', gap: 8 }}
        aria-label={t('login.chooseRole')}
      >
        {roles.map((role) => (
          <Radio key={role.id} value={role.id}>
            {localName(role, language)}
            {role.defaultTag ? (
              <Tag color="blue" style={{ marginInlineStart: 8 }}>
                {t('login.defaultRole')}
              </Tag>
            ) : null}
          </Radio>
        ))}
      </Radio.Group>
      <Space style={{ width: '100%', justifyContent: 'space-between' }}>
        <Button onClick={onBack} disabled={loading}>
          {t('common.back')}
        </Button>
        <Button type="primary" loading={loading} onClick={() => onEnter(roleId)}>
          {t('login.enter')}
        </Button>
      </Space>
    </div>
  );
}
