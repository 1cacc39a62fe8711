// portal.Api: the calls this server answers, with their argument shapes (JSON Schema from the
// zod contracts) and their access — the system/Api page's catalogue.
import { z } from 'zod';
import type { Access, Requirement } from '../../schemas/rpc/define';
import { portalApi } from '../../schemas/rpc/portal-menu';
import { implement } from '../modules/types';
import { notFound } from '../rpc/errors';
import type { Registry } from '../rpc/registry';
import { pageOfList } from '../records/paged-query';

function describeRequirement(r: Requirement): string {
  if ('anyOf' in r) return r.anyOf.map(describeRequirement).join(' | ');
  if ('entity' in r) return `entity ${r.entity}.${r.op}${r.page ? ` on ${r.page}` : ''}`;
  if ('fn' in r) return `page ${r.page} function ${r.fn}`;
  return `page ${r.page}${r.op ? ` ${r.op}` : ''}`;
}

// biome-ignore lint/suspicious/noExplicitAny: any call's access
export function describeAccess(access: Access<any>): string {
  if (access === 'public' || access === 'session') return access;
  if (typeof access === 'function') return 'by arguments';
  return describeRequirement(access);
}

function argSchemas(schema: z.ZodType, names: string[]): Array<{ name: string; schema: unknown }> {
  let json: { prefixItems?: unknown[] } = {};
  try {
    json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as typeof json;
  } catch {
    json = {};
  }
  return names.map((name, i) => ({ name, schema: json.prefixItems?.[i] ?? {} }));
}

export function register(reg: Registry) {
  reg.add(implement(portalApi, {
    async getApiDetail(ctx, [path]) {
      const binding = reg.calls.get(path);
      if (!binding) throw notFound(ctx.lang === 'en_US' ? `no call ${path}` : `接口不存在：${path}`);
      const [service, method] = path.split('/');
      const { names, schema } = binding.contract.args;
      return { path, service, method, access: describeAccess(binding.contract.access), args: argSchemas(schema, names) };
    },
    async summaryPage(_ctx, [q]) {
      const text = q.text?.trim().toLowerCase();
      const all = [...reg.calls.entries()]
        .filter(([path]) => !text || path.toLowerCase().includes(text))
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([path, b]) => ({ path, access: describeAccess(b.contract.access) }));
      return pageOfList(all, q);
    },
  }));
}
