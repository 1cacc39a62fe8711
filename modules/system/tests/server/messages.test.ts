// 消息管理 on a real database: a message to a role reaches each of its users and nobody else (and is
// pushed on their sockets with the unread count), to a department through its people, to a named
// user as before; each user reads, filters, marks and removes only its own; a sender sees and
// withdraws what it sent; senders need system.message.send; another tenant's users are out of reach.
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { MessageItem, MessageRecipients, SentMessageItem, Session } from '../../../../schemas/rpc/portal';
import { fileServer, ok } from '../../../../tests/kit';

type Inbox = { total: number; unread: number; itemList: MessageItem[] };

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
let recipients: MessageRecipients;
const sessions: Record<string, Session> = {};

const inbox = async (s: Session, filter?: { read?: boolean }) => ok(await srv.call<Inbox>(s, 'portal.Message', 'listMine', filter ? [1, 100, filter] : [1, 100]));
const send = (s: Session, m: object) => srv.call<{ id: number; ids: number[]; count: number }>(s, 'portal.Message', 'send', [m]);
const roleId = (code: string) => recipients.roles.find((r) => r.code === code)!.id;

beforeAll(async () => {
  for (const u of ['wangqiang', 'lina', 'zhaolei', 'zhoujie']) sessions[u] = await srv.session('demo', u);
  recipients = ok(await srv.call<MessageRecipients>(admin, 'portal.Message', 'recipients', []));
}, 120_000);

describe('sending', () => {
  it('offers the tenant’s active users, roles and departments as recipients', () => {
    expect(recipients.users.map((u) => u.code)).toEqual(expect.arrayContaining(['admin', 'wangqiang', 'lina']));
    expect(recipients.roles.map((r) => r.code)).toEqual(expect.arrayContaining(['admin', 'warehouse', 'purchaser']));
    expect(recipients.departments.map((d) => d.name)).toContain('仓储物流部');
  });

  it('sends one message to each user of a role, and to nobody else', async () => {
    const before = Object.fromEntries(await Promise.all(Object.entries(sessions).map(async ([u, s]) => [u, (await inbox(s)).total] as const)));
    const sent = ok(await send(admin, { roleIds: [roleId('warehouse')], title: '盘点通知', content: '周五下午盘点' }));
    // the warehouse role: wangqiang and lina (who holds it beside purchaser)
    expect(sent.count).toBe(2);
    for (const u of ['wangqiang', 'lina']) {
      const box = await inbox(sessions[u]);
      expect(box.total).toBe(before[u] + 1);
      expect(box.itemList[0]).toMatchObject({ title: '盘点通知', content: '周五下午盘点', read: false, createName: '系统管理员' });
    }
    for (const u of ['zhaolei', 'zhoujie']) expect((await inbox(sessions[u])).total).toBe(before[u]);
  });

  it('reaches a department’s people, a named user, and pushes the message and the unread count on the socket', async () => {
    const frames: Array<{ type: string; title?: string; message?: number }> = [];
    const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify({ type: 'auth', token: sessions.zhaolei.token, tenantId: sessions.zhaolei.tenant.id }));
    ws.on('message', (data) => frames.push(JSON.parse(String(data))));
    await new Promise((r) => setTimeout(r, 300));
    const qa = recipients.departments.find((d) => d.name === '质量部')!;
    const sent = ok(await send(admin, { departmentIds: [qa.id], title: '质量周会' }));
    expect(sent.count).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    ws.close();
    const pushed = frames.findIndex((f) => f.type === 'message' && f.title === '质量周会');
    expect(pushed).toBeGreaterThanOrEqual(0);
    const counted = frames.slice(pushed).find((f) => f.type === 'todoCount');
    expect(counted?.message).toBe((await inbox(sessions.zhaolei)).unread);
    // the old shape still works: one named user
    const one = ok(await send(admin, { userId: sessions.zhoujie.user.id, title: '单独通知' }));
    expect(one.count).toBe(1);
    expect((await inbox(sessions.zhoujie)).itemList[0].title).toBe('单独通知');
  });

  it('refuses without system.message.send, without recipients, and for another tenant’s users', async () => {
    expect((await send(sessions.zhaolei, { userId: admin.user.id, title: 'x' })).json.code).toBe(4003);
    expect((await send(admin, { title: '无人' })).json.code).toBe(400);
    const acme = await srv.session('acme', 'admin');
    expect((await send(admin, { userId: acme.user.id, title: '越界' })).json.code).toBe(11);
  });
});

describe('the inbox', () => {
  it('filters read and unread, marks one and all read, and removes only the caller’s own', async () => {
    const lina = sessions.lina;
    ok(await send(admin, { userIds: [lina.user.id], title: '第二条' }));
    const unread = await inbox(lina, { read: false });
    expect(unread.itemList.every((m) => !m.read)).toBe(true);
    expect(unread.unread).toBe(unread.total);
    ok(await srv.call(lina, 'portal.Message', 'markRead', [[unread.itemList[0].id]]));
    expect((await inbox(lina, { read: true })).itemList.map((m) => m.id)).toContain(unread.itemList[0].id);
    expect(ok(await srv.call<{ updated: number }>(lina, 'portal.Message', 'markAllRead', [])).updated).toBe(unread.total - 1);
    expect((await inbox(lina)).unread).toBe(0);

    // wangqiang cannot remove lina's message; lina can
    const target = (await inbox(lina)).itemList[0].id;
    expect(ok(await srv.call<{ removed: number }>(sessions.wangqiang, 'portal.Message', 'removeMine', [[target]])).removed).toBe(0);
    expect((await inbox(lina)).itemList.map((m) => m.id)).toContain(target);
    expect(ok(await srv.call<{ removed: number }>(lina, 'portal.Message', 'removeMine', [[target]])).removed).toBe(1);
    expect((await inbox(lina)).itemList.map((m) => m.id)).not.toContain(target);
  });

  it('lists what the caller sent per recipient, and withdraws only its own sends', async () => {
    const sent = ok(await srv.call<{ total: number; itemList: SentMessageItem[] }>(admin, 'portal.Message', 'listSent', [1, 50]));
    expect(sent.itemList.filter((m) => m.title === '盘点通知').map((m) => m.userCode).sort()).toEqual(['lina', 'wangqiang']);
    const toWang = sent.itemList.find((m) => m.title === '盘点通知' && m.userCode === 'wangqiang')!;
    // another sender's message is not the caller's to withdraw
    const acme = await srv.session('acme', 'admin');
    expect(ok(await srv.call<{ removed: number }>(acme, 'portal.Message', 'removeSent', [[toWang.id]])).removed).toBe(0);
    expect((await srv.call(sessions.wangqiang, 'portal.Message', 'removeSent', [[toWang.id]])).json.code).toBe(4003);
    expect(ok(await srv.call<{ removed: number }>(admin, 'portal.Message', 'removeSent', [[toWang.id]])).removed).toBe(1);
    expect((await inbox(sessions.wangqiang)).itemList.map((m) => m.id)).not.toContain(toWang.id);
  });

  it('gives every profile that works in the tenant the inbox page', async () => {
    const tree = ok(await srv.call<Array<{ url?: string; children?: unknown[] }>>(sessions.wangqiang, 'portal.MenuAlloc', 'getAllocatedPortalTree', ['Web', sessions.wangqiang.role.id]));
    expect(JSON.stringify(tree)).toContain('system/Message');
    expect(JSON.stringify(tree)).toContain('system/Setting');
  });
});
