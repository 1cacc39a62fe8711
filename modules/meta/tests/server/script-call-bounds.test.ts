// A tenant's form script runs with the session of whoever opens the form. What its calls may do is
// bounded by the server, not by the list its author wrote: only calls that read, only those the
// served script lists, and only what its author could make himself. The web app marks a script's
// calls with the form-script header (its sandbox has no network of its own).
import { describe, expect, it } from 'vitest';
import { FORM_SCRIPT_HEADER } from '../../../../schemas/rpc/define';
import type { Session } from '../../../../schemas/rpc/portal';
import { fileServer } from '../../../../tests/kit';

const srv = await fileServer();
const admin = await srv.session('demo', 'admin');
const buyer = await srv.session('demo', 'lina', 'Demo@123');

const LISTED = ['portal.User/save', 'portal.User/listPage', 'datax.Entity/fuzzyPage', 'datax.Metadata/attributes'];

/** The admin saves the Supplier script; `author` is whom the served version is attributed to. */
async function serveScript(author: Session) {
  const saved = await srv.call<{ id: number }>(admin, 'meta.TenantScript', 'save', [{ entityCode: 'Supplier', source: 'plantform.onLoad(() => {});', allowedCalls: LISTED }]);
  expect(saved.json.code, saved.json.msg).toBe(200);
  // the buyer holds no script function in the demo; the version is attributed to her as if she had saved it
  await srv.db.forTenant(admin.tenant.id).updateTable('tenant_script' as never).set({ create_id: author.user.id } as never).where('id' as never, '=', saved.json.body.id as never).execute();
}

const fromScript = (s: Session, service: string, method: string, args: unknown[], entity = 'Supplier') => srv.call(s, service, method, args, { [FORM_SCRIPT_HEADER]: entity });

const newUser = { code: 'scripted', name: '脚本用户', roleIds: [] as number[] };

describe('calls a form script makes', () => {
  it('never write, even when the script lists the call and the opener may make it', async () => {
    await serveScript(admin);
    const role = await srv.call<{ itemList: Array<{ id: number }> }>(admin, 'portal.Role', 'summaryPage', [{ page: 1, pageSize: 1 }]);
    const user = { ...newUser, roleIds: [role.json.body.itemList[0].id] };
    const refused = await fromScript(admin, 'portal.User', 'save', [user]);
    expect(refused.json.code).toBe(4003);
    expect(refused.json.msg).toContain('portal.User/save');
    expect(refused.json.msg).toContain('表单脚本只能进行查询');
    // nothing was made
    const users = await srv.call<{ itemList: Array<{ code: string }> }>(admin, 'portal.User', 'listPage', [{ code: 'scripted' }]);
    expect(users.json.body.itemList.map((u) => u.code)).not.toContain('scripted');
  });

  it('make only what the script’s author could make himself', async () => {
    await serveScript(buyer);
    // the administrator opens the form; the buyer (the author) has no user administration page
    const users = await fromScript(admin, 'portal.User', 'listPage', [{}]);
    expect(users.json.code).toBe(4003);
    expect(users.json.msg).toContain('脚本作者没有');
    // without the script the administrator reads the users as always
    expect((await srv.call(admin, 'portal.User', 'listPage', [{}])).json.code).toBe(200);
    // a look-up the buyer may make herself goes through
    const suppliers = await fromScript(admin, 'datax.Entity', 'fuzzyPage', [{ entityCode: 'Supplier' }]);
    expect(suppliers.json.code, suppliers.json.msg).toBe(200);
  });

  it('are refused when the served script does not list them, or there is no script', async () => {
    await serveScript(admin);
    const unlisted = await fromScript(admin, 'datax.Metadata', 'entities', [{}]);
    expect(unlisted.json.code).toBe(4003);
    expect(unlisted.json.msg).toContain('不在 Supplier 表单脚本允许的调用中');
    const none = await fromScript(admin, 'datax.Metadata', 'attributes', ['Customer'], 'Customer');
    expect(none.json.code).toBe(4003);
    expect((await fromScript(admin, 'datax.Metadata', 'attributes', ['Supplier'])).json.code).toBe(200);
  });

  it('still need the opener’s own access', async () => {
    await serveScript(admin);
    // the buyer opens a form whose script (by the admin) lists the user list: her own access refuses it first
    expect((await fromScript(buyer, 'portal.User', 'listPage', [{}])).json.code).toBe(4003);
  });
});
