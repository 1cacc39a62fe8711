// Issue-9 benchmarks (run from bench-records.ts over its 1 M materials, spread over the demo's
// departments): a list under the Depart data scope against the same list under Whole (target: the
// scope costs at most 1.3x), and getPageDetail of a page with 200 allocated fields against one
// with the page's own fields.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { Load, Post, Report } from './bench-kit';

const TENANT = '00000002';

/** Logs `user` in through the login page's calls (the password encrypted with the server's public key). */
export async function login(post: Post, user: string, password: string) {
  const pk = (await post('portal.Login/publicKey', [])).body.publicKey;
  const cipher = crypto.publicEncrypt({ key: pk, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(password)).toString('base64');
  const s = (await post('portal.Login/logon', [user, cipher, null, 'Web'], { 'tenant-code': 'demo' })).body;
  return { session: s, auth: { access_token: s.token, 'tenant-id': s.tenant.id } as Record<string, string> };
}

export async function benchDataScope(report: Report, post: Post, adminAuth: Record<string, string>, pool: pg.Pool, load: Load, rows: number) {
  const line = await login(post, 'sunli', 'Demo@123');
  const { rows: [own] } = await pool.query(
    `select count(*)::int as n from mdm_material t where tenant_id = $1 and depart_id = (select id from department where tenant_id = $1 and code = 'PROD-L1')`,
    [TENANT],
  );
  report(`materials of 一号产线 (Depart scope) of ${rows.toLocaleString('en')}`, own.n, 'rows');
  // The list template's first open: the workspace status filter (every status but Finish), alone and
  // with a dictionary filter. Each request lists the statuses in another order: the same rows and
  // plan, but a new count-memo key, so every request counts (as each first open does).
  const open = ['Saved', 'Commit', 'Audit', 'Reject', 'DeApproval', 'Manual', 'Repeal', 'Ongoing'];
  // the k-th of the 8! orders of the statuses
  const rotated = (k: number) => {
    const left = [...open];
    const out: string[] = [];
    for (let n = left.length; n > 0; n--) {
      out.push(left.splice(k % n, 1)[0]);
      k = Math.floor(k / n);
    }
    return out;
  };
  for (const [label, extra] of [
    ['workspace (status filter)', {}],
    ['workspace + category RAW', { category: 'RAW' }],
  ] as const) {
    let k = 1;
    const list = (auth: Record<string, string>) => async () => {
      const r = await post('datax.MetaDynamic/summaryPage', [{ entityCode: 'Material', page: 1 + (k % 5), pageSize: 50, filterMap: { status_dict: rotated(k++), ...extra } }], auth);
      if (r.code !== 200) throw new Error(r.msg);
    };
    await load(4, 20, list(adminAuth));
    await load(4, 20, list(line.auth));
    const whole = await load(4, 120, list(adminAuth));
    const depart = await load(4, 120, list(line.auth));
    report(
      `list 1M materials, ${label}: Depart scope`,
      depart.p50.toFixed(1),
      'ms p50',
      `p95 ${depart.p95.toFixed(1)} ms; Whole p50 ${whole.p50.toFixed(1)} ms, p95 ${whole.p95.toFixed(1)} ms; Depart/Whole ${(depart.p50 / whole.p50).toFixed(2)}x p50, ${(depart.p95 / whole.p95).toFixed(2)}x p95 (target <= 1.3x)`,
    );
  }
}

export async function benchPageDetail(report: Report, post: Post, adminAuth: Record<string, string>, pool: pg.Pool, load: Load) {
  const admin = await login(post, 'admin', 'Admin@123');
  const roleId = admin.session.role.id;
  // the material detail's allocation gets its own list of 200 fields (the page's own plus filler)
  const { rows: [alloc] } = await pool.query(
    `select a.id, a.menu_id from menu_alloc a join menu m on m.id = a.menu_id where a.tenant_id = $1 and a.role_id = $2 and m.url = 'mdm/MaterialDetail'`,
    [TENANT, roleId],
  );
  await pool.query(
    `insert into alloc_field (menu_id, tenant_id, alloc_id, block, plate_code, code, name, data_type, width, sn)
     select $1, $2, $3, 'Form', '', 'f' || g, '字段' || g, 'String', 6, g * 10 from generate_series(1, 200) g`,
    [alloc.menu_id, TENANT, alloc.id],
  );
  await pool.query('update menu_alloc set own_fields = true where id = $1', [alloc.id]);
  const detail = (url: string) => async () => {
    const r = await post('portal.MenuAlloc/getPageDetailByUrl', [url, roleId], adminAuth);
    if (r.code !== 200) throw new Error(r.msg);
  };
  await load(1, 20, detail('mdm/MaterialDetail'));
  const wide = await load(1, 200, detail('mdm/MaterialDetail'));
  const plain = await load(1, 200, detail('mdm/SupplierDetail'));
  report('getPageDetail, 200 allocated fields', wide.p50.toFixed(1), 'ms p50', `p95 ${wide.p95.toFixed(1)} ms; a page's own ~12 fields: p50 ${plain.p50.toFixed(1)} ms (${(wide.p50 / plain.p50).toFixed(2)}x)`);
}
