// 流程处理详情 (the flow task screen), mounted at flow/taskDetail, flowable/Record and flow/detail: the
// header (返回, 发起, 保存, the flow operations the caller may do now, 流程图, previous/next), the
// flow's facts, the document's dedicated view or the entity's form, the highlighted diagram and
// the approval record. Its query parameters are read in shared/taskQuery.ts.
import type { Form } from '@formily/core';
import { Card, Descriptions, Divider, Result } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import FlowViewer from '../viewer/FlowViewer';
import { useSession } from '../../../../src/app/session/useSession';
import { FlowRecordTable } from '../components/FlowRecordTable';
import { formatTime, StatusTag } from './lists/columns';
import { NoRecordPrompt } from '../../../../src/templates/shared/NoRecordPrompt';
import { isViewOnly, namesATask, readTaskQuery, type TaskQuery } from './shared/taskQuery';
import { DiagramDialog } from './screen/DiagramDialog';
import { formEditable, headerButtons, type HeaderState } from './screen/headerRules';
import { TaskBody } from './screen/TaskBody';
import { TaskHeader } from './screen/TaskHeader';
import { useTaskOperations } from './screen/useTaskOperations';
import { type TaskScreenData, useTaskScreen } from './screen/useTaskScreen';

/** where a task is chosen, in order of preference (the first the caller holds is offered) */
const TASK_LISTS = ['flowable/Todo', 'flowable/Finish', 'flow/table'];

export default function TaskDetailPage() {
  const [search] = useSearchParams();
  const q = readTaskQuery(search);
  // opened without a task (from the menu, a bookmark): the task lists to choose one from
  if (!namesATask(q)) return <NoRecordPrompt lists={TASK_LISTS} />;
  // a new task (next, previous, after an action) is a new screen
  return <TaskScreen key={search.toString()} q={q} />;
}

/**
 * The caller's task is on the initiator's node (重新提交, not 同意): as the server marks it — the
 * flow's first user task held by the initiator, and that node again after a return. The first
 * record row is no sign: a group's first review is an approval even for an initiator in the group.
 */
export function onFirstNode(data: TaskScreenData, me: number): boolean {
  const task = data.detail?.task;
  return !!task?.firstNode && data.detail?.instance.startUserId === me;
}

export function headerStateOf(q: TaskQuery, data: TaskScreenData, me: number): HeaderState {
  const task = data.detail?.task ?? null;
  return {
    init: q.init,
    viewOnly: isViewOnly(q),
    hasRecord: !!data.record,
    status: data.record?.status_dict?.dict ?? null,
    flowStatus: data.detail?.instance.status ?? null,
    task: task ? { ...task, firstNode: onFirstNode(data, me) } : null,
    editAllowed: data.editAllowed,
  };
}

function TaskScreen({ q }: { q: TaskQuery }) {
  const { t } = useTranslation();
  const me = useSession()?.user.id ?? 0;
  const loaded = useTaskScreen(q);
  const formRef = useRef<Form | null>(null);
  const [diagram, setDiagram] = useState(false);
  const data = loaded.status === 'ok' ? loaded.data : null;
  const ops = useTaskOperations({ q, data, me, formRef, reload: loaded.reload });

  if (loaded.status === 'error') return <Result status="error" title={t('flowTasks.screen.loadFailed')} subTitle={loaded.error} extra={null} />;
  if (!data) return <Card loading variant="borderless" />;

  const state = headerStateOf(q, data, me);
  const instance = data.detail?.instance ?? null;
  const s = (key: string) => t(`flowTasks.screen.${key}`);
  return (
    <Card variant="borderless" data-testid="task-screen">
      <TaskHeader
        title={q.enableTitle ? t('flowTasks.title') : null}
        status={instance ? <StatusTag status={instance.status} t={t} /> : null}
        buttons={headerButtons(state)}
        busy={ops.busy}
        pager={ops.pager}
        onPress={ops.press}
        onBack={ops.back}
        onStep={(d) => void ops.step(d)}
        onDiagram={() => setDiagram(true)}
      />
      <Descriptions size="small" column={{ xs: 1, md: 2, xl: 4 }} style={{ marginBottom: 16 }} data-testid="task-facts">
        <Descriptions.Item label={s('process')}>{data.processName}</Descriptions.Item>
        {instance ? (
          <>
            <Descriptions.Item label={s('initiator')}>{instance.startUserName}</Descriptions.Item>
            <Descriptions.Item label={s('startTime')}>{formatTime(instance.startTime)}</Descriptions.Item>
            <Descriptions.Item label={s('currentNodes')}>{instance.currentNodes.map((n) => n.name ?? n.id).join('，') || '—'}</Descriptions.Item>
          </>
        ) : null}
      </Descriptions>
      <TaskBody
        entityCode={data.entityCode}
        record={data.record}
        receiptTypeCode={data.receiptTypeCode}
        lowcode={q.lowcodeTag}
        formValues={data.formValues}
        editable={formEditable(state)}
        formRef={formRef}
      />
      <Divider orientation="start">{s('chart')}</Divider>
      <FlowViewer xml={data.chart.xml} nodes={data.chart.nodes} />
      {data.detail ? (
        <>
          <Divider orientation="start">{s('record')}</Divider>
          <FlowRecordTable record={data.detail.record} />
        </>
      ) : null}
      <DiagramDialog open={diagram} title={data.processName} chart={data.chart} record={data.detail?.record ?? null} onClose={() => setDiagram(false)} />
      {ops.dialog}
    </Card>
  );
}
