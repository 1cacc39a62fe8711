import BellOutlined from '@ant-design/icons/BellOutlined';
import { Badge, Button, List, Popover, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TodoCounts } from './ShellContext';

interface TodoBadgeProps {
  counts: TodoCounts;
  /** opens the task list / message pages when the role has them */
  onOpenTodo?: () => void;
  onOpenMessages?: () => void;
}

/** The bell with the todo + message count (fed by todoCount, then the web socket). */
export function TodoBadge({ counts, onOpenTodo, onOpenMessages }: TodoBadgeProps) {
  const { t } = useTranslation();
  const rows = [
    { key: 'todo', label: t('shell.todoItems'), count: counts.todo, open: onOpenTodo, action: t('shell.viewTodo') },
    { key: 'message', label: t('shell.unreadMessages'), count: counts.message, open: onOpenMessages, action: t('shell.viewMessages') },
  ];
  const content = (
    <List
      size="small"
      style={{ width: 240 }}
      dataSource={rows}
      renderItem={(row) => (
        <List.Item
          actions={row.open ? [<Typography.Link key="open" onClick={row.open}>{row.action}</Typography.Link>] : undefined}
        >
          <span>{row.label}</span>
          <Badge count={row.count} showZero color={row.count ? undefined : '#d9d9d9'} style={{ marginLeft: 8 }} />
        </List.Item>
      )}
    />
  );
  return (
    <Popover content={content} title={t('shell.todoTitle')} trigger="click" placement="bottomRight">
      <Badge count={counts.total} size="small" offset={[-4, 4]}>
        <Button type="text" icon={<BellOutlined />} aria-label={`${t('shell.todo')} ${counts.total}`} />
      </Badge>
    </Popover>
  );
}
