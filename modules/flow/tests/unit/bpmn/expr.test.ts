// The flow engine's JUEL-subset evaluator: what a process condition, completion condition,
// assignee or name written in Flowable/RuoYi XML evaluates to — and what it refuses.
import { describe, expect, it } from 'vitest';
import { evaluate, evaluateCondition, evaluateText, ExprError, ExprHost, parseExpression } from '../../../engine/expr';

const run = (text: string, vars: Record<string, unknown> = {}) => evaluate(parseExpression(text), vars);
const failure = (fn: () => unknown): ExprError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ExprError) return e;
    throw e;
  }
  throw new Error('expected an ExprError');
};

describe('literals', () => {
  it('reads numbers, strings, booleans and null', () => {
    expect(run('${42}')).toBe(42);
    expect(run('${3.25}')).toBe(3.25);
    expect(run('${.5}')).toBe(0.5);
    expect(run('${1e3}')).toBe(1000);
    expect(run('${true}')).toBe(true);
    expect(run('${false}')).toBe(false);
    expect(run('${null}')).toBe(null);
    expect(run("${'单引号'}")).toBe('单引号');
    expect(run('${"double"}')).toBe('double');
  });

  it('unescapes quotes, backslashes, newlines and unicode in strings', () => {
    expect(run("${'it\\'s'}")).toBe("it's");
    expect(run('${"say \\"hi\\""}')).toBe('say "hi"');
    expect(run("${'a\\\\b'}")).toBe('a\\b');
    expect(run("${'x\\ny'}")).toBe('x\ny');
    expect(run("${'\\u5ba1'}")).toBe('审');
    expect(run("${'}'}")).toBe('}');
  });

  it('accepts #{...} like ${...}', () => {
    expect(run('#{1 + 1}')).toBe(2);
  });
});

describe('operators', () => {
  it('does arithmetic with symbols and keywords', () => {
    expect(run('${7 + 3}')).toBe(10);
    expect(run('${7 - 10}')).toBe(-3);
    expect(run('${6 * 7}')).toBe(42);
    expect(run('${7 / 2}')).toBe(3.5);
    expect(run('${7 div 2}')).toBe(3.5);
    expect(run('${7 % 3}')).toBe(1);
    expect(run('${7 mod 3}')).toBe(1);
    expect(run('${-7 % 3}')).toBe(-1);
    expect(run('${-x}', { x: 4 })).toBe(-4);
    expect(run('${- -2}')).toBe(2);
  });

  it('compares with symbols and keywords', () => {
    const pairs: [string, boolean][] = [
      ['${2 == 2}', true], ['${2 eq 3}', false], ['${2 != 3}', true], ['${2 ne 2}', false],
      ['${2 < 3}', true], ['${2 lt 2}', false], ['${3 > 2}', true], ['${2 gt 2}', false],
      ['${2 <= 2}', true], ['${3 le 2}', false], ['${2 >= 2}', true], ['${1 ge 2}', false],
    ];
    for (const [text, expected] of pairs) expect(run(text), text).toBe(expected);
  });

  it('combines logic with symbols and keywords, short-circuiting', () => {
    expect(run('${true && false}')).toBe(false);
    expect(run('${true and true}')).toBe(true);
    expect(run('${false || true}')).toBe(true);
    expect(run('${false or false}')).toBe(false);
    expect(run('${!true}')).toBe(false);
    expect(run('${not false}')).toBe(true);
    // the right side is never read, so the unknown variable does not fail
    expect(run('${false && missing}')).toBe(false);
    expect(run('${true || missing}')).toBe(true);
  });

  it('knows empty: null, empty string, empty list and empty map', () => {
    expect(run('${empty a}', { a: null })).toBe(true);
    expect(run('${empty a}', { a: '' })).toBe(true);
    expect(run('${empty a}', { a: [] })).toBe(true);
    expect(run('${empty a}', { a: {} })).toBe(true);
    expect(run('${empty a}', { a: 0 })).toBe(false);
    expect(run('${empty a}', { a: ['x'] })).toBe(false);
    expect(run('${not empty a}', { a: 'x' })).toBe(true);
    expect(run('${!empty a.b}', { a: {} })).toBe(false);
  });

  it('chooses with the ternary operator and groups with parentheses', () => {
    expect(run("${amount > 1000 ? 'boss' : 'leader'}", { amount: 1500 })).toBe('boss');
    expect(run("${amount > 1000 ? 'boss' : 'leader'}", { amount: 10 })).toBe('leader');
    expect(run("${a ? b ? 1 : 2 : 3}", { a: true, b: false })).toBe(2);
    expect(run('${(1 + 2) * 3}')).toBe(9);
  });

  it('follows EL precedence', () => {
    expect(run('${1 + 2 * 3}')).toBe(7);
    expect(run('${10 - 4 - 3}')).toBe(3);
    expect(run('${12 / 3 / 2}')).toBe(2);
    expect(run('${1 + 2 == 3}')).toBe(true);
    expect(run('${1 < 2 == true}')).toBe(true);
    expect(run('${true || false && false}')).toBe(true);
    expect(run('${!false && false}')).toBe(false);
    expect(run('${-2 * -3}')).toBe(6);
    expect(run('${1 > 2 ? 1 : 2 + 10}')).toBe(12);
  });
});

describe('coercion (JUEL rules)', () => {
  it('compares money decimal-exactly', () => {
    expect(run('${0.1 + 0.2 == 0.3}')).toBe(true);
    expect(run('${0.1 + 0.2}')).toBe(0.3);
    expect(run('${1000.10 > 1000.1}')).toBe(false);
    expect(run('${1000.10 == 1000.1}')).toBe(true);
    expect(run('${amount * 3}', { amount: 0.1 })).toBe(0.3);
    expect(run('${amount >= 1000.01}', { amount: '1000.01' })).toBe(true);
  });

  it('treats numeric strings as numbers beside a number, like JUEL', () => {
    expect(run('${day > 3}', { day: '10' })).toBe(true);
    expect(run("${'10' < '9'}")).toBe(true); // two strings compare as text
    expect(run("${'2' + 3}")).toBe(5);
    expect(run('${a == 1}', { a: '1.0' })).toBe(true);
  });

  it('concatenates when a side is a non-numeric string (JUEL would throw)', () => {
    expect(run("${'审批人：' + name}", { name: '张三' })).toBe('审批人：张三');
    expect(run("${'n' + 1}")).toBe('n1');
  });

  it('matches booleans against "true"/"false" strings', () => {
    expect(run("${approved == 'true'}", { approved: true })).toBe(true);
    expect(run("${approved == 'false'}", { approved: true })).toBe(false);
    expect(run('${!a}', { a: 'false' })).toBe(true);
  });

  it('handles null as EL does', () => {
    expect(run('${a == null}', { a: null })).toBe(true);
    expect(run('${a != null}', { a: 0 })).toBe(true);
    expect(run('${a > 1}', { a: null })).toBe(false);
    expect(run('${a + 1}', { a: null })).toBe(1);
  });

  it('refuses types that do not coerce', () => {
    expect(failure(() => run("${'abc' > 1}")).kind).toBe('type');
    expect(failure(() => run('${true + 1}')).kind).toBe('type');
    expect(failure(() => run('${1 / 0}')).message).toContain('division by zero');
    expect(failure(() => run('${a * 2}', { a: [1] })).kind).toBe('type');
  });
});

describe('variables and member access', () => {
  const vars = { entity: { leaveDays: 3, dept: { name: '财务部' } }, list: ['a', 'b'], map: { 'key one': 1 } };

  it('reads dotted and indexed properties of plain data', () => {
    expect(run('${entity.leaveDays}', vars)).toBe(3);
    expect(run('${entity.dept.name}', vars)).toBe('财务部');
    expect(run("${entity['dept']['name']}", vars)).toBe('财务部');
    expect(run("${map['key one']}", vars)).toBe(1);
    expect(run('${list[0]}', vars)).toBe('a');
    expect(run('${list[1 + 0]}', vars)).toBe('b');
  });

  it('answers null for a missing key or index, and for a property of null', () => {
    expect(run('${entity.missing}', vars)).toBe(null);
    expect(run('${list[5]}', vars)).toBe(null);
    expect(run('${entity.missing.deeper}', vars)).toBe(null);
  });

  it('refuses prototype paths', () => {
    for (const text of ['${entity.__proto__}', "${entity['__proto__']}", '${entity.constructor}', "${list['constructor']}", '${entity.prototype}', '${__proto__}', '${constructor}', "${entity['con' + 'structor']}"]) {
      expect(failure(() => run(text, vars)).kind, text).toBe('forbidden');
    }
    // inherited members are not own data: toString is no method of a map
    expect(run('${entity.toString}', vars)).toBe(null);
    expect(failure(() => run('${entity.hasOwnProperty("x")}', vars)).kind).toBe('unknownFunction');
  });

  it('names an unknown variable instead of taking a branch silently', () => {
    const error = failure(() => evaluateCondition('${amount > 1000}', {}));
    expect(error.kind).toBe('unknownVariable');
    expect(error.variable).toBe('amount');
    expect(error.message).toContain('amount');
  });

  it('calls the fixed string, list and map methods only', () => {
    expect(run("${sentiment.toLowerCase() == 'negative'}", { sentiment: 'NEGATIVE' })).toBe(true);
    expect(run("${name.trim().startsWith('张')}", { name: ' 张三' })).toBe(true);
    expect(run("${list.contains('b')}", vars)).toBe(true);
    expect(run('${list.size()}', vars)).toBe(2);
    expect(run("${map.containsKey('key one')}", vars)).toBe(true);
    expect(failure(() => run("${name.replace('a', 'b')}", { name: 'a' })).kind).toBe('unknownFunction');
  });

  it('calls only the listed methods of a host object', () => {
    const set: [unknown, unknown][] = [];
    const execution = new ExprHost({ setVariable: (k, v) => void set.push([k, v]) }, { id: 'e1' });
    run("${execution.setVariable('finished', true)}", { execution });
    expect(set).toEqual([['finished', true]]);
    expect(run('${execution.id}', { execution })).toBe('e1');
    expect(failure(() => run("${execution.getVariable('x')}", { execution })).kind).toBe('unknownFunction');
  });

  it('offers Flowable variable functions that tolerate a missing variable', () => {
    expect(run("${vars:equals(decision, 'goUp')}", { decision: 'goUp' })).toBe(true);
    expect(run("${variables:equals(decision, 'goUp')}", {})).toBe(false);
    expect(run('${vars:exists(decision)}', {})).toBe(false);
    expect(run("${vars:getOrDefault(level, 'low')}", {})).toBe('low');
    expect(run('${vars:gt(amount, 1000)}', { amount: 1000.5 })).toBe(true);
    expect(run('${vars:isEmpty(x)}', { x: [] })).toBe(true);
    expect(run("${var:contains(roles, 'a', 'b')}", { roles: ['a', 'b', 'c'] })).toBe(true);
    expect(failure(() => run('${vars:nope(x)}', {})).kind).toBe('unknownFunction');
    expect(failure(() => run('${eval(x)}', { x: 1 })).kind).toBe('unknownFunction');
  });
});

describe('API', () => {
  it('keeps the type of a single expression and caches the parse', () => {
    expect(run('${list}', { list: ['1', '2'] })).toEqual(['1', '2']);
    expect(parseExpression('${a + 1}')).toBe(parseExpression('${a + 1}'));
  });

  it('builds composite text and leaves plain text alone', () => {
    expect(evaluateText('审批人：${name}', { name: '张三' })).toBe('审批人：张三');
    expect(evaluateText('${a}-${b}', { a: 1, b: null })).toBe('1-');
    expect(evaluateText('plain text', {})).toBe('plain text');
    expect(evaluateText('cost $5 {x}', {})).toBe('cost $5 {x}');
    expect(evaluateText('\\${not} ${1}', {})).toBe('${not} 1');
    expect(evaluateText('${0.1 + 0.2}', {})).toBe('0.3');
  });

  it('requires a boolean from a condition', () => {
    expect(evaluateCondition('${amount > 1000}', { amount: 1200 })).toBe(true);
    expect(evaluateCondition('\n  ${amount > 1000}\n', { amount: 999 })).toBe(false);
    expect(failure(() => evaluateCondition('${amount}', { amount: 1 })).kind).toBe('type');
    expect(failure(() => evaluateCondition('true', {})).kind).toBe('type');
  });

  it('evaluates the countersign completion conditions', () => {
    const ratio = '${nrOfCompletedInstances/nrOfInstances >= 0.5}';
    expect(evaluateCondition(ratio, { nrOfCompletedInstances: 1, nrOfInstances: 3 })).toBe(false);
    expect(evaluateCondition(ratio, { nrOfCompletedInstances: 2, nrOfInstances: 4 })).toBe(true);
    expect(evaluateCondition(ratio, { nrOfCompletedInstances: 2, nrOfInstances: 3 })).toBe(true);
    const all = '${nrOfCompletedInstances == nrOfInstances}';
    expect(evaluateCondition(all, { nrOfCompletedInstances: 2, nrOfInstances: 3 })).toBe(false);
    expect(evaluateCondition(all, { nrOfCompletedInstances: 3, nrOfInstances: 3 })).toBe(true);
    expect(evaluateCondition('${nrOfActiveInstances == 0 && loopCounter >= 0}', { nrOfActiveInstances: 0, loopCounter: 2 })).toBe(true);
  });
});

describe('syntax errors and limits', () => {
  it('names the position of a syntax error', () => {
    const error = failure(() => parseExpression('${a >}'));
    expect(error.kind).toBe('syntax');
    expect(error.position).toBe(5);
    expect(error.message).toBe('expression ${a >} : unexpected end at 5');
    expect(failure(() => parseExpression('${a + * b}')).position).toBe(6);
    expect(failure(() => parseExpression('${a b}')).position).toBe(4);
    expect(failure(() => parseExpression("${'open}")).message).toContain('unterminated string at 2');
    expect(failure(() => parseExpression('${a')).message).toContain('missing closing }');
    expect(failure(() => parseExpression('${}')).message).toContain('empty expression at 2');
    expect(failure(() => parseExpression('${a @ b}')).position).toBe(4);
    expect(failure(() => parseExpression('${(a}')).message).toContain("expected ')'");
    expect(failure(() => parseExpression('${a ? b}')).message).toContain("expected ':'");
    expect(failure(() => parseExpression("${'\\q'}")).message).toContain('bad escape');
  });

  it('refuses pathological input', () => {
    expect(failure(() => parseExpression(`\${${'1+'.repeat(2100)}1}`)).kind).toBe('limit');
    expect(failure(() => parseExpression(`\${${'('.repeat(100)}1${')'.repeat(100)}}`)).kind).toBe('limit');
    expect(failure(() => parseExpression(`\${${'!'.repeat(100)}true}`)).kind).toBe('limit');
    expect(run(`\${${'('.repeat(30)}1${')'.repeat(30)}}`)).toBe(1);
  });
});
