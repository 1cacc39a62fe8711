// Public BPMN files of other projects (modules/flow/tests/fixtures/bpmn-foreign, SOURCES.md) on our engine:
// Flowable's test processes walked along the path Flowable's own tests expect of them (runs in
// foreign-scenarios.ts), the ones with work we do not run refused at deploy naming the element, and
// the BPMN MIWG reference models deployed (or refused naming the element) and written back whole.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseBpmn, writeBpmn } from '../../../engine/bpmn/moddle';
import { completeTask, fireTimer, signalInstance, startInstance } from '../../../engine/engine/commands';
import { compileDefinitionXml } from '../../../engine/engine/env';
import { engineEnv } from '../../../engine/engine/calls';
import { correlateMessage } from '../../../engine/engine/message-ops';
import { type FlowKit, flowKit, TENANT } from './kit';
import { REFUSALS, type Run, RUNS } from './foreign-scenarios';

const DIR = path.resolve(import.meta.dirname, '../../fixtures/bpmn-foreign');
const read = (file: string) => fs.readFileSync(path.join(DIR, file), 'utf8');
const TIMER_ACTOR = { userId: 0, userName: '定时器', lang: 'zh_CN' as const };

let k: FlowKit;
beforeAll(async () => {
  k = await flowKit();
});
afterAll(() => k.srv.close());
const db = () => k.srv.db.forTenant(TENANT);
const code = (id: number | null) => Object.keys(k.users).find((c) => k.users[c] === id) ?? null;

async function walk(r: Run): Promise<void> {
  const xml = read(r.file);
  const { model } = await compileDefinitionXml(xml);
  const defId = await k.deployXml(xml, model!.id);
  const id = r.start?.message
    ? await k.as('admin', async (c) => {
        const out = await correlateMessage(c, { messageName: r.start!.message! });
        expect(out.started).toBe(true);
        expect(out.run.inst.def_id).toBe(defId);
        return out.instanceId;
      })
    : await k.as('zhaolei', async (c) => (await startInstance(c, { defId, variables: r.start?.vars?.(k.users) ?? {} })).inst.id);
  for (const step of r.steps) {
    const open = await k.openTasks(id);
    if ('open' in step) {
      const sorted = [...open].sort((a, b) => a.node_id.localeCompare(b.node_id));
      expect(sorted.map((t) => t.node_id)).toEqual(step.open);
      if (step.by) expect(open.map((t) => code(t.assignee_id))).toEqual(step.by);
    } else if ('complete' in step) {
      const t = open.find((x) => x.node_id === step.complete);
      if (!t) throw new Error(`no open task at ${step.complete}: ${JSON.stringify(open)}`);
      await k.as(code(t.assignee_id ?? t.candidate_users[0] ?? null) ?? 'admin', (c) => completeTask(c, t.id));
    } else if ('message' in step) {
      await k.as('admin', (c) => correlateMessage(c, { messageName: step.message, instanceId: id }));
    } else if ('signal' in step) {
      await k.as('admin', (c) => signalInstance(c, id, step.signal));
    } else if ('timer' in step) {
      const timer = await db().selectFrom('flow_timer').selectAll().where('tenant_id', '=', TENANT).where('instance_id', '=', id).where('node_id', '=', step.timer).executeTakeFirstOrThrow();
      await db().transaction().execute((trx) => fireTimer({ trx, env: engineEnv, tenantId: TENANT, actor: TIMER_ACTOR }, { ...timer, due_at: new Date(timer.due_at) }));
    } else {
      expect((await k.instance(id)).status).toBe(step.status);
    }
  }
  // Flowable's tests undeploy their process at the end: a suspended definition starts nothing by message
  await db().updateTable('flow_definition').set({ suspended: true }).where('tenant_id', '=', TENANT).where('id', '=', defId).execute();
}

describe('Flowable test processes run the path their Java tests expect', () => {
  for (const r of RUNS) it(r.flowable, () => walk(r));

  it('refuses a second active process started by the same message name, as Flowable does', async () => {
    const file = RUNS.find((r) => r.start?.message === 'newInvoiceMessage')!.file;
    const xml = read(file);
    const key = (await compileDefinitionXml(xml)).model!.id;
    await k.deployXml(xml, key);
    await expect(k.deployXml(xml.replaceAll(`id="${key}"`, 'id="copyOfIt"'), 'copyOfIt')).rejects.toThrow(`消息「newInvoiceMessage」已用于启动流程 ${key}`);
  });

  for (const r of REFUSALS) {
    it(`${r.file}: refused at deploy naming the element`, async () => {
      await expect(k.deployXml(read(r.file), r.key)).rejects.toThrow(r.refused);
    });
  }

  it('covers every Flowable file of the fixtures', () => {
    const used = new Set([...RUNS.map((r) => r.file), ...REFUSALS.map((r) => r.file)]);
    expect(fs.readdirSync(DIR).filter((f) => f.startsWith('flowable__') && !used.has(f))).toEqual([]);
  });
});

describe('BPMN MIWG reference models', () => {
  const files = fs.readdirSync(DIR).filter((f) => f.startsWith('bpmn-miwg__'));
  it('are there', () => expect(files.length).toBeGreaterThanOrEqual(7));

  for (const file of files) {
    it(`${file}: every process deploys or is refused naming an element of the file; the file writes back whole`, async () => {
      const xml = read(file);
      const { definitions } = await parseBpmn(xml);
      const ids = new Set([...xml.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
      for (const p of definitions.rootElements.filter((e: { $type: string }) => e.$type === 'bpmn:Process')) {
        const outcome = await k.deployXml(xml, p.id).then(
          () => 'deployed',
          (e: Error) => e.message,
        );
        if (outcome === 'deployed') continue;
        // the refusal names the process (not executable) or the elements at fault
        const named = outcome.split('；').map((line) => line.match(/^(\S+) /)?.[1] ?? '');
        expect(outcome.startsWith(`流程 ${p.id} 不可执行`) || outcome.startsWith('文件中没有可执行的流程') || named.every((n) => ids.has(n)), outcome).toBe(true);
      }
      const out = await writeBpmn(definitions);
      const tags = (s: string) => [...s.matchAll(/<([\w-]+:)?([A-Za-z]+)[\s/>]/g)].map((m) => m[2]).filter((t) => t !== 'xml').sort();
      expect(tags(out)).toEqual(tags(xml));
      expect(new Set([...out.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]))).toEqual(ids);
      expect(await writeBpmn((await parseBpmn(out)).definitions)).toBe(out);
    });
  }
});
