// Behind pgbouncer in transaction mode (Debian's package), where a client's consecutive
// transactions land on different server connections: the tenant's role and id are set inside
// every transaction (DATABASE_POOLER=transaction), so no tenant's setting is left on a server
// connection for the next one, and an instance of `npm start`'s script serves through it.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db';
import { type Pgbouncer, startPgbouncer } from '../kit/pgbouncer';
import { cloneTemplate } from '../kit/server';
import { type Instance, startInstance } from '../kit/instances';

const DEMO = '00000002';
const ACME = '00000003';

let url: string;
let bouncer: Pgbouncer;

beforeAll(async () => {
  url = await cloneTemplate();
  bouncer = await startPgbouncer(url);
});
afterAll(async () => {
  await bouncer?.stop();
});

describe('pgbouncer in transaction mode', () => {
  it('tenants interleaved over shared server connections each see only their own rows', async () => {
    // more clients than pgbouncer has server connections (8): transactions hop between them
    const db = openDatabase(bouncer.url, { max: 16, pooler: 'transaction' });
    try {
      const seen = await Promise.all(
        Array.from({ length: 120 }, async (_, i) => {
          const tenant = i % 2 ? DEMO : ACME;
          const planted = db.forTenant(tenant).withoutPlugins();
          const rows =
            i % 3 === 0
              ? await planted.transaction().execute((tx) => tx.selectFrom('app_user').select('tenant_id').execute())
              : await planted.selectFrom('app_user').select('tenant_id').execute();
          return { tenant, seen: [...new Set(rows.map((r) => r.tenant_id))] };
        }),
      );
      for (const s of seen) expect(s.seen).toEqual([s.tenant]);
      // nothing stayed on the server connections: the owner sees every tenant, with no tenant set
      const residue = await Promise.all(
        Array.from({ length: 16 }, () => db.pool.query<{ u: string; t: string | null }>(`select current_user as u, current_setting('app.tenant_id', true) as t`)),
      );
      for (const r of residue) expect([r.rows[0].u === 'plantform_tenant', r.rows[0].t || null]).toEqual([false, null]);
    } finally {
      await db.close();
    }
  });

  describe('an instance behind it', () => {
    let instance: Instance;
    beforeAll(async () => {
      // the bus and the start lock need PostgreSQL itself (LISTEN, a session's advisory lock)
      instance = await startInstance(bouncer.url, { DATABASE_POOLER: 'transaction', BUS_DATABASE_URL: url });
    }, 180_000);
    afterAll(async () => {
      if (instance?.child.exitCode === null) await instance.stop();
    });

    const post = async <T>(name: string, args: unknown[], headers: Record<string, string> = {}) => {
      const res = await fetch(`${instance.base}/${name}`, { method: 'POST', body: JSON.stringify(args), headers: { 'content-type': 'application/json', ...headers } });
      return (await res.json()) as { code: number; msg: string; body: T };
    };

    const login = async (user: string, password: string) => {
      const pk = await post<{ publicKey: string }>('portal.Login/publicKey', []);
      const cipher = crypto.publicEncrypt({ key: pk.body.publicKey, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
      const r = await post<{ token: string; tenant: { id: string }; user: { id: number } }>('portal.Login/logon', [user, cipher, null, 'Web'], { 'tenant-code': 'demo' });
      expect(r.code, r.msg).toBe(200);
      return { auth: { access_token: r.body.token, 'tenant-id': r.body.tenant.id }, userId: r.body.user.id };
    };

    it('logs in, lists suppliers and sends a message', async () => {
      const [admin, wang] = [await login('admin', 'Admin@123'), await login('wangqiang', 'Demo@123')];
      const suppliers = await post<{ itemList: unknown[]; total: number }>('datax.MetaDynamic/summaryPage', [{ entityCode: 'Supplier', page: 1, pageSize: 20 }], admin.auth);
      expect(suppliers.code, suppliers.msg).toBe(200);
      expect(suppliers.body.itemList.length).toBeGreaterThan(0);
      const title = `经由连接池 ${Date.now()}`;
      const sent = await post<{ count: number }>('portal.Message/send', [{ userIds: [wang.userId], title, content: '事务模式' }], admin.auth);
      expect(sent.code, sent.msg).toBe(200);
      const db = openDatabase(url, { max: 1 });
      try {
        const row = await db.system.selectFrom('message').select(['tenant_id', 'title']).where('tenant_id', '=', DEMO).where('title', '=', title).executeTakeFirst();
        expect(row).toEqual({ tenant_id: DEMO, title });
      } finally {
        await db.close();
      }
    });
  });
});
