// flow.FlowableInstance/correlateMessage: a message from outside the process (an integration, a
// supervisor) delivered to the instance waiting for it, or starting one by its message start event.
import { correlateMessage } from '../engine/engine/message-ops';
import type { CallContext } from '../../../server/rpc/registry';
import { command } from './context';

export async function correlateMessageCall(ctx: CallContext, a: { messageName: string; instanceId?: string; businessKey?: string }): Promise<{ msg: string; instanceId: string; started: boolean }> {
  const out = await command(ctx, async (c) => {
    const { run, started } = await correlateMessage(c, a);
    // the command's todo badges: everyone the message moved a task for
    return Object.assign(run, { started });
  });
  return { msg: ctx.lang === 'en_US' ? 'Message delivered' : '消息已送达', instanceId: out.inst.id, started: out.started };
}
