import { App, Badge, Button, Modal, Popconfirm, Segmented, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '../../../../schemas/rpc/portal';
import { errorMessage, isCancelled } from '../../../../src/api/errors';
import { formatTime, MessageApi } from './api';

type ReadFilter = 'all' | 'unread' | 'read';
const filterArg = (f: ReadFilter) => (f === 'all' ? {} : { read: f === 'read' });

/** 我的消息: the caller's inbox (read / unread), opened to read, marked read one by one or all, removed. */
export function InboxTab({ nonce }: { nonce: number }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [filter, setFilter] = useState<ReadFilter>('all');
  const [page, setPage] = useState({ page: 1, pageSize: 20 });
  const [data, setData] = useState<{ total: number; unread: number; itemList: MessageItem[] }>({ total: 0, unread: 0, itemList: [] });
  const [loading, setLoading] = useState(true);
  const [selected, setSelected] = useState<number[]>([]);
  const [reading, setReading] = useState<MessageItem | null>(null);
  const [tick, setTick] = useState(0);
  const reload = useCallback(() => setTick((n) => n + 1), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` (after an action here) and `nonce` (from the page) ask for a reload
  useEffect(() => {
    let live = true;
    setLoading(true);
    MessageApi.listMine([page.page, page.pageSize, filterArg(filter)], { ignoreError: true }).then(
      (answer) => {
        if (!live) return;
        setData(answer);
        setLoading(false);
      },
      (e: unknown) => {
        if (!live || isCancelled(e)) return;
        setData({ total: 0, unread: 0, itemList: [] });
        setLoading(false);
        void message.error(errorMessage(e, t('messages.failed')));
      },
    );
    return () => {
      live = false;
    };
  }, [filter, page, tick, nonce, message, t]);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) void message.success(done);
      setSelected([]);
      reload();
    } catch (e) {
      void message.error(errorMessage(e, t('messages.failed')));
    }
  };

  const open = (m: MessageItem) => {
    setReading(m);
    if (!m.read) void act(() => MessageApi.markRead([[m.id]], { ignoreError: true }));
  };

  const columns: TableColumnsType<MessageItem> = [
    {
      title: t('messages.title'),
      dataIndex: 'title',
      render: (title: string, m) => (
        <Typography.Link onClick={() => open(m)} strong={!m.read} data-testid={`message-${m.id}`}>
          {m.read ? null : <Badge status="processing" />} {title}
        </Typography.Link>
      ),
    },
    { title: t('messages.content'), dataIndex: 'content', ellipsis: true },
    { title: t('messages.sender'), dataIndex: 'createName', width: 140 },
    { title: t('messages.time'), dataIndex: 'createDt', width: 180, render: formatTime },
    { title: t('messages.state'), dataIndex: 'read', width: 90, render: (read: boolean) => (read ? <Tag>{t('messages.read')}</Tag> : <Tag color="blue">{t('messages.unread')}</Tag>) },
    {
      title: t('messages.actions'),
      key: 'actions',
      width: 160,
      render: (_, m) => (
        <Space size={0}>
          {m.read ? null : (
            <Button type="link" size="small" onClick={() => void act(() => MessageApi.markRead([[m.id]], { ignoreError: true }))}>
              {t('messages.markRead')}
            </Button>
          )}
          <Popconfirm title={t('messages.removeConfirm')} onConfirm={() => act(() => MessageApi.removeMine([[m.id]], { ignoreError: true }), t('messages.removed'))}>
            <Button type="link" size="small" danger>
              {t('messages.remove')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="message-inbox">
      <Space style={{ marginBottom: 12 }} wrap>
        <Segmented<ReadFilter>
          value={filter}
          onChange={(f) => {
            setFilter(f);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          options={[
            { value: 'all', label: t('messages.all') },
            { value: 'unread', label: `${t('messages.unread')} (${data.unread})` },
            { value: 'read', label: t('messages.read') },
          ]}
        />
        <Button disabled={!data.unread} onClick={() => void act(() => MessageApi.markAllRead([], { ignoreError: true }), t('messages.done'))} data-testid="mark-all-read">
          {t('messages.markAllRead')}
        </Button>
        <Popconfirm title={t('messages.removeConfirm')} disabled={!selected.length} onConfirm={() => act(() => MessageApi.removeMine([selected], { ignoreError: true }), t('messages.removed'))}>
          <Button danger disabled={!selected.length}>
            {t('messages.removeSelected')}
          </Button>
        </Popconfirm>
      </Space>
      <Table<MessageItem>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={data.itemList}
        loading={loading}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        pagination={{ current: page.page, pageSize: page.pageSize, total: data.total, showSizeChanger: true, showTotal: (total) => t('messages.total', { total }), onChange: (p, s) => setPage({ page: p, pageSize: s }) }}
      />
      <Modal open={!!reading} title={reading?.title} footer={null} onCancel={() => setReading(null)} destroyOnHidden>
        {reading ? (
          <div data-testid="message-reading">
            <Typography.Paragraph type="secondary">{`${reading.createName ?? ''} · ${formatTime(reading.createDt)}`}</Typography.Paragraph>
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{reading.content}</Typography.Paragraph>
          </div>
        ) : null}
      </Modal>
    </div>
  );
}
