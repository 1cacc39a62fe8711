// purgeOpLog: operation log entries (操作日志) older than N days are deleted.
import { type Kysely, sql } from 'kysely';
import { z } from 'zod';
import type { OpLogDB } from '../../../../../server/rpc/op-log';
import { defineJobKind, say } from './kind';

export const purgeOpLog = defineJobKind({
  code: 'purgeOpLog',
  params: z.object({ days: z.number().int().min(1).max(3650).default(180) }).strict(),
  async run({ db, lang }, { days }) {
    const r = await (db as unknown as Kysely<OpLogDB>)
      .deleteFrom('op_log')
      .where('create_dt', '<', sql<Date>`now() - make_interval(days => ${days})`)
      .executeTakeFirst();
    return say(lang, ['删除了 {n} 条超过 {days} 天的操作日志', 'Removed {n} operation log entries older than {days} days'], { n: Number(r.numDeletedRows), days });
  },
});
