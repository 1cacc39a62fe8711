// The host's side of a tenant script (jsdom): what the sandbox sends is validated before anything
// happens; calls outside the script's list are refused without reaching the server; hooks that
// fail, hang or answer nonsense never stop a save; effects land on the Formily form.
import { createForm } from '@formily/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bindForm, createFormTarget } from './formBinding';
import type { Effect, HostMessage } from './protocol';
import { type CallAnswer, createScriptSession, type SessionDeps } from './session';

const script = { entityCode: 'Supplier', source: '', version: 3, allowedCalls: ['datax.MetaDynamic/getValue', 'portal.Login/relogin'] };

function setup(overrides: Partial<SessionDeps> = {}) {
  const posted: HostMessage[] = [];
  const applied: Effect[] = [];
  const logged: string[] = [];
  const call = vi.fn(async (): Promise<CallAnswer> => ({ ok: true, body: { id: 7, name: '华东供应' } }));
  const session = createScriptSession({
    script,
    post: (m) => posted.push(m),
    apply: (e) => applied.push(e),
    call,
    log: (text) => logged.push(text),
    timeoutMs: 50,
    startTimeoutMs: 100,
    ...overrides,
  });
  return { session, posted, applied, logged, call };
}
const flush = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => vi.useRealTimers());
afterEach(() => vi.restoreAllMocks());

describe('messages from the sandbox', () => {
  it('applies well-formed effects and ignores everything else', async () => {
    const { session, applied, logged } = setup();
    session.handle({ v: 1, kind: 'ready' });
    expect(await session.ready).toBe(true);
    session.handle({ v: 1, kind: 'effect', op: 'setRequired', code: 'phone', value: true });
    session.handle({ v: 1, kind: 'effect', op: 'setValue', code: 'items.0.qty', value: 3 });
    const bad = [
      null,
      'setRequired phone',
      { kind: 'effect', op: 'setRequired', code: 'phone', value: true },
      { v: 2, kind: 'effect', op: 'setRequired', code: 'phone', value: true },
      { v: 1, kind: 'effect', op: 'eval', code: 'phone', value: 'alert(1)' },
      { v: 1, kind: 'effect', op: 'setRequired', code: '*', value: true },
      { v: 1, kind: 'effect', op: 'setRequired', code: 'a[0]', value: true },
      { v: 1, kind: 'effect', op: 'setRequired', code: 'phone', value: 'yes' },
      { v: 1, kind: 'effect', op: 'setRequired', code: 'phone', value: true, extra: 1 },
      { v: 1, kind: 'effect', op: 'message', text: 'x'.repeat(501), level: 'info' },
      { v: 1, kind: 'effect', op: 'message', text: 'hi', level: 'html' },
      { v: 1, kind: 'effect', op: 'setValue', code: 'name', value: 'x'.repeat(100_001) },
      { v: 1, kind: 'effect', op: 'addButton', code: '<b>', label: 'x' },
      { v: 1, kind: 'call', id: -1, path: 'datax.MetaDynamic/getValue', args: [] },
      { v: 1, kind: 'done', id: 'x' },
    ];
    for (const m of bad) session.handle(m);
    expect(applied.map((e) => e.op)).toEqual(['setRequired', 'setValue']);
    expect(logged.filter((l) => l.includes('not protocol v1'))).toHaveLength(bad.length);
  });

  it('reports a script that fails to start, and one that never starts', async () => {
    const failing = setup();
    failing.session.handle({ v: 1, kind: 'failed', error: 'SyntaxError: Unexpected token' });
    expect(await failing.session.ready).toBe(false);
    expect(failing.logged.join()).toContain('SyntaxError');
    const silent = setup();
    expect(await silent.session.ready).toBe(false);
    expect(silent.logged.join()).toContain('did not start');
    // events of a script that never started are not sent
    expect(await silent.session.emit('load', { entityCode: 'Supplier', recordId: null, isNew: true, values: {} })).toBeUndefined();
    expect(silent.posted).toEqual([]);
  });
});

describe('server calls a script asks for', () => {
  it('makes an allowed call and answers the body', async () => {
    const { session, posted, call } = setup();
    session.handle({ v: 1, kind: 'call', id: 1, path: 'datax.MetaDynamic/getValue', args: ['Supplier', 7] });
    await flush();
    expect(call).toHaveBeenCalledWith('datax.MetaDynamic', 'getValue', ['Supplier', 7]);
    expect(posted).toEqual([{ v: 1, kind: 'callResult', id: 1, ok: true, body: { id: 7, name: '华东供应' } }]);
  });

  it('refuses calls outside the list, and portal.Login whatever the list says, without calling', async () => {
    const { session, posted, call, logged } = setup();
    session.handle({ v: 1, kind: 'call', id: 1, path: 'portal.User/listPage', args: [{}] });
    session.handle({ v: 1, kind: 'call', id: 2, path: 'portal.Login/relogin', args: [] });
    session.handle({ v: 1, kind: 'call', id: 3, path: 'datax.MetaDynamic/getValue/../../x', args: [] });
    await flush();
    expect(call).not.toHaveBeenCalled();
    expect(posted.map((m) => m.kind === 'callResult' && !m.ok && [m.id, m.error.code])).toEqual([
      [1, 4003],
      [2, 4003],
      [3, 4003],
    ]);
    expect(logged.filter((l) => l.includes('not one of its allowed calls'))).toHaveLength(3);
  });

  it('passes the server refusal on to the script', async () => {
    const { session, posted } = setup({ call: async () => ({ ok: false, error: { code: 4003, msg: '没有权限' } }) });
    session.handle({ v: 1, kind: 'call', id: 5, path: 'datax.MetaDynamic/getValue', args: [] });
    await flush();
    expect(posted).toEqual([{ v: 1, kind: 'callResult', id: 5, ok: false, error: { code: 4003, msg: '没有权限' } }]);
  });
});

describe('beforeSubmit', () => {
  const context = { action: 'save' as const, isNew: true, values: { name: 'x' } };

  async function answered(reply: (id: number) => unknown) {
    const t = setup();
    t.session.handle({ v: 1, kind: 'ready' });
    const verdict = t.session.beforeSubmit(context);
    await flush();
    const event = t.posted.find((m) => m.kind === 'event');
    expect(event).toMatchObject({ name: 'beforeSubmit', context });
    const answer = reply(event!.kind === 'event' ? event!.id : 0);
    if (answer) t.session.handle(answer);
    return { verdict: await verdict, logged: t.logged };
  }

  it('vetoes with the script message', async () => {
    const { verdict } = await answered((id) => ({ v: 1, kind: 'done', id, result: { veto: true, message: '名称不能包含“测试”' } }));
    expect(verdict).toEqual({ veto: true, message: '名称不能包含“测试”' });
  });

  it('lets the save go on when the hook fails, hangs or answers nonsense', async () => {
    expect((await answered((id) => ({ v: 1, kind: 'done', id, error: 'TypeError: x is undefined' }))).verdict).toEqual({ veto: false });
    const slow = await answered(() => null);
    expect(slow.verdict).toEqual({ veto: false });
    expect(slow.logged.join()).toContain('took longer than 50 ms');
    expect((await answered((id) => ({ v: 1, kind: 'done', id, result: { veto: 'yes' } }))).verdict).toEqual({ veto: false });
    expect((await answered((id) => ({ v: 1, kind: 'done', id: id + 1, result: { veto: true, message: 'wrong id' } }))).verdict).toEqual({ veto: false });
  });
});

describe('the form a script acts on', () => {
  it('marks fields required, sets values and disables only editable fields; field changes go to listeners', async () => {
    const messages: string[] = [];
    const target = createFormTarget({ message: (text) => messages.push(text), addButton: () => {} });
    // effects sent before a form is bound wait for it
    target.apply({ v: 1, kind: 'effect', op: 'setRequired', code: 'phone', value: true });
    const t = setup({ apply: (e) => target.apply(e) });
    t.session.handle({ v: 1, kind: 'ready' });
    t.session.handle({ v: 1, kind: 'listen', code: 'contact' });
    const form = createForm({ initialValues: { contact: '', phone: '' } });
    const contact = form.createField({ name: 'contact' });
    const phone = form.createField({ name: 'phone' });
    const unbind = bindForm(t.session, target, form, { entityCode: 'Supplier', recordId: null, isNew: true });
    expect(phone.required).toBe(true);

    t.session.handle({ v: 1, kind: 'effect', op: 'setDisabled', code: 'phone', value: true });
    expect(phone.pattern).toBe('disabled');
    t.session.handle({ v: 1, kind: 'effect', op: 'setValue', code: 'phone', value: '021-1' });
    expect(form.values.phone).toBe('021-1');
    t.session.handle({ v: 1, kind: 'effect', op: 'message', text: '<b>hi</b>', level: 'info' });
    expect(messages).toEqual(['<b>hi</b>']);

    contact.setValue('张三');
    phone.setValue('021-2');
    await flush();
    const events = t.posted.filter((m) => m.kind === 'event');
    expect(events.map((m) => m.kind === 'event' && m.name)).toEqual(['load', 'fieldChange']);
    expect(events[1]).toMatchObject({ context: { code: 'contact', value: '张三' } });

    unbind();
    contact.setValue('李四');
    await flush();
    expect(t.posted.filter((m) => m.kind === 'event')).toHaveLength(2);
  });

  it('leaves a read-only form read-only', () => {
    const target = createFormTarget({ message: () => {}, addButton: () => {} });
    const form = createForm({ initialValues: { phone: '1' }, pattern: 'readPretty' });
    const phone = form.createField({ name: 'phone' });
    target.bind(form);
    target.apply({ v: 1, kind: 'effect', op: 'setDisabled', code: 'phone', value: false });
    target.apply({ v: 1, kind: 'effect', op: 'setValue', code: 'phone', value: '2' });
    expect(phone.pattern).toBe('readPretty');
    expect(form.values.phone).toBe('1');
  });
});
