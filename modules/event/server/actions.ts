// The state moves of an event, each one transaction over the event locked first through the
// caller's data scope (an event the caller may not see is "not found"): 确认 (who and when; from 待确认
// or 已升级), 关闭 (a cause of the 关闭原因 dictionary and a note; once — an event is closed once; its
// rule and machine may then open a new one), 评论 (a comment row). Each refusal has its message.
import { sql } from 'kysely';
import { callerModel, writerOf } from '../../../server/records/context';
import { lockWritableIds, type Writer } from '../../../server/records/write';
import { badRequest, conflict, notFound } from '../../../server/rpc/errors';
import type { CallContext } from '../../../server/rpc/registry';
import type { AckArg, CloseArg, CommentArg, EventState } from '../contracts';
import { Event } from '../entities/event';
import { type EventMessage, em } from '../messages';
import { CAUSE_DICT } from '../options';
import type { AnyDb } from './rules';

interface Locked {
  id: number;
  code: string;
  event_status: string;
  severity: string;
  rule_id: number;
  subject: string;
}

const fail = (w: Writer, key: EventMessage, vars: Record<string, string | number>, make = conflict) => make(em(w.lang, key, vars));

async function moveEvent(ctx: CallContext, id: number, body: (trx: AnyDb, w: Writer, e: Locked) => Promise<void>): Promise<EventState> {
  const w = await writerOf(ctx, await callerModel(ctx, Event.code));
  return (w.db as AnyDb).transaction().execute(async (trx) => {
    const model = await callerModel(ctx, Event.code);
    if (!(await lockWritableIds(trx, w, model, [id])).has(id)) throw fail(w, 'eventNotFound', { id }, notFound);
    const [e] = (
      await sql<Locked>`select id::int as id, code, event_status, severity, rule_id::int as rule_id, subject from evt_event where tenant_id = ${w.tenantId} and id = ${id}`.execute(trx)
    ).rows;
    await body(trx, w, e!);
    const [after] = (await sql<{ event_status: string; severity: string }>`select event_status, severity from evt_event where tenant_id = ${w.tenantId} and id = ${id}`.execute(trx)).rows;
    return { id, code: e!.code, status: after!.event_status, severity: after!.severity };
  });
}

const touched = (w: Writer) => sql`version = version + 1, modify_id = ${w.userId}, modify_name = ${w.userName}, modify_dt = now()`;

export function acknowledge(ctx: CallContext, a: AckArg): Promise<EventState> {
  return moveEvent(ctx, a.id, async (trx, w, e) => {
    if (e.event_status === 'Closed') throw fail(w, 'closedNoAck', { code: e.code });
    if (e.event_status === 'Acked') throw fail(w, 'alreadyAcked', { code: e.code });
    await sql`update evt_event set event_status = 'Acked', ack_name = ${w.userName}, ack_at = now(), ${touched(w)} where tenant_id = ${w.tenantId} and id = ${e.id}`.execute(trx);
  });
}

export function close(ctx: CallContext, a: CloseArg): Promise<EventState> {
  return moveEvent(ctx, a.id, async (trx, w, e) => {
    if (e.event_status === 'Closed') throw fail(w, 'alreadyClosed', { code: e.code });
    const [known] = (
      await sql`select 1 from dict where tenant_id = ${w.tenantId} and dict_code = ${CAUSE_DICT} and code = ${a.cause} and status = 0`.execute(trx)
    ).rows;
    if (!known) throw fail(w, 'causeUnknown', { cause: a.cause }, badRequest);
    // a closed event ends too (if its condition had not), and frees its rule and subject for the next one
    await sql`update evt_event set event_status = 'Closed', cause = ${a.cause}, close_note = ${a.note ?? null}, close_name = ${w.userName}, close_at = now(),
        end_at = coalesce(end_at, now()), ${touched(w)} where tenant_id = ${w.tenantId} and id = ${e.id}`.execute(trx);
    await sql`update evt_state set open_event_id = null where tenant_id = ${w.tenantId} and rule_id = ${e.rule_id} and subject = ${e.subject} and open_event_id = ${e.id}`.execute(trx);
  });
}

export function addComment(ctx: CallContext, a: CommentArg): Promise<EventState> {
  return moveEvent(ctx, a.id, async (trx, w, e) => {
    await sql`insert into evt_event_comment (tenant_id, owner_id, sn, content, author, at)
      select ${w.tenantId}, ${e.id}, coalesce(max(sn), 0) + 1, ${a.content}, ${w.userName}, now() from evt_event_comment where tenant_id = ${w.tenantId} and owner_id = ${e.id}`.execute(trx);
    await sql`update evt_event set ${touched(w)} where tenant_id = ${w.tenantId} and id = ${e.id}`.execute(trx);
  });
}
