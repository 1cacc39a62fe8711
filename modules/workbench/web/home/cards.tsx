// The home workbench's cards: my flow tasks (the flow module's to-do list, read over its public call
// flow.FlowableTask/todoList), my documents still open, my unread messages, each with its loading,
// empty and failed state and a way to the page where the work is done.
import { Alert, Badge, Button, Card, Empty, List, Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageItem } from '../../../../schemas/rpc/portal';
import { errorMessage } from '../../../../src/api/errors';
import { rpc } from '../../../../src/api/rpc';
import { MessageApi } from '../../../../src/api/services';
import type { Language } from '../../../../src/app/session/loginInfo';
import { useShell } from '../../../../src/app/shell/ShellContext';
import type { WaitingDocuments } from '../../contracts';
import { HomeApi } from '../api';
import { type Loaded, useLoad } from './useLoad';

const quiet = { ignoreError: true, cancelPrevious: false } as const;
export const TODO_PAGE = 'flowable/Todo';
const MESSAGE_PAGE = 'system/Message';
const SHOWN = 6;

/** A row of the flow to-do list, as its call answers it (the fields home shows). */
interface TodoRow {
  taskId: string | null;
  taskName: string | null;
  procDefName: string;
  receiptCode: string | null;
  startUserName: string;
  createTime: string;
}

function HomeCard<T>({ title, testId, loaded, empty, extra, children }: { title: ReactNode; testId: string; loaded: Loaded<T[]>; empty: string; extra?: ReactNode; children: (rows: T[]) => ReactNode }) {
  const { t } = useTranslation();
  return (
    <Card title={title} extra={extra} variant="borderless" loading={loaded.loading && !loaded.data} data-testid={testId} style={{ height: '100%' }}>
      {loaded.error ? (
        <Alert type="error" showIcon message={errorMessage(loaded.error, t('rpc.serviceException'))} action={<Button size="small" onClick={loaded.reload}>{t('workbench.retry')}</Button>} />
      ) : loaded.data?.length ? (
        children(loaded.data)
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} />
      )}
    </Card>
  );
}

export function TasksCard() {
  const { t } = useTranslation();
  const { open, todo } = useShell();
  const loaded = useLoad(() => rpc<{ total: number; itemList: TodoRow[] }>('flow.FlowableTask', 'todoList', [{ page: 1, pageSize: SHOWN }], quiet).then((p) => p.itemList));
  return (
    <HomeCard
      title={<Space>{t('workbench.home.tasks')}<Badge count={todo.todo} overflowCount={99} /></Space>}
      testId="home-tasks"
      loaded={loaded}
      empty={t('workbench.home.noTasks')}
      extra={<Typography.Link onClick={() => open(TODO_PAGE)}>{t('workbench.home.all')}</Typography.Link>}
    >
      {(rows) => (
        <List<TodoRow>
          size="small"
          dataSource={rows}
          renderItem={(r) => (
            <List.Item data-testid="home-task" actions={[<Typography.Text key="at" type="secondary">{dayjs(r.createTime).format('MM-DD HH:mm')}</Typography.Text>]}>
              <Typography.Link onClick={() => open(TODO_PAGE)}>
                {r.procDefName}
                {r.receiptCode ? ` · ${r.receiptCode}` : ''}
              </Typography.Link>
              <Typography.Text type="secondary" style={{ marginInlineStart: 8 }}>
                {r.taskName} · {r.startUserName}
              </Typography.Text>
            </List.Item>
          )}
        />
      )}
    </HomeCard>
  );
}

export function DocumentsCard({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { open } = useShell();
  const loaded = useLoad(() => HomeApi.waiting([], quiet));
  return (
    <HomeCard title={t('workbench.home.documents')} testId="home-documents" loaded={loaded} empty={t('workbench.home.noDocuments')}>
      {(rows) => (
        <List<WaitingDocuments>
          size="small"
          dataSource={rows}
          renderItem={(d) => (
            <List.Item data-testid="home-document">
              <Typography.Link onClick={() => open(d.url)}>{language === 'en_US' ? d.nameEn : d.name}</Typography.Link>
              <Space size={4}>
                {d.saved ? <Tag>{t('workbench.home.saved', { n: d.saved })}</Tag> : null}
                {d.commit ? <Tag color="processing">{t('workbench.home.commit', { n: d.commit })}</Tag> : null}
              </Space>
            </List.Item>
          )}
        />
      )}
    </HomeCard>
  );
}

export function AlertsCard() {
  const { t } = useTranslation();
  const { open, routeByPath } = useShell();
  const loaded = useLoad(() => MessageApi.listMine([1, SHOWN, { read: false }], quiet).then((p) => p.itemList));
  const read = async (m: MessageItem) => {
    await MessageApi.markRead([[m.id]], quiet).catch(() => undefined);
    loaded.reload();
  };
  return (
    <HomeCard
      title={t('workbench.home.alerts')}
      testId="home-alerts"
      loaded={loaded}
      empty={t('workbench.home.noAlerts')}
      extra={routeByPath.has(MESSAGE_PAGE) ? <Typography.Link onClick={() => open(MESSAGE_PAGE)}>{t('workbench.home.all')}</Typography.Link> : null}
    >
      {(rows) => (
        <List<MessageItem>
          size="small"
          dataSource={rows}
          renderItem={(m) => (
            <List.Item data-testid="home-alert" actions={[<Button key="read" type="link" size="small" onClick={() => read(m)}>{t('workbench.home.markRead')}</Button>]}>
              <List.Item.Meta title={m.title} description={`${m.createName ?? ''} ${dayjs(m.createDt).format('MM-DD HH:mm')}`} />
            </List.Item>
          )}
        />
      )}
    </HomeCard>
  );
}
