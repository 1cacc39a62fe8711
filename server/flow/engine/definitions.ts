// Deploying: a drawn process (XML from the designer, or a Flowable/RuoYi file) is compiled and
// checked before it is stored; each save of a key is its next version (running instances stay on
// theirs). The process id of the XML is the key the designer calls the process code.
import { randomUUID } from 'node:crypto';
import { badRequest } from '../../rpc/errors';
import { writeBpmn, parseBpmn } from '../bpmn/moddle';
import { compileProcess } from '../model/compile';
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
  let defs;
  try {
    defs = (await parseBpmn(xml)).definitions;
  } catch (e) {
    throw badRequest(lang === 'en_US' ? `the XML is not BPMN 2.0: ${(e as Error).message}` : `XML 不是有效的 BPMN 2.0 文件：${(e as Error).message}`);
  }
  const process = (defs.rootElements ?? []).find((e: { $type: string; id: string }) => e.$type === 'bpmn:Process' && e.id === key);
  if (!process) throw badRequest(lang === 'en_US' ? `the file has no process with id ${key}` : `文件中没有 Id 为 ${key} 的流程`);
  const { problems } = compileProcess(process);
  if (problems.length) {
    const first = problems.slice(0, 5).map((p) => `${p.elementId ?? ''} ${lang === 'en_US' ? p.en : p.zh}`.trim());
    throw badRequest(first.join('；'));
  }
}

/** Stores the next version of the key; answers the new definition's id. */
export async function deploy(trx: Trx, tenantId: string, actor: Actor, input: DeployInput): Promise<{ id: string; version: number }> {
  await checkXml(input.xml, input.key, actor.lang);
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
