// From a call to an engine command: the caller as the engine's actor, one transaction per
// command, the receipt following its flow, and the todo badges of everyone the command touched
// pushed once it committed.
import type { Kysely } from 'kysely';
import type { DB } from '../../../server/db/types';
import type { EngineCall } from '../engine/engine/commands';
import type { EngineEnv } from '../engine/engine/env';
import type { Run, Trx } from '../engine/engine/run';
import { moveReceipt } from '../engine/receipt';
import { type CallContext, session } from '../../../server/rpc/registry';
import { pushTodoCount } from '../../../server/services/todo';
import type { AppEnv } from '../../../server/env';
import { engineEnv } from '../engine/engine/calls';

export const flowEnv: EngineEnv = { ...engineEnv, moveReceipt };

export function engineCall(ctx: CallContext, trx: Trx): EngineCall {
  const s = session(ctx);
  return { trx, env: flowEnv, tenantId: s.tenantId, actor: { userId: s.userId, userName: s.userName, lang: ctx.lang } };
}

/** Runs one engine command in its own transaction; pushes the todo counts of the users it touched. */
// biome-ignore lint/suspicious/noConfusingVoidType: a command answers the run it moved, or nothing (the engine's calls declared void)
export async function command<T extends Run | void>(ctx: CallContext, fn: (c: EngineCall) => Promise<T>): Promise<T> {
  const s = session(ctx);
  const out = await s.db.transaction().execute((trx) => fn(engineCall(ctx, trx)));
  const users = new Set<number>([s.userId, ...(out ? out.touchedUsers : [])]);
  await notify(ctx.env, s.tenantId, users);
  return out;
}

export async function notify(env: AppEnv, tenantId: string, users: Iterable<number>): Promise<void> {
  await Promise.all([...users].map((u) => pushTodoCount(env, tenantId, u).catch(() => undefined)));
}

/** Does the caller's role hold the page? */
export async function hasPage(ctx: CallContext, url: string): Promise<boolean> {
  const s = session(ctx);
  const grants = await ctx.env.grants.of(s.tenantId, s.roleId, s.menuVersion);
  return grants.pages.has(url);
}

export const iso = (d: Date | string | null | undefined): string | null => (d == null ? null : d instanceof Date ? d.toISOString() : new Date(d).toISOString());

export function durationText(from: Date | string, to: Date | string | null, lang: 'zh_CN' | 'en_US'): string | null {
  if (!to) return null;
  let s = Math.max(0, Math.round((new Date(to).getTime() - new Date(from).getTime()) / 1000));
  const d = Math.floor(s / 86400);
  s -= d * 86400;
  const h = Math.floor(s / 3600);
  s -= h * 3600;
  const m = Math.floor(s / 60);
  s -= m * 60;
  const parts = lang === 'en_US' ? [d && `${d}d`, h && `${h}h`, m && `${m}m`, `${s}s`] : [d && `${d}天`, h && `${h}小时`, m && `${m}分`, `${s}秒`];
  return parts.filter(Boolean).slice(0, 3).join(lang === 'en_US' ? ' ' : '');
}

export type Db = Kysely<DB>;
