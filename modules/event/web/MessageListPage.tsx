// event/MessageList (消息列表): the events' messages to me, newest first — unread in bold, the event's
// number, status and severity; 标为已读 on the ticked rows or one row, 删除 (confirmed). The bell's
// count follows at once (the server pushes it).
import CheckOutlined from '@ant-design/icons/CheckOutlined';
import { Tag, Typography } from 'antd';
import { ServiceListPage } from '../../../src/templates/service-list/ServiceListPage';
import { defineServiceList } from '../../../src/templates/service-list/types';
import { i18n } from '../../../src/i18n';
import type { EventMessageRow } from '../contracts';
import { EVENT_STATUSES, SEVERITIES } from '../options';
import { EVENT_DETAIL } from '../urls';
import { EventMessageApi, quiet } from './api';

const FN = 'event.messageList';
const SEVERITY_COLOR: Record<string, string> = { Info: 'default', Minor: 'blue', Major: 'orange', Critical: 'red' };
/** an option's label in the user's language */
export const optionLabel = (list: typeof SEVERITIES, v: string) => {
  const o = list.find((x) => x.value === v);
  return o ? (i18n.language === 'en_US' ? o.labelEn : o.label) : v;
};

export const messageList = defineServiceList<EventMessageRow, { read?: string }>({
  testId: 'event-messages',
  load: (q) => EventMessageApi.page([{ page: q.page, pageSize: q.pageSize, ...(q.read ? { read: q.read === 'yes' } : {}) }], quiet),
  filters: [{ name: 'read', label: 'event.msg.readFilter', kind: 'select', options: [{ value: 'no', label: 'event.msg.unread' }, { value: 'yes', label: 'event.msg.read' }] }],
  columns: [
    {
      title: 'event.msg.title',
      field: 'title',
      render: (r) => <Typography.Text strong={!r.read}>{r.title}</Typography.Text>,
    },
    { title: 'event.msg.content', field: 'content', ellipsis: true },
    { title: 'event.msg.event', field: 'eventCode', width: 130, link: (r) => `${EVENT_DETAIL}?id=${r.eventId}`, testId: (r) => `event-message-${r.eventCode}` },
    {
      title: 'event.msg.severity',
      field: 'severity',
      width: 80,
      render: (r) => <Tag color={SEVERITY_COLOR[r.severity]}>{optionLabel(SEVERITIES, r.severity)}</Tag>,
    },
    { title: 'event.msg.status', field: 'eventStatus', width: 90, render: (r) => optionLabel(EVENT_STATUSES, r.eventStatus) },
    { title: 'event.msg.state', key: 'read', width: 70, render: (r, t) => (r.read ? t('event.msg.read') : <Tag color="processing">{t('event.msg.unread')}</Tag>) },
    { title: 'event.msg.time', field: 'createDt', width: 170, render: 'time' },
  ],
  selection: { fn: `${FN}.read` },
  toolbar: [
    { label: 'event.msg.markRead', fn: `${FN}.read`, icon: <CheckOutlined />, primary: true, selected: (ids) => EventMessageApi.markRead([{ ids: ids.map(Number) }], quiet), done: 'event.msg.marked' },
    {
      label: 'event.msg.remove',
      fn: `${FN}.delete`,
      danger: true,
      selected: (ids) => EventMessageApi.remove([{ ids: ids.map(Number) }], quiet),
      confirm: (ids, t) => t('event.msg.removeConfirm', { count: ids.length }),
      done: 'event.msg.removed',
    },
  ],
  rowActions: [
    { label: 'event.msg.markRead', fn: `${FN}.read`, visible: (r) => !r.read, run: (r) => EventMessageApi.markRead([{ ids: [r.id] }], quiet), done: 'event.msg.marked', testId: (r) => `event-read-${r.id}` },
    {
      label: 'event.msg.remove',
      fn: `${FN}.delete`,
      danger: true,
      confirm: (_r, t) => t('event.msg.removeConfirm', { count: 1 }),
      run: (r) => EventMessageApi.remove([{ ids: [r.id] }], quiet),
      done: 'event.msg.removed',
    },
  ],
  onOpen: (r) => `${EVENT_DETAIL}?id=${r.eventId}`,
  actionsWidth: 150,
  confirmTitle: 'event.msg.attention',
  totalText: 'event.msg.total',
  failedText: 'event.failed',
});

export default function MessageListPage() {
  return <ServiceListPage def={messageList} />;
}
