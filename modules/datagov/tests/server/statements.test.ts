// The registry of statements run on sources (dg_statement): what lineage reads. A re-registered
// origin replaces its statement, dropping a record drops its steps' statements too, and a tenant
// never reads another tenant's registry (the tenant wall holds when a caller forgets its filter).
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer } from '../../../../tests/kit';
import { dropStatements, putStatement, statementsOf } from '../../server/statements';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
const sys = srv.db.system;
afterAll(() => srv.close());

describe('the statement registry', () => {
  it('keeps one statement per origin record, replaced when registered again', async () => {
    await putStatement(sys, demo.tenant.id, { origin: 't.job', originId: '7', name: 'first', sourceId: null, sql: 'select 1' });
    await putStatement(sys, demo.tenant.id, { origin: 't.job', originId: '7', name: 'loads orders', sourceId: null, target: { sourceId: null, table: 'dw.orders' }, sql: 'select * from sal_order' });
    const mine = await statementsOf(sys, demo.tenant.id, 't.job');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ name: 'loads orders', targetTable: 'dw.orders', sql: 'select * from sal_order', dialect: 'postgresql' });
  });

  it('drops a record with its steps, and only that record', async () => {
    for (const id of ['8', '8/1', '8/2', '80', '9/1']) await putStatement(sys, demo.tenant.id, { origin: 't.tran', originId: id, name: id, sourceId: null, sql: 'select 1' });
    await dropStatements(sys, demo.tenant.id, 't.tran', ['8']);
    expect((await statementsOf(sys, demo.tenant.id, 't.tran')).map((s) => s.originId).sort()).toEqual(['80', '9/1']);
  });

  it('is a tenant table: another tenant reads none of it, even by an unfiltered statement under its wall', async () => {
    await putStatement(sys, demo.tenant.id, { origin: 't.wall', originId: '1', name: 'demo only', sourceId: null, sql: 'select 1' });
    expect(await statementsOf(sys, acme.tenant.id, 't.wall')).toEqual([]);
    const seen = await sql<{ n: number }>`select count(*)::int as n from dg_statement where origin = 't.wall'`.execute(srv.db.forTenant(acme.tenant.id).withoutPlugins());
    expect(seen.rows[0]!.n).toBe(0);
  });
});
