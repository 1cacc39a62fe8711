// /metrics as Prometheus scrapes it: calls by name and envelope code with latencies, pool use,
// open sockets, queued background work, imports and exports under way; only for this machine
// (or for the bearer of METRICS_TOKEN), and never a raw address or id as a label.
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { startTransfer, transfersOf } from '../../server/ops/transfers';
import { authHeaders, fileServer, upload, xlsx } from '../kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');

const scrape = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${srv.base}/metrics`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};
/** the value of one sample line, e.g. value(text, 'plantform_websockets_open') */
const value = (text: string, sample: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${sample} `));
  return line === undefined ? undefined : Number(line.slice(sample.length + 1));
};

afterEach(() => {
  delete process.env.METRICS_TOKEN;
});

describe('/metrics', () => {
  it('counts calls by name and envelope code, with a latency histogram', async () => {
    await srv.call(admin, 'portal.MenuAlloc', 'todoCount', []);
    await srv.call(admin, 'portal.Message', 'send', [{ title: 'no addressee' }]);
    await srv.raw('nope.Service', 'x1234567', []);
    await srv.raw('portal.MenuAlloc', 'todoCount', []); // no token: 401
    const { status, type, text } = await scrape();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(value(text, 'plantform_calls_total{call="portal.MenuAlloc/todoCount",outcome="200"}')).toBe(1);
    expect(value(text, 'plantform_calls_total{call="portal.Message/send",outcome="400"}')).toBe(1);
    expect(value(text, 'plantform_calls_total{call="portal.MenuAlloc/todoCount",outcome="401"}')).toBe(1);
    expect(value(text, 'plantform_calls_total{call="unknown",outcome="11"}')).toBe(1);
    expect(text).not.toContain('x1234567');
    expect(value(text, 'plantform_call_duration_seconds_bucket{le="10",call="portal.MenuAlloc/todoCount"}')).toBe(2);
    expect(value(text, 'plantform_call_duration_seconds_count{call="portal.MenuAlloc/todoCount"}')).toBe(2);
    expect(text).toContain('plantform_call_duration_seconds_bucket{le="0.001",call="portal.Login/logon"}');
  });

  it('tells the pool use, the open web sockets and the queued background work', async () => {
    const ws = new WebSocket(`${srv.base.replace('http', 'ws')}/ws`);
    await new Promise((r) => ws.once('open', r));
    ws.send(JSON.stringify({ type: 'auth', token: admin.token }));
    await new Promise((r) => ws.once('message', r)); // the todo count: the hub holds the socket
    const { text } = await scrape();
    expect(value(text, 'plantform_websockets_open')).toBe(1);
    expect(value(text, 'plantform_db_pool_clients{state="total"}')).toBeGreaterThan(0);
    expect(value(text, 'plantform_db_pool_clients{state="idle"}')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'plantform_db_pool_clients{state="waiting"}')).toBe(0);
    expect(value(text, 'plantform_job_queue_depth{queue="scheduled_jobs"}')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'plantform_job_queue_depth{queue="flow_timers"}')).toBeGreaterThanOrEqual(0);
    expect(text).toContain('process_resident_memory_bytes');
    ws.close();
  });

  it('counts a due flow timer as waiting work', async () => {
    const depth = async () => value((await scrape()).text, 'plantform_job_queue_depth{queue="flow_timers"}');
    const before = await depth();
    // a timer due in a moment, then held by this test as a poller would hold it (FOR UPDATE: the
    // server's poller skips it), so that it is still waiting when it falls due
    const { rows } = await srv.db.pool.query<{ id: number }>(
      `insert into flow_timer (tenant_id, instance_id, execution_id, node_id, due_at)
       select tenant_id, id, 'ops-test', 'ops-test', now() + interval '1 second' from flow_instance limit 1 returning id`,
    );
    const holder = await srv.db.pool.connect();
    try {
      await holder.query('begin');
      await holder.query('select id from flow_timer where id = $1 for update', [rows[0].id]);
      await new Promise((r) => setTimeout(r, 1200));
      expect(await depth()).toBe((before ?? 0) + 1);
      await holder.query('delete from flow_timer where id = $1', [rows[0].id]);
      await holder.query('commit');
    } finally {
      holder.release();
    }
    expect(await depth()).toBe(before);
  });

  it('tells the imports and exports under way and the rows they handled', async () => {
    const gauge = (text: string, name: string, kind: string) => value(text, `plantform_${name}{kind="${kind}"}`);
    // an import held at its write by a lock this test takes on the suppliers' table
    const file = await upload(srv, admin, await xlsx([['供应商编码*', '供应商名称*'], ['OPS-001', '运维导入一'], ['OPS-002', '运维导入二']]));
    const holder = await srv.db.pool.connect();
    let text = '';
    try {
      await holder.query('begin');
      await holder.query('lock table mdm_supplier in exclusive mode');
      const imported = srv.call(admin, 'datax.MetaDynamic', 'leadIn', [{ entityCode: 'Supplier', fileId: file.id }]);
      for (let i = 0; i < 100 && gauge(text, 'transfers_running', 'import') !== 1; i++) {
        await new Promise((r) => setTimeout(r, 50));
        ({ text } = await scrape());
      }
      expect(gauge(text, 'transfers_running', 'import')).toBe(1);
      expect(gauge(text, 'transfer_rows', 'import')).toBe(0); // validated, none written yet
      expect(gauge(text, 'transfers_running', 'export')).toBe(0);
      await holder.query('commit');
      expect((await imported).json).toMatchObject({ code: 200, body: { createCnt: 2 } });
    } finally {
      holder.release();
    }
    // a real export, and an import refused half way (no such file), leave nothing under way
    const res = await fetch(`${srv.base}/download/records.xlsx`, {
      method: 'POST',
      body: JSON.stringify([{ entityCode: 'Material' }]),
      headers: { 'content-type': 'application/json', ...authHeaders(admin) },
    });
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const refused = await srv.call(admin, 'datax.MetaDynamic', 'leadIn', [{ entityCode: 'Material', fileId: 987654321 }]);
    expect(refused.json.code).toBe(11);
    ({ text } = await scrape());
    expect(gauge(text, 'transfers_running', 'import')).toBe(0);
    expect(gauge(text, 'transfers_running', 'export')).toBe(0);
    // the rows of several under way add up per kind
    const owner = {};
    const a = startTransfer(owner, 'export');
    const b = startTransfer(owner, 'export');
    a.rows(2000);
    b.rows(500);
    expect(transfersOf(owner)).toEqual([
      { kind: 'import', running: 0, rows: 0 },
      { kind: 'export', running: 2, rows: 2500 },
    ]);
    a.end();
    expect(transfersOf(owner)[1]).toEqual({ kind: 'export', running: 1, rows: 500 });
  });

  it('is refused to a client a proxy relayed, and to anyone without METRICS_TOKEN when it is set', async () => {
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).status).toBe(403);
    expect((await scrape({ forwarded: 'for=203.0.113.9' })).status).toBe(403);
    process.env.METRICS_TOKEN = 'scrape-secret-1';
    expect((await scrape()).status).toBe(401);
    expect((await scrape({ authorization: 'Bearer wrong' })).status).toBe(401);
    const allowed = await scrape({ authorization: 'Bearer scrape-secret-1', 'x-forwarded-for': '203.0.113.9' });
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('plantform_calls_total');
  });
});
