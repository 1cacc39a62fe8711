// purgeLoginLog: login log entries older than N days are deleted.
import { sql } from 'kysely';
import { z } from 'zod';
import { defineJobKind, say } from './kind';

export const purgeLoginLog = defineJobKind({
  code: 'purgeLoginLog',
  params: z.object({ days: z.number().int().min(1).max(3650).default(90) }).strict(),
  async run({ db, lang }, { days }) {
    const r = await db.deleteFrom('login_log').where('create_dt', '<', sql<Date>`now() - make_interval(days => ${days})`).executeTakeFirst();
    return say(lang, ['删除了 {n} 条超过 {days} 天的登录日志', 'Removed {n} login log entries older than {days} days'], { n: Number(r.numDeletedRows), days });
  },
});
