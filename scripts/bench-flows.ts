// Issue-10 benchmarks (run from bench-records.ts against its server): start → complete cycles per
// minute on a two-task process through the calls (aim ≥ 3 000/min here), and todoList with
// 100 000 open tasks across 1 000 users (half assigned, half offered to 3 candidates each, beside
// 100 000 finished ones): p50/p95 of one user's first page (aim p95 < 50 ms), next to the same
// list's SQL run bare through pg.
import crypto from 'node:crypto';
import type pg from 'pg';
import type { Load, Post, Report } from './bench-kit';

const TENANT = '00000002';
const USERS = 1000;
const OPEN = 100_000;

const twoTasks = (userId: number) => `<?xml version="1.0" encoding="UTF-8"?>
<definitions xmlns="http://www.omg.org/spec/BPMN/20100524/MODEL" xmlns:flowable="http://flowable.org/bpmn" targetNamespace="bench">
  <process id="benchTwoTasks" name="两步审批" isExecutable="true">
    <startEvent id="s"/><userTask id="t1" name="一审" flowable:assignee="${userId}"/><userTask id="t2" name="二审" flowable:assignee="${userId}"/><endEvent id="e"/>
    <sequenceFlow id="f1" sourceRef="s" targetRef="t1"/><sequenceFlow id="f2" sourceRef="t1" targetRef="t2"/><sequenceFlow id="f3" sourceRef="t2" targetRef="e"/>
  </process>
</definitions>`;

export async function benchFlows(report: Report, post: Post, auth: Record<string, string>, pool: pg.Pool, load: Load) {
  const ok = async (p: string, body: unknown, headers = auth) => {
    const r = await post(p, body, headers);
    if (r.code !== 200) throw new Error(`${p}: ${r.code} ${r.msg}`);
    return r.body;
  };
  const { rows: [admin] } = await pool.query("select id from app_user where tenant_id = $1 and code = 'admin'", [TENANT]);
  const { rows: [lina] } = await pool.query("select id from app_user where tenant_id = $1 and code = 'lina'", [TENANT]);
  const pk = (await ok('portal.Login/publicKey', [], {})).publicKey;
  const encrypt = (pw: string) => crypto.publicEncrypt({ key: pk, padding: crypto.constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, Buffer.from(pw)).toString('base64');
  const ls = await ok('portal.Login/logon', ['lina', encrypt('Demo@123'), null, 'Web'], { 'tenant-code': 'demo' });
  const linaAuth = { access_token: ls.token, 'tenant-id': ls.tenant.id };
  // admin starts, 李娜 approves both steps (an initiator's own first task would pass by itself)
  const def = await ok('flow.FlowableDef/save', [{ process: { id: 'benchTwoTasks', name: '两步审批', category: 'office' }, xml: twoTasks(lina.id) }]);
  const cycle = async () => {
    const { instanceId } = await ok('flow.FlowableTask/start', [{ procDefId: def.procDefId }]);
    for (let step = 0; step < 2; step++) {
      const task = await ok('flow.FlowableTask/getUserNextTask', [{ procInsId: instanceId }], linaAuth);
      await ok('flow.FlowableTask/complete', [{ taskId: task.taskId, instanceId, comment: '同意' }], linaAuth);
    }
  };
  await load(4, 40, cycle);
  const t0 = performance.now();
  const CYCLES = 600;
  const run = await load(8, CYCLES, cycle);
  const perMin = Math.round(CYCLES / ((performance.now() - t0) / 60_000));
  report('flow: start → complete → complete cycles (2-task process)', perMin, '/min', `8 clients, ${CYCLES} cycles of 5 calls; a cycle p50 ${run.p50.toFixed(1)} ms, p95 ${run.p95.toFixed(1)} ms (aim >= 3000/min)`);

  // 1 000 users able to log in (admin's password), 100 000 open tasks over them, 100 000 finished
  let t = performance.now();
  const { rows: [pw] } = await pool.query("select password_hash, organ_id from app_user where tenant_id = $1 and code = 'admin'", [TENANT]);
  await pool.query(
    `insert into app_user (tenant_id, code, name, organ_id, password_hash, create_name, modify_name)
     select $1, 'fb' || g, '流程用户' || g, $2, $3, '基准', '基准' from generate_series(1, ${USERS}) g`,
    [TENANT, pw.organ_id, pw.password_hash],
  );
  const { rows: users } = await pool.query("select id from app_user where tenant_id = $1 and code like 'fb%' order by id", [TENANT]);
  await pool.query(
    `insert into user_role (tenant_id, user_id, role_id) select $1, u.id, r.id from app_user u, role r
      where u.tenant_id = $1 and u.code like 'fb%' and r.tenant_id = $1 and r.code = 'viewer'`,
    [TENANT],
  );
  await pool.query(`update app_user set default_role_id = (select id from role where tenant_id = $1 and code = 'viewer') where tenant_id = $1 and code like 'fb%'`, [TENANT]);
  const ids = users.map((u: { id: number }) => Number(u.id));
  await pool.query(
    `insert into flow_instance (id, tenant_id, def_id, name, status, start_user_id, start_user_name, variables, start_time, entity_code, receipt_code)
     select 'bench-' || g, $1, $2, '两步审批', case when g > ${OPEN} then 'Finish' else 'Ongoing' end, $3, '基准', '{}', now() - (g || ' seconds')::interval, 'PurchaseOrder', 'CG-B' || g
       from generate_series(1, ${OPEN * 2}) g`,
    [TENANT, def.procDefId, admin.id],
  );
  // task g: open when g <= OPEN; odd ones assigned to one user, even ones offered to three
  await pool.query(
    `insert into flow_task (id, tenant_id, instance_id, node_id, name, assignee_id, assignee_name, candidate_users, status, open, create_time, finish_time, finished_by, seq)
     select 'bench-t' || g, $1, 'bench-' || g, 't1', '一审',
            case when g % 2 = 1 or g > ${OPEN} then ($2::bigint[])[1 + g % ${USERS}] end,
            case when g % 2 = 1 or g > ${OPEN} then '流程用户' end,
            case when g % 2 = 0 and g <= ${OPEN} then array[($2::bigint[])[1 + g % ${USERS}], ($2::bigint[])[1 + (g + 1) % ${USERS}], ($2::bigint[])[1 + (g + 2) % ${USERS}]] else '{}' end,
            case when g > ${OPEN} then 'approve' else 'running' end, g <= ${OPEN},
            now() - (g || ' seconds')::interval, case when g > ${OPEN} then now() end, case when g > ${OPEN} then ($2::bigint[])[1 + g % ${USERS}] end, g
       from generate_series(1, ${OPEN * 2}) g`,
    [TENANT, ids],
  );
  await pool.query(
    `insert into flow_task_candidate (tenant_id, task_id, user_id)
     select $1, t.id, unnest(t.candidate_users) from flow_task t where t.tenant_id = $1 and t.id like 'bench-t%' and t.open and t.assignee_id is null`,
    [TENANT],
  );
  for (const table of ['flow_task', 'flow_task_candidate', 'flow_instance']) await pool.query(`vacuum analyze ${table}`);
  report(`flow: generate ${OPEN.toLocaleString('en')} open + ${OPEN.toLocaleString('en')} finished tasks, ${USERS} users`, Math.round(performance.now() - t), 'ms');

  const cipher = encrypt('Admin@123');
  const sessions: Array<Record<string, string>> = [];
  for (let i = 0; i < 20; i++) {
    const s = await ok('portal.Login/logon', [`fb${1 + i * 47}`, cipher, null, 'Web'], { 'tenant-code': 'demo' });
    sessions.push({ access_token: s.token, 'tenant-id': s.tenant.id });
  }
  const first = await ok('flow.FlowableTask/todoList', [{ page: 1, pageSize: 20 }], sessions[0]);
  let k = 0;
  const todo = async () => {
    const r = await post('flow.FlowableTask/todoList', [{ page: 1, pageSize: 20 }], sessions[k++ % sessions.length]);
    if (r.code !== 200) throw new Error(r.msg);
  };
  await load(4, 40, todo);
  const list = await load(4, 400, todo);
  t = performance.now();
  const bare: number[] = [];
  for (let i = 0; i < 100; i++) {
    const uid = ids[(i * 47) % USERS];
    const s = performance.now();
    await pool.query(
      `select t.id from flow_task t join flow_instance i on i.id = t.instance_id and i.tenant_id = $1
        where t.tenant_id = $1 and t.id in (select id from flow_task where tenant_id = $1 and open and status = 'running' and assignee_id = $2
                                             union all select c.task_id from flow_task_candidate c join flow_task m on m.id = c.task_id where c.tenant_id = $1 and c.user_id = $2 and m.open and m.assignee_id is null)
        order by t.create_time desc limit 20`,
      [TENANT, uid],
    );
    bare.push(performance.now() - s);
  }
  bare.sort((a, b) => a - b);
  report(
    `flow: todoList, ${OPEN.toLocaleString('en')} open tasks / ${USERS} users`,
    list.p95.toFixed(1),
    'ms p95',
    `p50 ${list.p50.toFixed(1)} ms, 4 clients; a user holds ~${first.total} open tasks; bare SQL p50 ${bare[50].toFixed(1)} ms (aim p95 < 50 ms)`,
  );
}
