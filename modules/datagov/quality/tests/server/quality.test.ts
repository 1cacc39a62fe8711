// 数据标准与数据质量 on a real database: each kind of rule counted exactly in its source (a SQLite file
// made here, the product's own tables under the tenant's row security), a failing run opening one
// issue per rule for its owner with a message, custom SQL judged like the console's, standards'
// mappings and coverage, and what another tenant or a role without the source sees: nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { fileServer, ok, refused } from '../../../../../tests/kit';
import { upload } from '../../../../../tests/kit/upload';
import type { SourceView } from '../../../contracts';
import type { ContrastView, DictView, IssueView, RuleInput, RuleView, RunView } from '../../contracts';
import { tick } from '../../server/tick';

const srv = await fileServer({}, { withoutFlows: true });
const demo = await srv.session('demo', 'admin');
const acme = await srv.session('acme', 'admin');
const sys = srv.db.system;
afterAll(() => srv.close());

type Paged<T> = { total: number; itemList: T[] };
const Q = 'datagov.Quality';
const S = 'datagov.Standard';

/** a SQLite file with known rows: codes (one null, one repeated), quantities (two out of 0–100), references (one dangling), words */
function testDatabase(): Buffer {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dq-test-'));
  const file = path.join(dir, 't.sqlite');
  try {
    const db = new DatabaseSync(file);
    db.exec(`create table item (id integer primary key, code text, qty integer, ref text, at text)`);
    db.exec(`insert into item values (1, 'A', 10, 'X', '2020-01-01 08:00:00'), (2, 'A', 20, 'Y', '2020-01-02 08:00:00'), (3, 'B', null, 'Z', '2020-01-03 08:00:00'),
             (4, null, 700, 'X', '2020-01-04 08:00:00'), (5, 'C', -1, 'Q', '2020-01-05 09:30:00')`);
    db.exec(`create table ref (code text primary key)`);
    db.exec(`insert into ref values ('X'), ('Y'), ('Z')`);
    // a value on which a backtracking engine takes 2^40 steps for ^(a+)+b$
    db.exec(`create table word (w text)`);
    db.exec(`insert into word values ('${'a'.repeat(40)}c'), ('aab'), ('b1'), (null)`);
    db.close();
    return fs.readFileSync(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const file = await upload(srv, demo, testDatabase(), 'dq-test.sqlite');
const source = ok(await srv.call<SourceView>(demo, 'datagov.Source', 'save', [{ code: 'DQ-TEST', name: '质量测试库', kind: 'sqlite', fileId: file.id }]));
ok(await srv.call(demo, 'datagov.Source', 'harvest', [source.id]));
const adminPerson = Number((await sql<{ p: string }>`select person_id as p from app_user where tenant_id = ${demo.tenant.id} and id = ${demo.user.id}`.execute(sys)).rows[0]!.p);

let n = 0;
const rule = (r: Partial<RuleInput> & Pick<RuleInput, 'kind'>): RuleInput => ({
  code: `T-${++n}`, name: `测试规则${n}`, sourceId: source.id, schema: 'main', table: 'item', column: 'code', thresholdKind: 'Failures', threshold: '0', severity: 'Medium', ownerId: adminPerson, ...r,
});
const save = (r: RuleInput, s = demo) => srv.call<RuleView>(s, Q, 'saveRule', [r]);
const runNow = (id: number, s = demo) => srv.call<RunView>(s, Q, 'runNow', [id]);
const figures = (r: RunView) => [r.rowsChecked, r.failedRows, r.passed];

describe('each kind of rule, counted in the source', () => {
  it('completeness, uniqueness, range, referential, freshness and custom SQL on a SQLite file', async () => {
    const cases: Array<[Partial<RuleInput> & Pick<RuleInput, 'kind'>, Array<number | boolean | null>]> = [
      [{ kind: 'completeness', thresholdKind: 'Ratio', threshold: '80' }, [5, 1, true]],
      [{ kind: 'uniqueness' }, [4, 2, false]],
      [{ kind: 'range', column: 'qty', params: { min: '0', max: '100' }, thresholdKind: 'Failures', threshold: '2' }, [4, 2, true]],
      [{ kind: 'referential', column: 'ref', params: { refTable: 'ref', refColumn: 'code' } }, [5, 1, false]],
      [{ kind: 'freshness', column: 'at', params: { hours: 24 } }, [5, 1, false]],
      [{ kind: 'custom', column: null, params: { sql: 'select count(*) from item where qty > 15' }, threshold: '5' }, [null, 2, true]],
    ];
    for (const [r, expected] of cases) {
      const saved = ok(await save(rule(r)));
      const run = ok(await runNow(saved.id));
      expect(figures(run), r.kind).toEqual(expected);
      expect(run.error).toBeNull();
    }
  });

  it('range with a pattern on SQLite: a value not matching fails, in time linear in the value whatever the pattern', async () => {
    const upper = ok(await save(rule({ kind: 'range', params: { pattern: '^[A-Z]$' } })));
    expect(figures(ok(await runNow(upper.id)))).toEqual([4, 0, true]);
    const digits = ok(await save(rule({ kind: 'range', table: 'word', column: 'w', params: { pattern: '\\d' } })));
    expect(figures(ok(await runNow(digits.id)))).toEqual([3, 2, false]);
    // a backtracking engine would not come back from this one: the run would stall every caller
    const nested = ok(await save(rule({ kind: 'range', table: 'word', column: 'w', params: { pattern: '^(a+)+b$' } })));
    expect(figures(ok(await runNow(nested.id)))).toEqual([3, 2, false]);
  });

  it('judges a ratio threshold by the passing share: 4 of 5 is 80.00 %, short of 81', async () => {
    const saved = ok(await save(rule({ kind: 'completeness', thresholdKind: 'Ratio', threshold: '81' })));
    const run = ok(await runNow(saved.id));
    expect([run.passRate, run.passed]).toEqual(['80.00', false]);
  });

  it('reports the latest time a freshness check read', async () => {
    const saved = ok(await save(rule({ kind: 'freshness', column: 'at', params: { hours: 1 } })));
    expect(ok(await runNow(saved.id)).detail).toBe('2020-01-05T09:30:00.000Z');
  });

  it('validity: values outside the standard fail until a mapping lets the source code through', async () => {
    const dict = ok(await srv.call<DictView>(demo, S, 'saveDict', [{ code: 'T-STD', name: '测试标准', values: [{ code: 'A', name: '甲' }, { code: 'B', name: '乙' }] }]));
    const saved = ok(await save(rule({ kind: 'validity', params: { dictId: dict.id } })));
    expect(figures(ok(await runNow(saved.id)))).toEqual([4, 1, false]);
    const c = ok(await srv.call<ContrastView>(demo, S, 'saveContrast', [{ dictId: dict.id, sourceId: source.id, schema: 'main', table: 'item', column: 'code' }]));
    const read = ok(await srv.call<ContrastView>(demo, S, 'readCodes', [c.id]));
    expect([read.codes, read.mapped]).toEqual([3, 0]);
    expect([ok(await srv.call<ContrastView>(demo, S, 'autoMap', [c.id])).mapped]).toEqual([2]);
    const mapped = ok(await srv.call<ContrastView>(demo, S, 'map', [{ id: c.id, items: [{ sourceCode: 'C', stdCode: 'B' }] }]));
    expect([mapped.codes, mapped.mapped, mapped.coverage]).toEqual([3, 3, '100.0']);
    expect(figures(ok(await runNow(saved.id)))).toEqual([4, 0, true]);
    refused(await srv.call(demo, S, 'map', [{ id: c.id, items: [{ sourceCode: 'C', stdCode: 'Z' }] }]), 400, '标准「测试标准」中没有码值：Z');
  });

  it('counts the product database\'s rows of the caller\'s tenant only (row security), never another\'s', async () => {
    const own = ok(await srv.call<Paged<SourceView>>(demo, 'datagov.Source', 'summaryPage', [{ pageSize: 50 }])).itemList.find((s) => s.kind === 'own')!;
    const saved = ok(await save(rule({ kind: 'completeness', sourceId: own.id, schema: 'public', table: 'mdm_supplier', column: 'phone', thresholdKind: 'Ratio', threshold: '0' })));
    const run = ok(await runNow(saved.id));
    const { rows } = await sql<{ all: number; nulls: number }>`select count(*)::int as all, count(*) filter (where phone is null)::int as nulls from mdm_supplier where tenant_id = ${demo.tenant.id}`.execute(sys);
    const { rows: every } = await sql<{ n: number }>`select count(*)::int as n from mdm_supplier where tenant_id is not null`.execute(sys);
    expect([run.rowsChecked, run.failedRows]).toEqual([rows[0]!.all, rows[0]!.nulls]);
    expect(every[0]!.n).toBeGreaterThan(rows[0]!.all);
  });
});

describe('refusals', () => {
  it('says which setting a rule, a standard or a mapping lacks, in the caller\'s words', async () => {
    const cases: Array<[Promise<unknown>, number, string]> = [
      [save(rule({ kind: 'completeness', column: null })), 400, 'rule.column: 此类规则须指定列'],
      [save(rule({ kind: 'completeness', table: 'nothing' })), 400, '数据源中没有此表：main.nothing（请先采集元数据）'],
      [save(rule({ kind: 'completeness', column: 'nothing' })), 400, '数据源中没有此列：item.nothing（请先采集元数据）'],
      [save(rule({ kind: 'validity' })), 400, 'rule.params: 有效性规则须选择标准字典'],
      [save(rule({ kind: 'validity', params: { dictId: 999999 } })), 400, '标准字典不存在：999999'],
      [save(rule({ kind: 'range', column: 'qty' })), 400, 'rule.params: 范围规则须填写最小值、最大值或正则表达式'],
      [save(rule({ kind: 'range', column: 'qty', params: { min: '10', max: '1' } })), 400, 'rule.params: 最小值不能大于最大值'],
      [save(rule({ kind: 'referential', column: 'ref' })), 400, 'rule.params: 参照规则须填写参照表和参照列'],
      [save(rule({ kind: 'freshness', column: 'at' })), 400, 'rule.params: 及时性规则须填写小时数'],
      [save(rule({ kind: 'custom', column: null })), 400, 'rule.params: 自定义规则须填写 SQL'],
      [save(rule({ kind: 'completeness', thresholdKind: 'Ratio', threshold: '101' })), 400, 'rule.threshold: 通过率阈值须在 0 到 100 之间'],
      [save(rule({ kind: 'completeness', threshold: '1.5' })), 400, 'rule.threshold: 失败行数阈值须为非负整数'],
      [save(rule({ kind: 'completeness', ownerId: 999999 })), 400, 'rule.ownerId: 负责人不存在：999999'],
      [srv.call(demo, S, 'saveDict', [{ code: 'T-TWICE', name: '重复', values: [{ code: 'A', name: '甲' }, { code: 'A', name: '乙' }] }]), 400, 'dict.values: 码值重复：A'],
      [srv.call(demo, S, 'mappings', [999999]), 400, '标准对照不存在：999999'],
      [srv.call(demo, Q, 'comments', [999999]), 400, '质量问题不存在：999999'],
    ];
    for (const [answer, code, msg] of cases) refused((await answer) as Parameters<typeof refused>[0], code, msg);
  });

  it('refuses a pattern PostgreSQL cannot read, a code taken twice, a stale edit and a standard in use', async () => {
    const own = ok(await srv.call<Paged<SourceView>>(demo, 'datagov.Source', 'summaryPage', [{ pageSize: 50 }])).itemList.find((s) => s.kind === 'own')!;
    refused(await save(rule({ kind: 'range', sourceId: own.id, schema: 'public', table: 'mdm_supplier', column: 'phone', params: { pattern: '([' } })), 400, /^rule\.params: 正则表达式无效：/);
    // on SQLite, RE2 refuses what needs backtracking
    refused(await save(rule({ kind: 'range', params: { pattern: '(a)\\1' } })), 400, /^rule\.params: 正则表达式无效：.*\\1/);
    const first = ok(await save(rule({ kind: 'completeness' })));
    refused(await save(rule({ kind: 'completeness', code: first.code })), 409, `rule.code: 规则编码已存在：${first.code}`);
    ok(await save({ ...rule({ kind: 'completeness' }), id: first.id, code: first.code, version: first.version }));
    refused(await save({ ...rule({ kind: 'completeness' }), id: first.id, code: first.code, version: first.version }), 409, '质量规则已被他人修改，请刷新后再试');
    const dict = ok(await srv.call<DictView>(demo, S, 'saveDict', [{ code: 'T-USED', name: '在用标准', values: [{ code: 'A', name: '甲' }] }]));
    refused(await srv.call(demo, S, 'saveDict', [{ code: 'T-USED', name: '又一个', values: [] }]), 409, 'dict.code: 标准编码已存在：T-USED');
    ok(await save(rule({ kind: 'validity', params: { dictId: dict.id } })));
    refused(await srv.call(demo, S, 'removeDicts', [[dict.id]]), 400, '标准「在用标准」已被对照或规则使用，不能删除');
    const c = ok(await srv.call<ContrastView>(demo, S, 'saveContrast', [{ dictId: dict.id, sourceId: source.id, schema: '', table: 'item', column: 'ref' }]));
    expect(c.schema).toBe('main');
    refused(await srv.call(demo, S, 'saveContrast', [{ dictId: dict.id, sourceId: source.id, schema: 'main', table: 'item', column: 'ref' }]), 409, '此列已有标准对照');
    // a custom SQL answering anything but one count is a failed run that says so
    const shape = ok(await save(rule({ kind: 'custom', column: null, params: { sql: 'select code, qty from item' } })));
    expect(ok(await runNow(shape.id))).toMatchObject({ passed: false, error: '自定义 SQL 须返回一行一列：不合格行数' });
  });
});

describe('issues', () => {
  it('a failing run opens one issue for the rule\'s owner and messages them; a later failure adds to it, a pass marks it recovered', async () => {
    const messages = async () => (await sql<{ n: number }>`select count(*)::int as n from message where tenant_id = ${demo.tenant.id} and user_id = ${demo.user.id} and title like '%数据质量%'`.execute(sys)).rows[0]!.n;
    const before = await messages();
    const saved = ok(await save(rule({ kind: 'uniqueness', name: '编码唯一（问题）' })));
    ok(await runNow(saved.id));
    const issues = async () => ok(await srv.call<Paged<IssueView>>(demo, Q, 'issuePage', [{ ruleId: saved.id }])).itemList;
    const [opened] = await issues();
    expect(opened).toMatchObject({ status: 'Open', ownerId: adminPerson, failures: 1, recoveredAt: null });
    expect(await messages()).toBe(before + 1);
    ok(await runNow(saved.id));
    expect((await issues()).map((i) => [i.id, i.failures])).toEqual([[opened!.id, 2]]);
    expect(await messages()).toBe(before + 1);
    ok(await save({ ...rule({ kind: 'uniqueness' }), id: saved.id, code: saved.code, threshold: '2' }));
    expect(ok(await runNow(saved.id)).passed).toBe(true);
    const [recovered] = await issues();
    expect(recovered!.status).toBe('Open');
    expect(recovered!.recoveredAt).not.toBeNull();
    // 处理中 → 已解决 with a comment; a closed issue does not move again
    ok(await srv.call(demo, Q, 'moveIssue', [{ id: opened!.id, to: 'Doing' }]));
    expect(ok(await srv.call<IssueView>(demo, Q, 'moveIssue', [{ id: opened!.id, to: 'Resolved', comment: '已修正源数据' }])).status).toBe('Resolved');
    expect(ok(await srv.call<Array<{ body: string }>>(demo, Q, 'comments', [opened!.id])).map((c) => c.body)).toEqual(['已修正源数据']);
    refused(await srv.call(demo, Q, 'moveIssue', [{ id: opened!.id, to: 'Ignored' }]), 400, '问题已关闭（已解决），不能再变更');
  });
});

describe('schedules', () => {
  it('refuses an invalid cron, and runs a due rule once across two ticks at the same moment, moving it to its next time', async () => {
    refused(await save(rule({ kind: 'completeness', cron: '61 * * * *' })), 400, 'rule.cron: 调度表达式无效（5 段 cron：分 时 日 月 周）');
    const saved = ok(await save(rule({ kind: 'completeness', cron: '0 3 * * *' })));
    expect(new Date(saved.nextRunAt!).getTime()).toBeGreaterThan(Date.now());
    const at = new Date(Date.now() - 60_000);
    // only this rule is due, a minute ago
    await sql`update dg_q_rule set next_run_at = case when id = ${saved.id} and tenant_id = ${demo.tenant.id} then ${at}::timestamptz end where tenant_id is not null`.execute(sys);
    const [a, b] = await Promise.all([tick(srv.env), tick(srv.env)]);
    expect(a + b).toBe(1);
    const runs = ok(await srv.call<Paged<RunView>>(demo, Q, 'runPage', [{ ruleId: saved.id }])).itemList;
    expect(runs.map((r) => [r.trigger, r.rowsChecked, r.failedRows])).toEqual([['Schedule', 5, 1]]);
    const after = ok(await srv.call<Paged<RuleView>>(demo, Q, 'rulePage', [{ text: saved.code }])).itemList[0]!;
    expect(new Date(after.nextRunAt!).getUTCMinutes()).toBe(0);
    expect(new Date(after.nextRunAt!).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('custom SQL', () => {
  const ownId = async () => ok(await srv.call<Paged<SourceView>>(demo, 'datagov.Source', 'summaryPage', [{ pageSize: 50 }])).itemList.find((s) => s.kind === 'own')!.id;
  it('is refused when it writes, or names a platform table or a table keeping secrets (the console\'s words)', async () => {
    const own = await ownId();
    const custom = (text: string) => rule({ kind: 'custom', column: null, sourceId: own, schema: 'public', table: 'mdm_material', params: { sql: text } });
    refused(await save(custom('delete from mdm_material')), 400, '只允许只读查询（SELECT / WITH）');
    refused(await save(custom('select count(*) from tenant')), 400, '不允许查询的表：tenant');
    refused(await save(custom('select count(*) from app_user')), 400, '不允许查询的表：app_user');
    refused(await save(custom("select count(*) from mdm_material where pg_read_file('x') is null")), 400, '不允许调用函数：pg_read_file');
  });

  it('is registered in the statement registry for lineage, and leaves it with its rule', async () => {
    const own = await ownId();
    const saved = ok(await save(rule({ kind: 'custom', column: null, sourceId: own, schema: 'public', table: 'mdm_material', params: { sql: 'select count(*) from mdm_material where unit is null' } })));
    const registered = async () => (await sql<{ sql: string }>`select sql from dg_statement where tenant_id = ${demo.tenant.id} and origin = 'quality.rule' and origin_id = ${String(saved.id)}`.execute(sys)).rows;
    expect((await registered()).map((r) => r.sql)).toEqual(['select count(*) from mdm_material where unit is null']);
    ok(await srv.call(demo, Q, 'removeRules', [[saved.id]]));
    expect(await registered()).toEqual([]);
  });
});

describe('visibility', () => {
  it('another tenant sees none of the rules, runs, issues or standards, and cannot run them', async () => {
    const mine = ok(await srv.call<Paged<RuleView>>(demo, Q, 'rulePage', [{ pageSize: 200 }])).itemList;
    expect(mine.length).toBeGreaterThan(0);
    const theirs = ok(await srv.call<Paged<RuleView>>(acme, Q, 'rulePage', [{ pageSize: 200 }])).itemList.map((r) => r.id);
    expect(theirs.filter((id) => mine.some((m) => m.id === id))).toEqual([]);
    refused(await runNow(mine[0]!.id, acme), 400, `质量规则不存在：${mine[0]!.id}`);
    const dicts = ok(await srv.call<Paged<DictView>>(acme, S, 'dictPage', [{ pageSize: 200 }])).itemList;
    expect(dicts.some((d) => d.code === 'T-STD')).toBe(false);
  });

  it('a role the source\'s DataAuth leaves out neither sees its rules and issues nor runs them', async () => {
    const saved = ok(await save(rule({ kind: 'completeness', name: '隐藏测试' })));
    ok(await runNow(saved.id));
    const other = (await sql<{ id: string }>`select id from role where tenant_id = ${demo.tenant.id} and id <> ${demo.role.id} order by id limit 1`.execute(sys)).rows[0]!;
    const auth = ok(await srv.call<{ id: number }>(demo, 'datagov.Auth', 'save', [{ roleId: Number(other.id), sourceId: source.id }]));
    try {
      const rules = ok(await srv.call<Paged<RuleView>>(demo, Q, 'rulePage', [{ pageSize: 200 }])).itemList;
      expect(rules.some((r) => r.sourceId === source.id)).toBe(false);
      const issues = ok(await srv.call<Paged<IssueView>>(demo, Q, 'issuePage', [{ pageSize: 200 }])).itemList;
      expect(issues.some((i) => i.ruleId === saved.id)).toBe(false);
      refused(await runNow(saved.id), 4003, '无权使用该数据源');
    } finally {
      ok(await srv.call(demo, 'datagov.Auth', 'remove', [[auth.id]]));
    }
  });

  it('refuses a rule on a column masked to the caller', async () => {
    const mes = ok(await srv.call<Paged<SourceView>>(demo, 'datagov.Source', 'summaryPage', [{ pageSize: 50 }])).itemList.find((s) => s.code === 'MES-LEGACY')!;
    refused(await save(rule({ kind: 'completeness', sourceId: mes.id, table: 'line_output', column: 'operator_phone' })), 400, '列 operator_phone 对您已脱敏，不能用于质量规则或对照');
  });
});

describe('the demo', () => {
  it('has a year of daily runs per rule, open issues for today\'s failures, and standards partly mapped', async () => {
    const rules = ok(await srv.call<Paged<RuleView>>(demo, Q, 'rulePage', [{ pageSize: 200, text: '-' }])).itemList.filter((r) => /^(MES|PF)-/.test(r.code));
    expect(rules).toHaveLength(12);
    const { rows } = await sql<{ n: number; days: number }>`select count(*)::int as n, count(distinct started_at::date)::int as days from dg_q_run where tenant_id = ${demo.tenant.id} and trigger = 'Demo'`.execute(sys);
    expect(rows[0]).toEqual({ n: 12 * 365, days: 365 });
    const line = rules.find((r) => r.code === 'MES-LINE-STD')!;
    // 60 rows, the 20 of line L3 outside the standard: 66.67 % against 99
    expect([line.lastRun?.rowsChecked, line.lastRun?.failedRows, line.lastRun?.passed, line.openIssueId !== null]).toEqual([60, 20, false, true]);
    const history = ok(await srv.call<Paged<RunView>>(demo, Q, 'runPage', [{ ruleId: line.id, page: 2, pageSize: 100 }]));
    expect([history.total, history.itemList.length]).toEqual([365, 100]);
    expect(Date.parse(history.itemList[0]!.startedAt)).toBeGreaterThan(Date.parse(history.itemList[99]!.startedAt));
    // today's run on the product's tables counted this tenant's rows only
    const material = rules.find((r) => r.code === 'PF-MAT-CODE')!;
    const { rows: mats } = await sql<{ n: number }>`select count(code)::int as n from mdm_material where tenant_id = ${demo.tenant.id}`.execute(sys);
    expect([material.lastRun?.rowsChecked, material.lastRun?.error]).toEqual([mats[0]!.n, null]);
    expect(rules.filter((r) => r.lastRun?.error)).toEqual([]);
    const contrasts = ok(await srv.call<Paged<ContrastView>>(demo, S, 'contrastPage', [{ pageSize: 50 }])).itemList;
    expect(contrasts.filter((c) => c.sourceName === '旧MES产线数据').map((c) => `${c.column} ${c.mapped}/${c.codes} ${c.coverage}`).sort()).toEqual(['line 2/3 66.7', 'shift 3/3 100.0']);
    const report = ok(await srv.call<{ itemList: Array<Record<string, unknown>> }>(demo, 'report.Report', 'page', ['datagov.ContrastStatistics', { pageSize: 50 }]));
    expect(report.itemList.find((r) => r.column_path === 'main.line_output.line')).toMatchObject({ codes: '3', mapped: '2', unmapped: '1', coverage: '66.7' });
    const dash = ok(await srv.call<{ widgets: Record<string, { value?: string; rows?: unknown[] }> }>(demo, 'report.Dashboard', 'data', ['datagov.QualityReport']));
    expect(Number(dash.widgets.runs!.value)).toBeGreaterThan(0);
    expect(dash.widgets.worst!.rows!.length).toBeGreaterThan(0);
  });
});
