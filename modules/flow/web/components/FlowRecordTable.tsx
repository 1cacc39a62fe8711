// The approval record of a flow (审批记录为空。 when it has none): one compact row per task in
// the order reached — node (a green dot when handled, a blue pulsing one while open), handler,
// department, candidates (whichever of users / roles / departments are set), received and handled
// times, duration, and the comment with its type as a coloured tag (1 通过, 2 退回, 3 驳回).
// Without rows it reads 审批记录为空。
import { Badge, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../../src/i18n';
import type { FlowRecord, FlowRecordRow } from '../../contracts';

const TEXTS = {
  taskName: ['任务节点', 'Step'],
  assigneeName: ['办理人', 'Handled by'],
  deptName: ['部门', 'Department'],
  candidates: ['候选', 'Candidates'],
  candidate: ['候选人', 'Users'],
  candidateRole: ['候选角色', 'Roles'],
  candidateDepart: ['候选部门', 'Departments'],
  createTime: ['接收时间', 'Received'],
  finishTime: ['处理时间', 'Handled'],
  duration: ['耗时', 'Duration'],
  comment: ['处理意见', 'Comment'],
  empty: ['审批记录为空。', 'No approval records.'],
  type1: ['通过', 'Approved'],
  type2: ['退回', 'Returned'],
  type3: ['驳回', 'Rejected'],
} as const;
type TextKey = keyof typeof TEXTS;

function useTexts() {
  useTranslation(); // re-render on a language switch
  const en = currentLanguage() === 'en_US';
  return (key: TextKey) => TEXTS[key][en ? 1 : 0];
}

/** Comment types (1 approve, 2 return, 3 reject): tag colour and label. */
export const COMMENT_TYPES: Record<string, { color: string; label: TextKey }> = {
  '1': { color: 'green', label: 'type1' },
  '2': { color: 'orange', label: 'type2' },
  '3': { color: 'red', label: 'type3' },
};

const EMPTY = '—';
const DATETIME = 'YYYY-MM-DD HH:mm:ss';

function when(value: string | null): string {
  if (!value) return EMPTY;
  const d = dayjs(value);
  return d.isValid() ? d.format(DATETIME) : value;
}

export interface FlowRecordTableProps {
  record: FlowRecord | null;
  loading?: boolean;
}

export function FlowRecordTable({ record, loading = false }: FlowRecordTableProps) {
  const say = useTexts();

  const candidates = (row: FlowRecordRow): ReactNode => {
    const set = (['candidate', 'candidateRole', 'candidateDepart'] as const).filter((k) => row[k]);
    if (!set.length) return EMPTY;
    return set.map((k) => (
      <div key={k}>
        <Typography.Text type="secondary">{say(k)}：</Typography.Text>
        {row[k]}
      </div>
    ));
  };

  const columns: ColumnsType<FlowRecordRow> = [
    {
      key: 'taskName',
      title: say('taskName'),
      width: 150,
      render: (_, row) => <Badge status={row.finishTime ? 'success' : 'processing'} text={row.taskName ?? row.nodeId} />,
    },
    { key: 'assigneeName', title: say('assigneeName'), width: 100, render: (_, row) => row.assigneeName || EMPTY },
    { key: 'deptName', title: say('deptName'), width: 120, render: (_, row) => row.deptName || EMPTY },
    { key: 'candidates', title: say('candidates'), width: 180, render: (_, row) => candidates(row) },
    { key: 'createTime', title: say('createTime'), width: 165, render: (_, row) => when(row.createTime) },
    { key: 'finishTime', title: say('finishTime'), width: 165, render: (_, row) => when(row.finishTime) },
    { key: 'duration', title: say('duration'), width: 110, render: (_, row) => row.duration || EMPTY },
    {
      key: 'comment',
      title: say('comment'),
      render: (_, row) => {
        if (!row.comment) return EMPTY;
        // 1 (approve) is the default type
        const type = COMMENT_TYPES[String(row.comment.type || '1')];
        return (
          <span data-testid={`comment-${row.taskId}`}>
            {type && <Tag color={type.color}>{say(type.label)}</Tag>}
            {row.comment.comment}
          </span>
        );
      },
    },
  ];

  return (
    <Table<FlowRecordRow>
      size="small"
      rowKey="taskId"
      columns={columns}
      dataSource={record?.flowList ?? []}
      loading={loading}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: say('empty') }}
    />
  );
}

export default FlowRecordTable;
