// The task screen's query parameters and its previous/next across the list it came from.
import { afterEach, describe, expect, it } from 'vitest';
import { isViewOnly, readTaskQuery } from '../../../web/tasks/shared/taskQuery';
import { isCurrentRow, landing, navStep, nextAfterAction, readNav, saveNav, type TaskNavState } from '../../../web/tasks/shared/taskNav';
import { row } from './fixtures';

const parse = (search: string) => readTaskQuery(new URLSearchParams(search));

describe('the task screen query', () => {
  it('reads every parameter of the task screen query', () => {
    const q = parse(
      'receiptTypeCode=erp-purchase&lowcodeTag=true&gsReviewer=7,8&appCode=flow&enableTitle=false&deployId=d1&taskId=t1&procInsId=p1&executionId=e1&procDefId=k:1:x&taskType=wait&finished=false&init=0&complete=1&detail=true',
    );
    expect(q).toEqual({
      receiptTypeCode: 'erp-purchase',
      lowcodeTag: true,
      gsReviewer: '7,8',
      appCode: 'flow',
      enableTitle: false,
      deployId: 'd1',
      taskId: 't1',
      procInsId: 'p1',
      executionId: 'e1',
      procDefId: 'k:1:x',
      taskType: 'wait',
      finished: false,
      init: false,
      complete: true,
      detail: true,
      entityCode: null,
      receiptId: null,
    });
  });

  it('defaults: the title shown, nothing read-only, an unknown taskType ignored, the document of an init', () => {
    const q = parse('taskType=whatever&init=true&entityCode=PurchaseOrder&receiptId=12');
    expect([q.enableTitle, q.finished, q.init, q.taskType, q.entityCode, q.receiptId]).toEqual([true, false, true, null, 'PurchaseOrder', 12]);
    expect(parse('receiptId=abc').receiptId).toBeNull();
  });

  it('finished, complete or detail make a view; init never is one', () => {
    expect(isViewOnly(parse('finished=true'))).toBe(true);
    expect(isViewOnly(parse('complete=1'))).toBe(true);
    expect(isViewOnly(parse('detail=yes'))).toBe(true);
    expect(isViewOnly(parse('taskId=t1'))).toBe(false);
    expect(isViewOnly(parse('init=true&finished=true'))).toBe(false);
  });
});

const rows = (ids: string[]) => ids.map((id) => row({ taskId: id, procInsId: `p-${id}` }));
const state = (ids: string[], page = 1, total = ids.length, pageSize = 3): TaskNavState => ({ taskType: 'wait', query: { page, pageSize }, rows: rows(ids), total });
const at = (taskId: string) => ({ taskId, procInsId: `p-${taskId}`, taskType: 'wait' as const });

describe('previous / next across the task list', () => {
  afterEach(() => sessionStorage.clear());

  it('moves within the page, loads the neighbouring page at a boundary, and stops at the ends', () => {
    expect(navStep(state(['a', 'b', 'c']), at('b'), 1)).toEqual({ row: rows(['c'])[0] });
    expect(navStep(state(['a', 'b', 'c']), at('b'), -1)).toEqual({ row: rows(['a'])[0] });
    expect(navStep(state(['a', 'b', 'c'], 1, 7), at('c'), 1)).toEqual({ load: 2 });
    expect(navStep(state(['d', 'e', 'f'], 2, 7), at('d'), -1)).toEqual({ load: 1 });
    expect(navStep(state(['a', 'b', 'c']), at('a'), -1)).toEqual({ end: 'first' });
    expect(navStep(state(['g'], 3, 7), at('g'), 1)).toEqual({ end: 'last' });
    // a screen that is not on the list has no neighbours
    expect(navStep(state(['a', 'b']), at('zz'), 1)).toEqual({ end: 'last' });
  });

  it('lands on the last row of the page before, the first of the page after', () => {
    expect(landing(rows(['d', 'e']), -1)?.taskId).toBe('e');
    expect(landing(rows(['d', 'e']), 1)?.taskId).toBe('d');
    expect(landing([], 1)).toBeNull();
  });

  it('after handling a task goes on to the one that took its place, else the one before, else nowhere', () => {
    expect(nextAfterAction(rows(['a', 'b', 'c']), rows(['a', 'c']), at('b'))?.taskId).toBe('c');
    // still listed (a handled task stays on 流程任务): skipped
    expect(nextAfterAction(rows(['a', 'b', 'c']), rows(['a', 'b', 'c']), at('b'))?.taskId).toBe('c');
    expect(nextAfterAction(rows(['a', 'b']), rows(['a']), at('b'))?.taskId).toBe('a');
    expect(nextAfterAction(rows(['b']), [], at('b'))).toBeNull();
  });

  it('matches the instance lists and the copies by instance, the task lists by task', () => {
    const r = row({ taskId: 'x', procInsId: 'p9' });
    expect(isCurrentRow(r, { taskId: 'other', procInsId: 'p9', taskType: 'myPross' })).toBe(true);
    expect(isCurrentRow(r, { taskId: 'other', procInsId: 'p9', taskType: 'copy' })).toBe(true);
    expect(isCurrentRow(r, { taskId: 'other', procInsId: 'p9', taskType: 'wait' })).toBe(false);
    expect(isCurrentRow(r, { taskId: null, procInsId: 'p9', taskType: 'wait' })).toBe(true);
  });

  it('the list hands its page to the screen by taskType', () => {
    expect(readNav('wait')).toBeNull();
    saveNav(state(['a', 'b']));
    expect(readNav('wait')?.rows.map((r) => r.taskId)).toEqual(['a', 'b']);
    expect(readNav('copy')).toBeNull();
    sessionStorage.setItem('plantform.flowTasks:copy', '{broken');
    expect(readNav('copy')).toBeNull();
  });
});
