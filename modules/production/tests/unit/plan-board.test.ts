// The scheduling pages' pure mapping: the board as Gantt tasks (lines → machines holding their
// operations as siblings, due dates as milestones, unscheduled operations apart, locks and late
// orders marked) and the widget's edits as the save's payload (or why they are refused).
import { describe, expect, it } from 'vitest';
import { buildLayout, buildModel, deleteNode, invertEdit, layoutSpan, MARK_LATE, MARK_LOCKED, makeScale, moveBar, resizeBar, type GanttModel } from '../../../../renderers/gantt/core';
import type { GanttTask } from '../../../../renderers/gantt/Gantt';
import type { ApsRunView, GanttBoard } from '../../planning/aps/contracts';
import { boardTasks, editToSave, runBoard, type BoardTexts } from '../../planning/aps/web/board';
import { planPages } from '../../planning/aps/pages';
import { applies } from '../../../../src/templates/actions/ActionButtons';

const texts: BoardTexts = { noUnit: '未分配', dueDates: '工单交期', unscheduled: '未排程工序', due: (code, late) => (late ? `${code} 延期${late}` : `${code} 交期`) };

const board: GanttBoard = {
  from: '2026-11-16',
  to: '2026-12-20',
  units: [
    { id: 1, code: 'PU-MC', name: '机加工产线' },
    { id: 2, code: 'PU-AS', name: '总装产线' },
  ],
  equipment: [
    { id: 11, code: 'CNC-1', name: '车床1', unitId: 1, status: '1', processIds: [101] },
    { id: 12, code: 'CNC-2', name: '车床2', unitId: 1, status: '1', processIds: [101] },
    { id: 21, code: 'AS-1', name: '装配1', unitId: 2, status: '1', processIds: [102] },
    { id: 31, code: 'X-1', name: '无单元', unitId: null, status: '1', processIds: [] },
  ],
  orders: [
    { id: 1, code: 'GD1', version: 3, state: 'Wait', priority: 'Normal', product: '齿轮轴', planQty: '10', planStart: '2026-11-30 08:00:00', planEnd: '2026-12-02 17:00:00', locked: false },
    { id: 2, code: 'GD2', version: 5, state: 'Process', priority: 'Normal', product: '法兰盘', planQty: '5', planStart: '2026-11-27 08:00:00', planEnd: '2026-11-28 12:00:00', locked: true },
    { id: 3, code: 'GD3', version: 1, state: 'Wait', priority: 'Urgent', product: '电控柜', planQty: '2', planStart: '2026-12-01 08:00:00', planEnd: '2026-12-05 17:00:00', locked: false },
  ],
  operations: [
    { id: 101, orderId: 1, seq: 1, processId: 101, processName: '粗车', equipmentId: 11, minutes: '60', start: '2026-11-30 08:00:00', end: '2026-11-30 09:00:00', doneQty: '0' },
    { id: 102, orderId: 1, seq: 2, processId: 102, processName: '装配', equipmentId: 21, minutes: '60', start: '2026-12-03 08:00:00', end: '2026-12-03 10:00:00', doneQty: '0' },
    { id: 201, orderId: 2, seq: 1, processId: 101, processName: '粗车', equipmentId: 11, minutes: '60', start: '2026-11-27 08:00:00', end: '2026-11-27 10:00:00', doneQty: '1' },
    { id: 301, orderId: 3, seq: 1, processId: 101, processName: '粗车', equipmentId: null, minutes: '30', start: null, end: null, doneQty: '0' },
    { id: 302, orderId: 3, seq: 2, processId: 102, processName: '装配', equipmentId: null, minutes: '90', start: null, end: null, doneQty: '0' },
  ],
};

const byId = (tasks: GanttTask[], id: string) => tasks.find((t) => t.id === id)!;
const versions = new Map([
  [1, 3],
  [2, 5],
  [3, 1],
]);

function chart(tasks: GanttTask[]): { model: GanttModel; layout: ReturnType<typeof buildLayout>; scale: ReturnType<typeof makeScale> } {
  const model = buildModel(tasks);
  const layout = buildLayout(model, new Set());
  const [min, max] = layoutSpan(layout);
  return { model, layout, scale: makeScale('day', min, max, min) };
}

describe('boardTasks', () => {
  const tasks = boardTasks(board, texts);

  it('makes each operation wait for the one before it in its route, drawn as an arrow between machine rows', () => {
    expect(byId(tasks, 'o101').dependsOn).toEqual([]);
    expect(byId(tasks, 'o102').dependsOn).toEqual(['o101']);
    expect(byId(tasks, 'o302').dependsOn).toEqual(['o301']);
    const { layout } = chart(tasks);
    const arrows = layout.links.from.map((from, i) => `${from}>${layout.links.to[i]}`);
    expect(arrows).toContain('o101>o102');
    expect(arrows).toContain('o301>o302');
  });

  it('groups lines → machines, each machine row holding its operations as siblings', () => {
    expect(tasks.filter((t) => t.type === 'group').map((t) => t.name)).toEqual(['机加工产线', '总装产线', '未分配', '工单交期', '未排程工序']);
    expect(byId(tasks, 'e11')).toMatchObject({ type: 'leaf', parentId: 'u1', name: 'CNC-1 车床1' });
    const onCnc1 = tasks.filter((t) => t.parentId === 'e11');
    expect(onCnc1.map((t) => [t.type, t.operationId])).toEqual([
      ['sibling', 101],
      ['sibling', 201],
    ]);
    expect(byId(tasks, 'e31').parentId).toBe('u0');
    // the widget takes it: a valid tree, siblings on the machine's row
    const { layout } = chart(tasks);
    expect(layout.rowOf.get('o101')).toBe(layout.rowOf.get('e11'));
  });

  it('marks locked operations and late orders with the widget’s marks, names left as they are; due dates are milestones', () => {
    expect(byId(tasks, 'o201')).toMatchObject({ name: 'GD2 粗车', locked: true, late: false });
    // GD1 ends 2026-12-03 10:00, due 2026-12-02 17:00: 17 hours late
    expect(byId(tasks, 'o102')).toMatchObject({ name: 'GD1 装配', locked: false, late: true });
    expect(byId(tasks, 'd1')).toMatchObject({ type: 'milestone', parentId: 'due', start: '2026-12-02 17:00:00', name: `GD1 延期${17 * 60}`, late: true });
    expect(byId(tasks, 'd3')).toMatchObject({ name: 'GD3 交期', late: false });
    // what the widget draws them with
    const { layout } = chart(tasks);
    expect(layout.marks[layout.keys.indexOf('o201')]).toBe(MARK_LOCKED);
    expect(layout.marks[layout.keys.indexOf('o102')]).toBe(MARK_LATE);
  });

  it('puts unscheduled operations on a row of their order, one after another from its planned start', () => {
    expect(byId(tasks, 'w3')).toMatchObject({ type: 'leaf', parentId: 'unscheduled' });
    expect([byId(tasks, 'o301').start, byId(tasks, 'o301').end, byId(tasks, 'o302').start, byId(tasks, 'o302').end]).toEqual([
      '2026-12-01 08:00:00',
      '2026-12-01 09:00:00',
      '2026-12-01 09:00:00',
      '2026-12-01 10:30:00',
    ]);
  });

  it('draws an APS run: its orders’ slots, other orders kept in place locked', () => {
    const run: ApsRunView = {
      id: 7,
      code: 'APS1',
      status: 'Draft',
      from: '2026-11-30 08:00:00',
      makespan: '2026-12-01 10:00:00',
      orders: [{ orderId: 1, code: 'GD1', product: '齿轮轴', version: 3, due: '2026-11-30 12:00:00', end: '2026-12-01 10:00:00', lateMinutes: 1320 }],
      operations: [
        { operationId: 101, orderId: 1, orderCode: 'GD1', seq: 1, processId: 101, processName: '粗车', equipmentId: 12, start: '2026-12-01 08:00:00', end: '2026-12-01 10:00:00', setupMinutes: 0, fixed: false },
        { operationId: 201, orderId: 2, orderCode: 'GD2', seq: 1, processId: 101, processName: '粗车', equipmentId: 11, start: '2026-11-30 08:00:00', end: '2026-11-30 10:00:00', setupMinutes: 0, fixed: true },
      ],
      units: board.units,
      equipment: board.equipment,
    };
    const drawn = boardTasks(runBoard(run), texts);
    expect(byId(drawn, 'o101')).toMatchObject({ parentId: 'e12', name: 'GD1 粗车', late: true, locked: false });
    expect(byId(drawn, 'o201')).toMatchObject({ parentId: 'e11', name: 'GD2 粗车', locked: true });
    expect(byId(drawn, 'd1').name).toBe('GD1 延期1320');
  });
});

describe('editToSave', () => {
  it('saves a drag by a column and onto another machine row with the order’s version; its undo saves the way back', () => {
    const { model, layout, scale } = chart(boardTasks(board, texts));
    const edit = moveBar(model, layout, scale, 'o101', { steps: 1, row: layout.rowOf.get('e12')! })!;
    const plan = editToSave(edit, board, versions);
    expect(plan).toEqual({ edits: [{ operationId: 101, equipmentId: 12, start: '2026-12-01 08:00:00', end: '2026-12-01 09:00:00' }], versions: { '1': 3 } });
    expect(editToSave(invertEdit(edit), board, new Map([[1, 4]]))).toEqual({ edits: [{ operationId: 101, equipmentId: 11, start: '2026-11-30 08:00:00', end: '2026-11-30 09:00:00' }], versions: { '1': 4 } });
  });

  it('saves a resize, and an unscheduled operation dropped on a machine', () => {
    const { model, layout, scale } = chart(boardTasks(board, texts));
    const longer = resizeBar(model, scale, 'o102', scale.colWidth)!;
    expect(editToSave(longer, board, versions)).toEqual({ edits: [{ operationId: 102, equipmentId: 21, start: '2026-12-03 08:00:00', end: '2026-12-04 10:00:00' }], versions: { '1': 3 } });
    const placed = moveBar(model, layout, scale, 'o302', { steps: 0, row: layout.rowOf.get('e21')! })!;
    expect(editToSave(placed, board, versions)).toEqual({ edits: [{ operationId: 302, equipmentId: 21, start: '2026-12-01 09:00:00', end: '2026-12-01 10:30:00' }], versions: { '3': 1 } });
  });

  it('refuses a locked operation, a drop outside equipment rows, a moved due date and any delete', () => {
    const { model, layout, scale } = chart(boardTasks(board, texts));
    expect(editToSave(moveBar(model, layout, scale, 'o201', { steps: 1, row: layout.rowOf.get('o201')! })!, board, versions)).toEqual({ refuse: 'locked', code: 'GD2' });
    expect(editToSave(moveBar(model, layout, scale, 'o101', { steps: 0, row: layout.rowOf.get('u2')! })!, board, versions)).toEqual({ refuse: 'notMachineRow' });
    expect(editToSave(moveBar(model, layout, scale, 'd1', { steps: 2, row: layout.rowOf.get('d1')! })!, board, versions)).toEqual({ refuse: 'onlyOperations' });
    expect(editToSave(deleteNode(model, 'o101')!, board, versions)).toEqual({ refuse: 'noDelete' });
  });
});

describe('运行排程 on the APS runs’ list', () => {
  it('starts a run without a selection (other toolbar actions still need one)', () => {
    const run = planPages.Aps.actions?.find((a) => a.code === 'run');
    if (!run) throw new Error('the APS list declares no 运行排程');
    expect(applies(run, [])).toBe(true);
    expect(applies({ ...run, noSelection: undefined }, [])).toBe(false);
  });
});
