// Every `${...}` in the BPMN corpus (modules/flow/tests/fixtures/bpmn-corpus: RuoYi, Flowable, Camunda, bpmn-js
// files) parses and evaluates to what the process means, and every text holding one (names,
// documentation, conditions, assignees) evaluates. A new corpus expression fails the first test
// until it is listed here.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateText, ExprHost, parseExpression } from '../../../engine/expr';

const CORPUS = path.resolve(import.meta.dirname, '../../fixtures/bpmn-corpus');
const files = fs.readdirSync(CORPUS).filter((f) => /\.(bpmn|xml)$/.test(f));

const decode = (s: string) =>
  s.replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#10;/g, '\n').replace(/&amp;/g, '&');

/** Attribute values, CDATA sections and element texts that hold `${`, decoded. */
function textsWithExpressions(xml: string): string[] {
  const found = [
    ...[...xml.matchAll(/="([^"]*\$\{[^"]*)"/g)].map((m) => decode(m[1])),
    ...[...xml.matchAll(/<!\[CDATA\[([\s\S]*?)\]\]>/g)].map((m) => m[1]).filter((t) => t.includes('${')),
    ...[...xml.matchAll(/>([^<]*\$\{[^<]*)</g)].map((m) => decode(m[1])),
  ];
  return found;
}

const texts = files.flatMap((f) => textsWithExpressions(fs.readFileSync(path.join(CORPUS, f), 'utf8')).map((text) => ({ file: f, text })));
const snippets = new Set(texts.flatMap(({ text }) => text.match(/\$\{[^}]*\}/g) ?? []));

const setVariables: [unknown, unknown][] = [];
const handler = new ExprHost({ notify: () => 'notified' });
const VARS: Record<string, unknown> = {
  initiator: 'admin', user: 'u1', userId: '7', pm: 'pm1', bm: 'bm1', hr: 'hr1', csAssignee: 'cs1',
  ...Object.fromEntries([2, 3, 4, 5, 6, 7, 8, 9].map((n) => [`assignee0${n}`, `a${n}`])),
  deptLeaderGroup: 'DEPT1', branchLeaderGroup: 'DEPT2', hqLeaderGroup: 'ROLE3', countersignAssigneeList: ['1', '2', '3'],
  result: 'pass', approveResult: 'notpass', approved: true, entity: { leaveDays: 3 }, day: 2, decision: 'goUp',
  sentiment: 'Negative', numberOfDays: 4, employeeName: '李四', vacationMotivation: '休假', managerMotivation: '人手不足',
  vacationApproved: 'Approve', resendRequest: 'No', notEnoughInformation: 'false', inputValid: false, goUp: true,
  foo: 'bar', bar: 'baz', customerName: 'ACME', details: 'more', comment: 'ok', cronExpression: '0 0/5 * * * ?',
  nrOfCompletedInstances: 3, nrOfInstances: 5, loopCounter: 1,
  leaveApplyEndProcessor: handler, someExpression: handler, someDelegateExpression: handler, testLeaveTaskListener: handler,
  testLeaveExecutionListener: handler, testResolverExpression: handler, delegateResolverExpression: handler, expression: 'x',
  execution: new ExprHost({ setVariable: (k, v) => void setVariables.push([k, v]) }),
};

// what each corpus expression gives under VARS
const EXPECTED: Record<string, unknown> = {
  '${initiator}': 'admin', '${user}': 'u1', '${userId}': '7', '${pm}': 'pm1', '${bm}': 'bm1', '${hr}': 'hr1',
  '${csAssignee}': 'cs1', '${assignee02}': 'a2', '${assignee03}': 'a3', '${assignee04}': 'a4',
  '${assignee05}': 'a5', '${assignee06}': 'a6', '${assignee07}': 'a7', '${assignee08}': 'a8', '${assignee09}': 'a9',
  '${deptLeaderGroup}': 'DEPT1', '${branchLeaderGroup}': 'DEPT2', '${hqLeaderGroup}': 'ROLE3',
  '${countersignAssigneeList}': ['1', '2', '3'],
  "${result == 'pass'}": true, "${result == 'reject'}": false,
  '${approveResult == "pass"}': false, '${approveResult == "notpass"}': true,
  "${approved =='true'}": true, "${approved =='false'}": false,
  '${entity.leaveDays > 2}': true, '${day<=3}': true, '${day>3}': false,
  "${vars:equals(decision, 'goUp')}": true, "${vars:equals(decision, 'goDown')}": false,
  "${sentiment.toLowerCase() == 'negative'}": true,
  "${vacationApproved == 'Reject'}": false, "${vacationApproved == 'Approve'}": true,
  "${resendRequest == 'Yes'}": false, "${resendRequest == 'No'}": true,
  "${notEnoughInformation == 'true'}": false, "${notEnoughInformation == 'false'}": true,
  '${inputValid}': false, '${!inputValid}': true, '${goUp}': true, '${!goUp}': false,
  '${foo > bar}': false, '${foo < bar}': true, "${foo == 'bar'}": true, "${foo != 'bar'}": false,
  '${nrOfCompletedInstances/nrOfInstances >= 0.5}': true, '${nrOfCompletedInstances == nrOfInstances}': false,
  '${loopCounter}': 1, '${5}': 5, '${true}': true,
  '${numberOfDays}': 4, '${employeeName}': '李四', '${vacationMotivation}': '休假', '${managerMotivation}': '人手不足',
  '${customerName}': 'ACME', '${details}': 'more', '${comment}': 'ok', '${cronExpression}': '0 0/5 * * * ?', '${expression}': 'x',
  '${leaveApplyEndProcessor}': handler, '${someExpression}': handler, '${someDelegateExpression}': handler,
  '${testLeaveTaskListener}': handler, '${testLeaveExecutionListener}': handler, '${testResolverExpression}': handler,
  '${delegateResolverExpression}': handler,
  "${execution.setVariable('foo', 'bar')}": null, "${execution.setVariable('finished', true)}": null,
};

describe('BPMN corpus expressions', () => {
  it('finds the corpus expressions, and every one is listed here', () => {
    expect(snippets.size).toBeGreaterThanOrEqual(60);
    expect([...snippets].filter((s) => !(s in EXPECTED))).toEqual([]);
  });

  for (const [text, expected] of Object.entries(EXPECTED)) {
    it(text, () => {
      expect(snippets.has(text), 'still in the corpus').toBe(true);
      expect(evaluate(parseExpression(text), VARS)).toEqual(expected);
    });
  }

  it('runs the listener expressions against the execution', () => {
    setVariables.length = 0;
    evaluate(parseExpression("${execution.setVariable('finished', true)}"), VARS);
    expect(setVariables).toEqual([['finished', true]]);
  });

  it('evaluates every text holding an expression, composite documentation included', () => {
    for (const { file, text } of texts) expect(() => evaluateText(text, VARS), `${file}: ${text}`).not.toThrow();
    expect(evaluateText('${employeeName} would like to take ${numberOfDays} day(s) of vacation (Motivation: ${vacationMotivation}).', VARS)).toBe(
      '李四 would like to take 4 day(s) of vacation (Motivation: 休假).',
    );
    expect(texts.some(({ text }) => text.startsWith('${employeeName} would like'))).toBe(true);
  });
});
