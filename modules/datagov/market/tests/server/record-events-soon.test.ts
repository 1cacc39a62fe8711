// 服务集成 on a record event where the tick runs (as on a started server): the delivery is posted
// soon after the write's commit without anyone sweeping (record-events.test.ts sweeps by hand).
import http from 'node:http';
import { afterAll, expect, it } from 'vitest';
import { fileServer, ok } from '../../../../../tests/kit';
import type { RecordValue } from '../../../../../schemas/rpc/datax';
import type { ApiView, IntegrationView } from '../../contracts';

process.env.MARKET_TICK = 'on';
const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
// fileServer closes the server after the file
afterAll(() => {
  delete process.env.MARKET_TICK;
});

const posts: number[] = [];
const receiver = http.createServer((req, res) => {
  let data = '';
  req.on('data', (c) => (data += c));
  req.on('end', () => {
    posts.push((JSON.parse(data) as { event: { id: number } }).event.id);
    res.writeHead(200).end('ok');
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', () => r()));
afterAll(() => new Promise<void>((r) => receiver.close(() => r())));

it('posts a listened write soon after its commit, with no sweep asked for', async () => {
  ok(await srv.call(demo, 'system.Config', 'update', [{ DatagovAllowPrivateUrls: true }]));
  const api = ok(await srv.call<{ itemList: ApiView[] }>(demo, 'datagov.MarketApi', 'summaryPage', [{ text: 'customers' }])).itemList[0]!;
  ok(await srv.call<IntegrationView>(demo, 'datagov.MarketIntegration', 'save', [{ name: '工序新增推送', apiId: api.id, url: `http://127.0.0.1:${(receiver.address() as { port: number }).port}/e`, trigger: 'record', entityCode: 'Process', actions: ['create'] }]));
  const p = ok(await srv.call<RecordValue>(demo, 'datax.MetaDynamic', 'saveValue', ['Process', { code: 'SOON-1', name: '即时推送' }]));
  await expect.poll(() => posts, { timeout: 10_000 }).toEqual([p.id]);
});
