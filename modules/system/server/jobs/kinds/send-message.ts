// sendMessage: a portal message to a user of the tenant (named by user code), pushed to the user's
// open web sockets with the new unread count, as portal.Message/send does.
import { z } from 'zod';
import { pushTodoCount } from '../../../../../server/services/todo';
import { defineJobKind, say } from './kind';

export const sendMessage = defineJobKind({
  code: 'sendMessage',
  params: z
    .object({
      user: z.string().trim().min(1).max(128),
      title: z.string().trim().min(1).max(200),
      content: z.string().max(2000).optional(),
    })
    .strict(),
  async run({ db, tenantId, env, lang }, { user, title, content }) {
    const to = await db.selectFrom('app_user').select(['id', 'name']).where('code', '=', user).executeTakeFirst();
    if (!to) throw new Error(say(lang, ['用户不存在：{user}', 'No such user: {user}'], { user }));
    const { id } = await db
      .insertInto('message')
      .values({ tenant_id: tenantId, user_id: to.id, title, content: content ?? null, create_name: say(lang, ['定时任务', 'Scheduled job']) })
      .returning('id')
      .executeTakeFirstOrThrow();
    env.hub.push(tenantId, to.id, { type: 'message', id, title, content: content ?? null });
    await pushTodoCount(env, tenantId, to.id);
    return say(lang, ['已向 {name} 发送消息「{title}」', 'Sent "{title}" to {name}'], { name: to.name, title });
  },
});
