// event/addComment (添加评论): an event's title, status and comments, and a box to add one (the
// 评论 function of 事件列表). Opened with ?id= of the event; loading, empty and error states.
import { Alert, Button, Card, Descriptions, Empty, Input, List, Space, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../src/api/errors';
import { MetaDynamicApi } from '../../../src/api/services';
import { NoRecordPrompt } from '../../../src/templates/shared/NoRecordPrompt';
import { Event } from '../entities/event';
import { EVENT_LIST } from '../urls';
import { EVENT_STATUSES, SEVERITIES } from '../options';
import { EventApi, quiet } from './api';
import { optionLabel } from './MessageListPage';

interface Comment {
  content: string;
  author?: string;
  at?: string;
}

export default function CommentPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  // biome-ignore lint/suspicious/noExplicitAny: a record answers many shapes
  const [event, setEvent] = useState<Record<string, any> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);

  const load = useCallback(() => {
    if (!id) return;
    MetaDynamicApi.getValue([Event.code, id], quiet)
      .then(setEvent)
      .catch((e) => setError(errorMessage(e, t('event.failed'))));
  }, [id, t]);
  useEffect(load, [load]);

  const add = async () => {
    setSaving(true);
    setError(null);
    try {
      await EventApi.addComment([{ id, content: text.trim() }], quiet);
      setText('');
      load();
    } catch (e) {
      setError(errorMessage(e, t('event.failed')));
    } finally {
      setSaving(false);
    }
  };

  // opened without an event (from the menu, a bookmark): the list to choose one from
  if (!id) return <NoRecordPrompt lists={[EVENT_LIST]} />;
  if (!event) return error ? <Alert type="error" showIcon message={error} /> : <Spin style={{ display: 'block', margin: 48 }} />;
  const comments = (event.comments ?? []) as Comment[];
  return (
    <Card title={`${t('event.comment.title')} ${event.code ?? ''}`}>
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label={t('event.comment.what')}>{event.title}</Descriptions.Item>
        <Descriptions.Item label={t('event.msg.status')}>{optionLabel(EVENT_STATUSES, String(event.event_status ?? ''))}</Descriptions.Item>
        <Descriptions.Item label={t('event.msg.severity')}>{optionLabel(SEVERITIES, String(event.severity ?? ''))}</Descriptions.Item>
      </Descriptions>
      <List
        dataSource={comments}
        locale={{ emptyText: <Empty description={t('event.comment.none')} /> }}
        renderItem={(c) => (
          <List.Item>
            <List.Item.Meta title={<Typography.Text type="secondary">{`${c.author ?? ''} ${c.at ? new Date(c.at).toLocaleString() : ''}`}</Typography.Text>} description={c.content} />
          </List.Item>
        )}
      />
      <Space.Compact style={{ width: '100%', marginTop: 16 }}>
        <Input.TextArea aria-label={t('event.dialog.comment')} rows={2} maxLength={1024} value={text} onChange={(e) => setText(e.target.value)} />
        <Button type="primary" loading={saving} disabled={!text.trim()} onClick={add}>
          {t('event.comment.add')}
        </Button>
      </Space.Compact>
      {error && <Alert type="error" showIcon message={error} style={{ marginTop: 12 }} />}
    </Card>
  );
}
