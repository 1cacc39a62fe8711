import { describe, expect, it } from 'vitest';
import { History, type Edit } from './edits';
import { clonePlan } from './fixtures';
import { deleteConfirm, deleteNode, dragDelta, moveBar, moveNode, resizeBar } from './interactions';
import { buildLayout } from './layout';
import { buildModel, tasksOf, type GanttModel } from './model';
import { parseDate } from './dates';
import { makeScale, type Scale } from './scale';
import type { Unit } from './constants';

function setup(unit: Unit = 'day') {
  const model = buildModel(clonePlan());
  const scale = makeScale(unit, parseDate('2026-03-02 00:00:00'), parseDate('2026-03-10 00:00:00'));
  return { model, scale, layout: () => buildLayout(model, new Set()) };
}

const task = (model: GanttModel, key: string) => model.nodes.get(key)!.task;
const perform = (model: GanttModel, edit: Edit | null, history = new History()) => {
  expect(edit).not.toBeNull();
  history.perform(model, edit!);
  return history;
};
const drag = (model: GanttModel, scale: Scale, key: string, dx: number, dy: number) => {
  const layout = buildLayout(model, new Set());
  return moveBar(model, layout, scale, key, dragDelta(scale, layout, layout.rowOf.get(key)!, dx, dy));
};

describe('gantt interactions', () => {
  it('a drag moves start and end by whole columns (nearest), the model untouched until performed', () => {
    const { model, scale } = setup();
    const edit = drag(model, scale, 'a', 130, 0)!;
    expect(task(model, 'a').start).toBe('2026-03-02 00:00:00');
    perform(model, edit);
    expect(task(model, 'a')).toMatchObject({ start: '2026-03-04 00:00:00', end: '2026-03-07 00:00:00' });
    expect(edit.kind).toBe('move');
    expect(edit.changes).toHaveLength(1);
  });

  it('a drag in the hours view snaps to whole hours', () => {
    const { model, scale } = setup('hour');
    perform(model, drag(model, scale, 'j1', 200 / 24 * 2.6, 0));
    expect(task(model, 'j1')).toMatchObject({ start: '2026-03-03 11:00:00', end: '2026-03-03 15:00:00' });
  });

  it('a short drag is no edit', () => {
    const { model, scale } = setup();
    expect(drag(model, scale, 'a', 30, 10)).toBeNull();
  });

  it('dragging a group moves its whole subtree', () => {
    const { model, scale } = setup();
    perform(model, drag(model, scale, 'g', -80, 0));
    expect(task(model, 'a').start).toBe('2026-03-01 00:00:00');
    expect(task(model, 'b').end).toBe('2026-03-05 00:00:00');
    expect(task(model, 'ms').start).toBe('2026-03-05 00:00:00');
  });

  it('the row never goes below 0 and never past the last row', () => {
    const { model, scale, layout } = setup();
    expect(dragDelta(scale, layout(), 1, 0, -300).row).toBe(0);
    expect(dragDelta(scale, layout(), 1, 0, 10_000).row).toBe(layout().rows.length - 1);
    expect(dragDelta(scale, layout(), 1, 0, 44).row).toBe(2);
    // dragging the first child of the group up lands before the group, at the top level
    perform(model, drag(model, scale, 'a', 0, -900));
    expect(model.roots[0]).toBe('a');
  });

  it('a sibling job dragged onto another row moves to that machine row', () => {
    const { model, scale, layout } = setup();
    const rows = layout().rows.map((r) => r.key);
    const to = rows.indexOf('solo') - rows.indexOf('cnc');
    perform(model, drag(model, scale, 'j1', 0, to * 30));
    expect(task(model, 'j1').parentId).toBe('solo');
    expect(model.nodes.get('solo')!.children).toEqual(['j1']);
    // a leaf holding jobs stays a leaf (jobs share its row, they are not tree children)
    expect(task(model, 'solo').type).toBe('leaf');
  });

  it('a sibling job dropped on a milestone row: 里程碑「{name}」不能做群组节点！', () => {
    const { model, scale, layout } = setup();
    const rows = layout().rows.map((r) => r.key);
    expect(() => drag(model, scale, 'j1', 0, (rows.indexOf('gate') - rows.indexOf('cnc')) * 30)).toThrow('里程碑「验收」不能做群组节点！');
  });

  it('dragging the right edge resizes by whole columns, never below one column', () => {
    const { model, scale } = setup();
    perform(model, resizeBar(model, scale, 'a', 85));
    expect(task(model, 'a').end).toBe('2026-03-06 00:00:00');
    perform(model, resizeBar(model, scale, 'a', -80 * 10));
    expect(task(model, 'a')).toMatchObject({ start: '2026-03-02 00:00:00', end: '2026-03-03 00:00:00' });
  });

  it('in the hours view the shortest bar is one hour', () => {
    const { model, scale } = setup('hour');
    perform(model, resizeBar(model, scale, 'j1', -2000));
    expect(task(model, 'j1')).toMatchObject({ start: '2026-03-03 08:00:00', end: '2026-03-03 09:00:00' });
  });

  it('groups and milestones are not resized', () => {
    const { model, scale } = setup();
    expect(resizeBar(model, scale, 'g', 200)).toBeNull();
    expect(resizeBar(model, scale, 'ms', 200)).toBeNull();
  });

  it('delete asks 确定删除“{name}”？ titled 提示', () => {
    const { model } = setup();
    expect(deleteConfirm(model, 'b')).toEqual({ title: '提示', content: '确定删除“焊接”？' });
    expect(deleteConfirm(model, 'b', 'en_US')).toEqual({ title: 'Notice', content: 'Delete “焊接”?' });
  });

  it('a group losing its last child becomes a leaf with progress 0', () => {
    const { model } = setup();
    const history = perform(model, deleteNode(model, 'a'));
    perform(model, deleteNode(model, 'b'), history);
    expect(task(model, 'g').type).toBe('group');
    perform(model, deleteNode(model, 'ms'), history);
    expect(task(model, 'g')).toMatchObject({ type: 'leaf', progress: 0 });
  });

  it('deleting a group deletes its subtree; undo puts every task back in its place', () => {
    const { model } = setup();
    const before = tasksOf(model);
    const history = perform(model, deleteNode(model, 'g'));
    expect(model.nodes.has('a')).toBe(false);
    expect(model.roots).toEqual(['cnc', 'solo', 'gate']);
    history.undo(model);
    expect(tasksOf(model)).toEqual(before);
  });

  it('dropping a node into a leaf makes it a group', () => {
    const { model } = setup();
    perform(model, moveNode(model, 'gate', 'solo', 'inside'));
    expect(task(model, 'solo').type).toBe('group');
    expect(task(model, 'gate').parentId).toBe('solo');
  });

  it('a milestone cannot become a group: 里程碑「{name}」不能做群组节点！', () => {
    const { model } = setup();
    expect(() => moveNode(model, 'solo', 'gate', 'inside')).toThrow('里程碑「验收」不能做群组节点！');
  });

  it('moving the last child out of a group makes the group a leaf; before/after keep the order', () => {
    const { model } = setup();
    const history = perform(model, moveNode(model, 'a', 'solo', 'after'));
    perform(model, moveNode(model, 'b', 'cnc', 'before'), history);
    perform(model, moveNode(model, 'ms', 'gate', 'after'), history);
    expect(model.roots).toEqual(['g', 'b', 'cnc', 'solo', 'a', 'gate', 'ms']);
    expect(task(model, 'g')).toMatchObject({ type: 'leaf', progress: 0, start: '2026-03-06 00:00:00' });
  });

  it('a node is not dropped into itself or its own subtree', () => {
    const { model } = setup();
    expect(moveNode(model, 'g', 'a', 'inside')).toBeNull();
    expect(moveNode(model, 'g', 'g', 'before')).toBeNull();
  });
});

describe('gantt undo/redo', () => {
  it('undoes and redoes every kind of edit, answering what changed each time', () => {
    const { model, scale } = setup();
    const start = tasksOf(model).map((t) => ({ ...t }));
    const history = new History();
    history.perform(model, drag(model, scale, 'a', 80, 0)!);
    history.perform(model, resizeBar(model, scale, 'b', 160)!);
    history.perform(model, moveNode(model, 'gate', 'solo', 'inside')!);
    history.perform(model, deleteNode(model, 'cnc')!);
    const after = tasksOf(model).map((t) => ({ ...t }));
    const undone = [history.undo(model), history.undo(model), history.undo(model), history.undo(model)];
    expect(undone.map((e) => `${e!.kind}:${e!.cause}`)).toEqual(['delete:undo', 'reparent:undo', 'resize:undo', 'move:undo']);
    expect(tasksOf(model)).toEqual(start);
    expect(history.undo(model)).toBeNull();
    // the undo of a resize tells the host the old end again
    expect(undone[2]!.changes[0].after!.task.end).toBe('2026-03-06 00:00:00');
    for (let i = 0; i < 4; i++) history.redo(model);
    expect(tasksOf(model)).toEqual(after);
    expect(history.canRedo).toBe(false);
  });

  it('a new edit clears what could be redone', () => {
    const { model, scale } = setup();
    const history = new History();
    history.perform(model, drag(model, scale, 'a', 80, 0)!);
    history.undo(model);
    expect(history.canRedo).toBe(true);
    history.perform(model, drag(model, scale, 'b', 80, 0)!);
    expect(history.canRedo).toBe(false);
  });

  it('every applied edit bumps the model version (what caches key on)', () => {
    const { model, scale } = setup();
    const v = model.version;
    perform(model, drag(model, scale, 'a', 80, 0));
    expect(model.version).toBe(v + 1);
  });
});
