// Uploads are bounded per tenant and unlinked uploads do not stay forever: an upload past the
// tenant's quota (set by the platform) is refused with nothing kept, parallel uploads cannot pass
// the quota together, and the clean-up job removes a file no record names once it is older than
// the grace period (row and stored bytes), while a linked one and a fresh one stay.
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { RecordPage } from '../../schemas/rpc/datax';
import type { UploadedFile } from '../../schemas/rpc/portal';
import { authHeaders, fileServer, storedFileNames, uploadAnswer } from '../kit';

// pg-boss's workers look for queued runs every half second
process.env.JOBS_POLL_SECONDS = '0.5';

const srv = await fileServer();
const demo = await srv.session('demo', 'admin');

type Answer = { code: number; msg: string; body: UploadedFile };
const upload = async (name: string, bytes: Buffer, language = 'zh_CN'): Promise<Answer> => (await uploadAnswer(srv, demo, bytes, name, { type: 'application/pdf', headers: { language } })).json;
const said = (a: Answer) => `${a.code} ${a.msg}`;
const sys = () => srv.db.system;
const used = async () => Number((await sql<{ n: string }>`select coalesce(sum(size), 0) as n from file where tenant_id = ${demo.tenant.id}`.execute(sys())).rows[0].n);
const setQuota = (bytes: number | null) => sys().updateTable('tenant').set({ file_quota_bytes: bytes == null ? null : String(bytes) }).where('id', '=', demo.tenant.id).execute();
const storedCount = async () => (await storedFileNames(srv, demo.tenant.id)).length;

describe('the tenant’s storage quota', () => {
  it('refuses an upload past the quota, naming it, and keeps nothing; a file within it passes', async () => {
    await setQuota((await used()) + 3000);
    try {
      const before = await storedCount();
      const big = await upload('big.pdf', Buffer.alloc(5000, 1));
      expect(said(big)).toMatch(/^400 存储空间不足：已用 .+，配额 .+，文件超过剩余的 2\.93KB。请删除不用的附件或联系平台管理员$/);
      const en = await upload('big.pdf', Buffer.alloc(5000, 1), 'en_US');
      expect(said(en)).toMatch(/^400 Storage quota exceeded: .+ used of .+, the file is larger than the 2\.93KB left\./);
      expect(await storedCount()).toBe(before);
      expect(said(await upload('small.pdf', Buffer.alloc(2000, 1)))).toBe('200 success');
      // what is left (1000 bytes) takes no 2000-byte file
      expect((await upload('second.pdf', Buffer.alloc(2000, 1))).code).toBe(400);
      await setQuota(await used());
      expect(said(await upload('tiny.pdf', Buffer.alloc(10, 1)))).toMatch(/^400 存储空间不足：已用 .+，配额 .+。请删除/);
      expect(await storedCount()).toBe(before + 1);
    } finally {
      await setQuota(null);
    }
  });

  it('lets only as many parallel uploads through as the quota takes', async () => {
    await setQuota((await used()) + 2500);
    try {
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => upload(`p${i}.pdf`, Buffer.alloc(1000, i))));
      expect(answers.filter((a) => a.code === 200)).toHaveLength(2);
      expect(answers.filter((a) => a.code === 400)).toHaveLength(4);
    } finally {
      await setQuota(null);
    }
  });
});

describe('the clean-up of unlinked files', () => {
  it('removes a file no record names after the grace period, keeping a linked and a fresh one', async () => {
    const [aged, linked, fresh] = await Promise.all(['aged.png', 'linked.png', 'fresh.png'].map((n) => upload(n, Buffer.from(`%PDF-1.4 ${n}`))));
    const saved = await srv.call<{ id: number }>(demo, 'datax.MetaDynamic', 'saveValue', ['Location', { code: `CLEAN-${Date.now()}`, name: '清理测试', picture: [{ id: linked.body.id }] }]);
    expect(saved.json.code).toBe(200);
    // two of them uploaded 25 hours ago
    await sql`update file set create_dt = now() - interval '25 hours' where tenant_id = ${demo.tenant.id} and id in (${aged.body.id}, ${linked.body.id})`.execute(sys());
    const keyOf = async (id: number) => (await sys().selectFrom('file').select('storage_key').where('tenant_id', '=', demo.tenant.id).where('id', '=', id).executeTakeFirst())?.storage_key;
    const agedKey = (await keyOf(aged.body.id))!;
    const stored = async () => storedFileNames(srv, demo.tenant.id);
    expect(await stored()).toContain(agedKey);

    const job = await srv.call<{ id: number }>(demo, 'datax.MetaDynamic', 'saveValue', ['TriggerJob', { code: `CLEAN_FILES_${Date.now()}`, name: '清理未引用的文件', handler: 'purgeUnlinkedFiles', cron: '15 * * * *', params: '{"hours": 24}', enabled: false }]);
    expect(job.json.code === 200 ? 200 : job.json.msg).toBe(200);
    expect((await srv.call(demo, 'system.TriggerJob', 'run', [job.json.body.id])).json.code).toBe(200);
    let message = '';
    for (let tries = 0; tries < 150 && !message; tries++) {
      const logs = await srv.call<RecordPage>(demo, 'system.TriggerJob', 'logPage', [{ page: 1, pageSize: 5, filterMap: { job_id: job.json.body.id } }]);
      message = String(logs.json.body.itemList[0]?.message ?? '');
      if (!message) await new Promise((r) => setTimeout(r, 100));
    }
    expect(message).toMatch(/^删除了 [1-9]\d* 个超过 24 小时未被单据引用的文件（.+）$/);
    expect(await keyOf(aged.body.id)).toBeUndefined();
    expect(await stored()).not.toContain(agedKey);
    for (const kept of [linked, fresh]) {
      const key = await keyOf(kept.body.id);
      expect(key).toBeDefined();
      expect(await stored()).toContain(key);
      expect((await fetch(`${srv.base}${kept.body.path}`, { headers: authHeaders(demo) })).status).toBe(200);
    }
  });
});

describe('a broken upload form', () => {
  it('is a 400 when the file part never closes, not a 500', async () => {
    const b = 'CutBoundary';
    const body = Buffer.from(`--${b}\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nabc\r\n`);
    const res = await fetch(`${srv.base}/portal.File/upload2`, { method: 'POST', headers: { ...authHeaders(demo), 'content-type': `multipart/form-data; boundary=${b}` }, body });
    const answer = (await res.json()) as { code: number; msg: string };
    expect(answer.code).toBe(400);
    expect(answer.msg).toContain('file');
  });
});
