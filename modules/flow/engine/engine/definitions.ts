// Deploying: a drawn process (XML from the designer, or a Flowable/RuoYi file) is compiled and
// checked before it is stored; each save of a key is its next version (running instances stay on
// theirs). The process id of the XML is the key the designer calls the process code.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { badRequest, conflict } from '../../../../server/rpc/errors';
import { compileDefinitionXml } from './env';
import { writeBpmn, parseBpmn } from '../bpmn/moddle';
import { compileProcess } from '../model/compile';
import { handlerProblems } from './handlers';
import type { Actor, Trx } from './run';

export interface DeployInput {
  key: string;
  name: string;
  category: string | null;
  xml: string;
  svg?: string | null;
}

/** Compiles every executable process of the file; a problem refuses with the element named. */
export async function checkXml(xml: string, key: string, lang: Actor['lang']): Promise<void> {
  let defs: Awaited<ReturnType<typeof parseBpmn>>['definitions'];
  try {
    defs = (await parseBpmn(xml)).definitions;
  } catch (e) {
    throw badRequest(lang === 'en_US' ? `the XML is not BPMN 2.0: ${(e as Error).message}` : `XML 不是有效的 BPMN 2.0 文件：${(e as Error).message}`);
  }
  const processes = (defs.rootElements ?? []).filter((e: { $type: string }) => e.$type === 'bpmn:Process');
  // Flowable deploys only executable processes (a pool drawn for the reader is isExecutable="false")
  const executable = processes.filter(isExecutable).map((p: { id: string }) => p.id);
  if (!executable.length) throw badRequest(lang === 'en_US' ? 'the file has no executable process (isExecutable="true"): nothing in it can run' : '文件中没有可执行的流程（isExecutable="true"），无法运行');
  const process = processes.find((e: { id: string }) => e.id === key);
  if (!process) throw badRequest(lang === 'en_US' ? `the file has no process with id ${key}` : `文件中没有 Id 为 ${key} 的流程`);
  if (!isExecutable(process)) {
    throw badRequest(lang === 'en_US' ? `process ${key} is not executable (isExecutable="false"); executable processes in the file: ${executable.join(', ')}` : `流程 ${key} 不可执行（isExecutable="false"）；文件中可执行的流程：${executable.join('、')}`);
  }
  const compiled = compileProcess(process);
  const problems = [...compiled.problems, ...handlerProblems(compiled.model)];
  if (problems.length) {
    const first = problems.slice(0, 5).map((p) => `${p.elementId ?? ''} ${lang === 'en_US' ? p.en : p.zh}`.trim());
    throw badRequest(first.join('；'));
  }
}

/** A process without the attribute is executable, as Flowable reads it. */
export const isExecutable = (p: { isExecutable?: boolean }) => p.isExecutable !== false;

/** Stores the next version of the key; answers the new definition's id. */
export async function deploy(trx: Trx, tenantId: string, actor: Actor, input: DeployInput): Promise<{ id: string; version: number }> {
  await checkXml(input.xml, input.key, actor.lang);
  await checkMessageStarts(trx, tenantId, actor.lang, input);
  // one deploy per key at a time: the version number is taken under the lock
  await trx.selectFrom('flow_definition').select('id').where('tenant_id', '=', tenantId).where('key', '=', input.key).forUpdate().execute();
  const last = await trx.selectFrom('flow_definition').select((eb) => eb.fn.max('version').as('v')).where('tenant_id', '=', tenantId).where('key', '=', input.key).executeTakeFirst();
  const version = Number(last?.v ?? 0) + 1;
  const id = `${input.key}:${version}:${randomUUID().slice(0, 8)}`;
  await trx
    .insertInto('flow_definition')
    .values({ id, tenant_id: tenantId, key: input.key, name: input.name, category: input.category, version, xml: input.xml, svg: input.svg ?? null, deploy_time: new Date(), deployed_by: actor.userName, form_id: null })
    .execute();
  return { id, version };
}

/** The XML with the process's name and category set as the designer's save names them. */
export async function withProcessHeader(xml: string, key: string, name: string, category: string | null): Promise<string> {
  const defs = (await parseBpmn(xml)).definitions;
  const process = (defs.rootElements ?? []).find((e: { $type: string; id: string }) => e.$type === 'bpmn:Process' && e.id === key);
  if (!process) return xml;
  process.name = name;
  if (category) process.processCategory = category;
  return writeBpmn(defs);
}

/** A message start event's name belongs to one active process key of the tenant (a message must know what it starts), as Flowable refuses a second. */
async function checkMessageStarts(trx: Trx, tenantId: string, lang: Actor['lang'], input: DeployInput): Promise<void> {
  const { model } = await compileDefinitionXml(input.xml, input.key);
  for (const name of (model?.starts ?? []).map((id) => model!.nodes.get(id)!.message).filter((m): m is string => m !== null)) {
    const others = await trx.selectFrom('flow_definition').select(['key', 'xml', 'version']).where('tenant_id', '=', tenantId).where('key', '!=', input.key).where('suspended', '=', false).where(sql<boolean>`position(${name} in xml) > 0`).orderBy('key').orderBy('version', 'desc').execute();
    for (const d of others.filter((x, i) => i === 0 || others[i - 1].key !== x.key)) {
      const other = (await compileDefinitionXml(d.xml, d.key)).model;
      if (!other?.starts.some((id) => other.nodes.get(id)!.message === name)) continue;
      throw conflict(lang === 'en_US' ? `message "${name}" already starts process ${d.key}: a message start event's name must be unique` : `消息「${name}」已用于启动流程 ${d.key}：消息开始事件的名称不能重复`);
    }
  }
}
