import { App, Button, Popconfirm, Table, type TableColumnsType, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SentMessageItem } from '../../../../schemas/rpc/portal';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { usePermission } from '../../../../src/engine/PermissionContext';
import { DELETE_FUNCTION, formatTime, MessageApi } from './api';

/** 已发送: what the caller sent, one row per recipient with whether it was read; 删除 withdraws one. */
export function SentTab({ nonce }: { nonce: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const can = usePermission();
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [data, setData] = useState<{ total: number; itemList: SentMessageItem[] }>({ total: 0, itemList: [] });
  const [loading, setLoading] = useState(true);
  const [tick, setTick] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` (after an action here) and `nonce` (from the page) ask for a reload
  useEffect(() => {
    let live = true;
    setLoading(true);
    MessageApi.listSent([page.page, page.pageSize], { ignoreError: true }).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live || isCancelled(e)) return;
        setData({ total: 0, itemList: [] });
        setLoading(false);
        void message.error(errorMessage(e, t('messages.failed')));
      },
    );
    return () => {
      live = false;
    };
  }, [page, tick, nonce, message, t]);

  const withdraw = async (id: number) => {
    try {
      await MessageApi.removeSent([[id]], { ignoreError: true });
      void message.success(t('messages.removed'));
      setTick((n) => n + 1);
    } catch (e) {
      void message.error(errorMessage(e, t('messages.failed')));
    }
  };

  const columns: TableColumnsType<SentMessageItem> = [
    { title: t('messages.title'), dataIndex: 'title' },
    { title: t('messages.content'), dataIndex: 'content', ellipsis: true },
    { title: t('messages.recipient'), key: 'to', width: 160, render: (_, m) => `${m.userName} (${m.userCode})` },
    { title: t('messages.time'), dataIndex: 'createDt', width: 180, render: formatTime },
    {
      title: t('messages.state'),
      key: 'read',
      width: 200,
      render: (_, m) => (m.read ? <Tag>{`${t('messages.read')} ${formatTime(m.readDt)}`}</Tag> : <Tag color="blue">{t('messages.unread')}</Tag>),
    },
    ...(can(DELETE_FUNCTION)
      ? [
          {
            title: t('messages.actions'),
            key: 'actions',
            width: 90,
            render: (_: unknown, m: SentMessageItem) => (
              <Popconfirm title={t('messages.withdrawConfirm')} onConfirm={() => withdraw(m.id)}>
                <Button type="link" size="small" danger>
                  {t('messages.remove')}
                </Button>
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Table<SentMessageItem>
      rowKey="id"
      size="middle"
      columns={columns}
      dataSource={data.itemList}
      loading={loading}
      data-testid="message-sent"
      pagination={{ current: page.page, pageSize: page.pageSize, total: data.total, showSizeChanger: true, showTotal: (total) => t('messages.total', { total }), onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
    />
  );
}
