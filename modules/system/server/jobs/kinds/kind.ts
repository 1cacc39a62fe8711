// One kind of scheduled job: its parameters (a zod schema over the job's JSON parameters) and what
// a run does. A run answers the message its log keeps; throwing makes the run Failed with the
// error's message.
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { JobKindCode } from '../../../entities/trigger-job';
import type { DB } from '../../../../../server/db/types';
import type { AppEnv } from '../../../../../server/env';
import type { Lang } from '../../../../../server/i18n';

export interface JobContext {
  /** the tenant's scoped database: a run reaches its own tenant's rows only */
  db: Kysely<DB>;
  tenantId: string;
  env: AppEnv;
  /** the language of the run's message */
  lang: Lang;
}

export interface JobKind<P = unknown> {
  code: JobKindCode;
  params: z.ZodType<P>;
  run(ctx: JobContext, params: P): Promise<string>;
}

export function defineJobKind<P>(kind: JobKind<P>): JobKind<P> {
  return kind;
}

/** A message in the run's language: [zh_CN, en_US] with {name} placeholders. */
export function say(lang: Lang, [zh, en]: readonly [string, string], vars: Record<string, string | number> = {}): string {
  return (lang === 'en_US' ? en : zh).replace(/\{(\w+)\}/g, (_, k: string) => String(vars[k] ?? `{${k}}`));
}
