// 甘特图排程 (plan/GanttPlan): the orders' operations on their machines (plan.Gantt/load) for a
// date range (default: this week ± 2 weeks), grouped production line → equipment, due dates as
// milestones, unscheduled operations apart. Each move or resize (and its undo) is saved at once
// with the versions of the orders touched (plan.Gantt/save); a refusal — another planner or the
// shop floor changed the order, a locked operation, an incapable machine — reloads the board and
// says why. Planning never deletes: the Delete key is not passed to the widget.
import { Alert, App, Button, DatePicker, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { GanttEdit } from '../../../../../renderers/gantt/Gantt';
import { errorMessage } from '../../../../../src/api/errors';
import { ShellContext } from '../../../../../src/app/shell/ShellContext';
import { hasPermission } from '../../../../../src/engine/permissions';
import type { GanttBoard } from '../contracts';
import { GanttApi, quiet } from './api';
import { boardTasks, editToSave } from './board';
import { boardTexts, refusalText } from './texts';

const Gantt = lazy(() => import('../../../../../renderers/gantt/Gantt'));

/** this week (Monday first) ± 2 weeks */
export function defaultRange(today: Dayjs = dayjs()): [Dayjs, Dayjs] {
  const monday = today.subtract((today.day() + 6) % 7, 'day').startOf('day');
  return [monday.subtract(14, 'day'), monday.add(20, 'day')];
}

export default function GanttPlanPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const shell = useContext(ShellContext);
  const maySave = !shell || hasPermission(shell.permissions, 'plan.ganttPlan.save');
  const [range, setRange] = useState<[Dayjs, Dayjs]>(() => defaultRange());
  const [board, setBoard] = useState<GanttBoard | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const versions = useRef(new Map<number, number>());

  const load = useCallback(async () => {
    setError(null);
    try {
      const b = await GanttApi.load([{ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') }], quiet);
      versions.current = new Map(b.orders.map((o) => [o.id, o.version]));
      setBoard(b);
    } catch (e) {
      setError(errorMessage(e, t('production.plan.loadFailed')));
    }
  }, [range, t]);
  useEffect(() => void load(), [load]);

  const tasks = useMemo(() => (board ? boardTasks(board, boardTexts(t)) : []), [board, t]);

  const refused = (text: string) => {
    // the board as it is now: the edit is undone by the reload
    void load();
    modal.warning({ title: t('production.plan.notSaved'), content: text });
  };

  // edits are saved one after the other: each takes the versions the save before it answered, so
  // quick edits (a move and its undo) never conflict with each other
  const queue = useRef(Promise.resolve());
  const onChange = (edit: GanttEdit) => {
    queue.current = queue.current.then(() => save(edit));
  };

  const save = async (edit: GanttEdit) => {
    if (!board) return;
    const plan = editToSave(edit, board, versions.current);
    if ('refuse' in plan) return refused(refusalText(t, plan));
    if (!plan.edits.length) return;
    setSaving(true);
    try {
      const saved = await GanttApi.save([plan], quiet);
      for (const o of saved.orders) versions.current.set(o.id, o.version);
      void message.success(t('production.plan.saved'));
    } catch (e) {
      refused(errorMessage(e, t('production.plan.saveFailed')));
    } finally {
      setSaving(false);
    }
  };

  // nothing is deleted in planning: the widget never sees the Delete key
  const noDelete = (e: KeyboardEvent) => {
    if (e.key === 'Delete' || e.key === 'Backspace') e.stopPropagation();
  };

  return (
    <div style={{ padding: 16 }} data-testid="gantt-plan">
      <Space style={{ marginBottom: 8 }} wrap>
        <Typography.Text>{t('production.plan.range')}</Typography.Text>
        <DatePicker.RangePicker allowClear={false} value={range} onChange={(v) => v?.[0] && v[1] && setRange([v[0], v[1]])} />
        <Button onClick={() => void load()}>{t('production.plan.reload')}</Button>
        {saving && <Spin size="small" />}
        <Typography.Text type="secondary">{t('production.plan.hint')}</Typography.Text>
      </Space>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 8 }} />}
      {board && (
        <div onKeyDownCapture={noDelete}>
          <Suspense fallback={<Spin />}>
            <Gantt tasks={tasks} unit="day" height={560} readOnly={!maySave} onChange={onChange} />
          </Suspense>
        </div>
      )}
    </div>
  );
}
