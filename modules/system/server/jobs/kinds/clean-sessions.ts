// cleanSessions: sessions older than N hours end — their rows are deleted (the users log in again),
// and so are the rows of sessions that were logged out before then.
import { sql } from 'kysely';
import { z } from 'zod';
import { defineJobKind, say } from './kind';

export const cleanSessions = defineJobKind({
  code: 'cleanSessions',
  params: z.object({ hours: z.number().int().min(1).max(24 * 365).default(24) }).strict(),
  async run({ db, lang }, { hours }) {
    const cutoff = sql<Date>`now() - make_interval(hours => ${hours})`;
    const r = await db
      .deleteFrom('user_session')
      .where((eb) => eb.or([eb('create_dt', '<', cutoff), eb('revoked_at', '<', cutoff)]))
      .executeTakeFirst();
    return say(lang, ['删除了 {n} 个超过 {hours} 小时的会话', 'Removed {n} sessions older than {hours} hours'], { n: Number(r.numDeletedRows), hours });
  },
});
