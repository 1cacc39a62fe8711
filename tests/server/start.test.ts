// `npm start` as a user runs it: first start seeds, the wire contract holds, a second owner of
// the same DATA_DIR is refused, Ctrl-C stops server and database, a restart keeps the data, and
// a server killed hard (kill -9) leaves a PostgreSQL behind that the next start stops and replaces.
import { type ChildProcess, execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/db/embedded';
import { spawnStart } from '../kit/instances';

const root = path.resolve(__dirname, '../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'plantform-start-'));
const children: ChildProcess[] = [];

function start(port: number) {
  const started = spawnStart({ DATA_DIR: dataDir, PORT: String(port) });
  children.push(started.child);
  return started;
}

async function login(base: string) {
  const pk = await (await fetch(`${base}/portal.Login/publicKey`, { method: 'POST', body: '[]', headers: { 'content-type': 'application/json' } })).json();
  const cipher = crypto.publicEncrypt({ key: pk.body.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from('Admin@123')).toString('base64');
  const r = await (await fetch(`${base}/portal.Login/logon`, { method: 'POST', body: JSON.stringify(['admin', cipher, null, 'Web']), headers: { 'content-type': 'application/json', 'tenant-code': 'demo' } })).json();
  return r.body as { token: string; tenant: { id: string }; user: { id: number } };
}

const post = async (base: string, s: { token: string; tenant: { id: string } }, call: string, args: unknown[]) =>
  (await fetch(`${base}/${call}`, { method: 'POST', body: JSON.stringify(args), headers: { 'content-type': 'application/json', access_token: s.token, 'tenant-id': s.tenant.id } })).json();

const postgresRunning = () => {
  try {
    return execFileSync('pgrep', ['-f', `postgres -D ${path.join(dataDir, 'pg')}`]).toString().trim().length > 0;
  } catch {
    return false;
  }
};

/** The postmaster of $DATA_DIR/pg as its postmaster.pid names it (first line), or 0. */
const postmasterPid = () => {
  try {
    return Number(fs.readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch {
    return 0;
  }
};

/** /proc/<pid>/stat as [state, parent pid]; null once the process is gone. */
const procStat = (pid: number): [string, number] | null => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return [fields[0], Number(fields[1])];
  } catch {
    return null;
  }
};
const isRunning = (pid: number) => pid > 0 && procStat(pid) !== null && procStat(pid)![0] !== 'Z'; // a zombie has exited

afterAll(async () => {
  for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  // a server killed above (or by a failed test) leaves its PostgreSQL running: stop it before the
  // directory goes, so no test run leaves a postmaster behind
  const orphan = postmasterPid();
  if (isRunning(orphan) && fs.readFileSync(`/proc/${orphan}/cmdline`, 'utf8').includes(path.join(dataDir, 'pg'))) {
    process.kill(orphan, 'SIGQUIT');
    for (let i = 0; i < 100 && isRunning(orphan); i++) await new Promise((r) => setTimeout(r, 100));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm start', () => {
  it('starts fresh, keeps the contract, refuses a second owner, stops cleanly, restarts with its data', async () => {
    const port = await freePort();
    const first = start(port);
    await first.ready;
    expect(first.output()).toContain('demo data seeded');
    const base = `http://127.0.0.1:${port}`;

    const check = path.resolve(root, '../shared/contract/check.mjs');
    expect(fs.existsSync(check)).toBe(true);
    const report = execFileSync(process.execPath, [check, base, 'spine']).toString();
    expect(report).toMatch(/spine: \d+ passed, 0 failed/);

    const s = await login(base);
    const sent = await post(base, s, 'portal.Message/send', [{ userId: s.user.id, title: '重启前的消息' }]);
    expect(sent.code).toBe(200);

    const second = start(await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`DATA_DIR ${dataDir} is in use by another Plantform instance`);

    first.child.kill('SIGINT');
    expect(await first.exited).toBe(0);
    expect(postgresRunning()).toBe(false);
    expect(fs.existsSync(path.join(dataDir, 'plantform.lock'))).toBe(false);

    const again = start(port);
    await again.ready;
    expect(again.output()).not.toContain('demo data seeded');
    const s2 = await login(base);
    const mine = await post(base, s2, 'portal.Message/listMine', [1, 20]);
    expect(mine.body.itemList.map((m: { title: string }) => m.title)).toContain('重启前的消息');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 180_000);

  it('starts again after the server was killed hard (kill -9), stopping the PostgreSQL it left behind', async () => {
    const port = await freePort();
    const first = start(port);
    await first.ready;
    const base = `http://127.0.0.1:${port}`;
    const s = await login(base);
    expect((await post(base, s, 'portal.Message/send', [{ userId: s.user.id, title: 'kill -9 前的消息' }])).code).toBe(200);

    // start.mjs runs the server in its own process, which is the postmaster's parent: killing
    // that process orphans the postmaster, as an out-of-memory kill would
    const postmaster = postmasterPid();
    expect(procStat(postmaster)?.[1]).toBe(first.child.pid);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isRunning(postmaster)).toBe(true);
    expect(postgresRunning()).toBe(true);

    const again = start(port);
    await again.ready;
    expect(again.output()).toContain(`Stopped the PostgreSQL (pid ${postmaster})`);
    expect(again.output()).toContain(`Plantform is serving http://127.0.0.1:${port}/ `); // loopback by default
    expect(isRunning(postmaster)).toBe(false);
    expect(postmasterPid()).not.toBe(postmaster);
    const s2 = await login(base);
    const mine = await post(base, s2, 'portal.Message/listMine', [1, 20]);
    expect(mine.body.itemList.map((m: { title: string }) => m.title)).toContain('kill -9 前的消息');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
    expect(postgresRunning()).toBe(false);
  }, 180_000);
});
