// 项目计划 on 项目详情 (a form group of the project's page): the plan's progress field, then the
// plan on the Gantt widget — phases, tasks with their progress and colour, milestones, the tasks
// each waits for, late ones marked — edited by dragging (dates, phase) or in the task dialog, and
// saved whole with 保存计划 (project.Plan/save: the server refuses a cycle or a date outside the
// project, and says which). Nothing is saved before that; leaving asks nothing (the plan is apart
// from the record's own form).
import { observer, useForm } from '@formily/react';
import { Alert, App, Button, Empty, Space, Spin, Table, Tag, Typography } from 'antd';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GanttEdit } from '../../../renderers/gantt/Gantt';
import { errorMessage } from '../../../src/api/errors';
import { ShellContext } from '../../../src/app/shell/ShellContext';
import { hasPermission } from '../../../src/engine/permissions';
import type { FormGroupProps } from '../../../src/engine/formGroups';
import type { PlanTask, PlanView } from '../contracts';
import { PlanApi, quiet } from './api';
import { GroupFields } from './GroupFields';
import { ganttTasks, isLate, nextKey, PLAN_OVERLAP_MS, planTaskOf, withPhaseDates } from './plan-tasks';
import { TaskDialog } from './TaskDialog';

const Gantt = lazy(() => import('../../../renderers/gantt/Gantt'));
const todayIso = () => new Date().toISOString().slice(0, 10);

export const ProjectPlan = observer(function ProjectPlan(_: FormGroupProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const form = useForm();
  const shell = useContext(ShellContext);
  const mayEdit = !shell || hasPermission(shell.permissions, 'project.list.plan');
  const projectId = Number((form.values as { id?: unknown }).id) || null;
  const [view, setView] = useState<PlanView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // edits since the plan was loaded or saved (0: none); each one re-draws the task table
  const [edits, setEdits] = useState(0);
  const dirty = edits > 0;
  const [editing, setEditing] = useState<PlanTask | null>(null);
  // the plan as edited since it was loaded: the widget's moves land here without re-drawing it
  const current = useRef(new Map<string, PlanTask>());
  const order = useRef<string[]>([]);
  const today = todayIso();

  const show = useCallback((v: PlanView) => {
    current.current = new Map(v.tasks.map((x) => [x.key, x]));
    order.current = v.tasks.map((x) => x.key);
    setView(v);
  }, []);

  useEffect(() => {
    if (!projectId) return;
    let live = true;
    setError(null);
    PlanApi.load([{ projectId }], quiet).then(
      (v) => live && show(v),
      (e) => live && setError(errorMessage(e, t('project.plan.loadFailed'))),
    );
    return () => {
      live = false;
    };
  }, [projectId, show, t]);

  const tasks = useMemo(() => ganttTasks(view?.tasks ?? [], today), [view, today]);
  const edited = (): PlanTask[] => order.current.filter((k) => current.current.has(k)).map((k) => current.current.get(k)!);

  const onChange = (edit: GanttEdit) => {
    for (const { before, after } of edit.changes) {
      const key = String((after ?? before)!.task.id);
      if (!after) current.current.delete(key);
      else {
        const was = current.current.get(key) ?? (after.task.plan as PlanTask);
        current.current.set(key, planTaskOf(after.task, was));
        if (!order.current.includes(key)) order.current.push(key);
      }
    }
    setEdits((n) => n + 1);
  };

  /** a change of the dialog: the plan drawn anew with it (the widget's undo starts over) */
  const put = (task: PlanTask) => {
    if (!current.current.has(task.key)) order.current.push(task.key);
    current.current.set(task.key, task);
    setView((v) => (v ? { ...v, tasks: withPhaseDates(edited()) } : v));
    setEditing(null);
    setEdits((n) => n + 1);
  };

  const save = async () => {
    if (!projectId) return;
    setSaving(true);
    setError(null);
    try {
      show(await PlanApi.save([{ projectId, tasks: withPhaseDates(edited()) }], quiet));
      setEdits(0);
      void message.success(t('project.plan.saved'));
    } catch (e) {
      setError(errorMessage(e, t('project.plan.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  const reload = () => {
    if (!projectId) return;
    setEdits(0);
    setError(null);
    PlanApi.load([{ projectId }], quiet).then(show, (e) => setError(errorMessage(e, t('project.plan.loadFailed'))));
  };

  const newTask = (): PlanTask => {
    const start = view && today >= view.project.start && today <= view.project.end ? today : (view?.project.start ?? today);
    return { key: nextKey(edited()), name: '', type: 'task', parentKey: null, start, end: start, progress: 0, done: false, dependsOn: [], color: null };
  };

  const readOnly = !mayEdit || view?.project.status === 'Closed';
  const names = new Map(edited().map((x) => [x.key, x.name]));

  return (
    <div data-testid="project-plan" style={{ marginBottom: 16 }}>
      <Typography.Title level={5}>{t('project.plan.title')}</Typography.Title>
      <GroupFields />
      {!projectId ? (
        <Empty description={t('project.plan.saveFirst')} />
      ) : !view ? (
        error ? <Alert type="error" showIcon message={error} /> : <Spin />
      ) : (
        <>
          <Space style={{ marginBottom: 8 }} wrap>
            {!readOnly && (
              <>
                <Button onClick={() => setEditing(newTask())} data-testid="project-plan-add">
                  {t('project.plan.addTask')}
                </Button>
                <Button type="primary" loading={saving} disabled={!dirty} onClick={() => void save()} data-testid="project-plan-save">
                  {t('project.plan.save')}
                </Button>
                <Button disabled={!dirty || saving} onClick={reload}>
                  {t('project.plan.discard')}
                </Button>
              </>
            )}
            <Typography.Text type="secondary">{t(readOnly ? 'project.plan.readOnlyHint' : 'project.plan.hint', { start: view.project.start, end: view.project.end })}</Typography.Text>
          </Space>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} data-testid="project-plan-error" />}
          {tasks.length ? (
            <Suspense fallback={<Spin />}>
              <Gantt key={view.tasks.map((x) => x.key).join()} tasks={tasks} unit="week" height={360} readOnly={readOnly} onChange={onChange} dependencyOverlapMs={PLAN_OVERLAP_MS} />
            </Suspense>
          ) : (
            <Empty description={t('project.plan.empty')} />
          )}
          <Table<PlanTask>
            style={{ marginTop: 8 }}
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={edited()}
            data-testid="project-plan-tasks"
            columns={[
              { title: t('project.plan.name'), dataIndex: 'name', render: (name: string, x) => (x.type === 'group' ? <b>{name}</b> : name) },
              { title: t('project.plan.type'), dataIndex: 'type', width: 80, render: (k: string) => t(`project.plan.types.${k}`) },
              { title: t('project.plan.start'), dataIndex: 'start', width: 110 },
              { title: t('project.plan.end'), dataIndex: 'end', width: 110 },
              { title: t('project.plan.progress'), dataIndex: 'progress', width: 90, render: (p: number, x) => (x.type === 'group' ? '' : <>{p}%{isLate(x, today) && <Tag color="red" style={{ marginLeft: 4 }}>{t('project.plan.late')}</Tag>}</>) },
              { title: t('project.plan.dependsOn'), dataIndex: 'dependsOn', render: (d: string[]) => d.map((k) => names.get(k) ?? k).join('、') },
              ...(readOnly ? [] : [{ title: t('project.plan.actions'), key: 'edit', width: 70, render: (_: unknown, x: PlanTask) => <Button type="link" size="small" onClick={() => setEditing(x)}>{t('project.plan.edit')}</Button> }]),
            ]}
          />
        </>
      )}
      {editing && <TaskDialog task={editing} plan={edited()} onOk={put} onCancel={() => setEditing(null)} />}
    </div>
  );
});
