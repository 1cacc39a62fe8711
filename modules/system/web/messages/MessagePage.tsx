import SendOutlined from '@ant-design/icons/SendOutlined';
import { App, Button, Card, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { SEND_FUNCTION } from './api';
import { InboxTab } from './InboxTab';
import { SendMessageModal } from './SendMessageModal';
import { SentTab } from './SentTab';

/**
 * system/Message (消息管理): the user's inbox, opened by the shell's bell; a role holding
 * system.message.send also sends to users, roles and departments and sees what it sent.
 */
export default function MessagePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const sender = can(SEND_FUNCTION);
  const [sending, setSending] = useState(false);
  const [nonce, setNonce] = useState(0);

  const sendButton = sender ? (
    <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)} data-testid="send-message">
      {t('messages.send')}
    </Button>
  ) : null;

  return (
    <Card variant="borderless" data-testid="message-page">
      <Tabs
        tabBarExtraContent={sendButton}
        items={[
          { key: 'inbox', label: t('messages.inbox'), children: <InboxTab nonce={nonce} /> },
          ...(sender ? [{ key: 'sent', label: t('messages.sent'), children: <SentTab nonce={nonce} /> }] : []),
        ]}
      />
      <SendMessageModal
        open={sending}
        onClose={() => setSending(false)}
        onSent={(count) => {
          setSending(false);
          setNonce((n) => n + 1);
          void message.success(t('messages.sentCount', { count }));
        }}
      />
    </Card>
  );
}
