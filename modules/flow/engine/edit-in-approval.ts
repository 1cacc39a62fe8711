// FlowCompleteEditAllow (system/Config, group flow): while a receipt is in approval (Ongoing), the
// person holding an open task of its running flow may save its editable fields; the status stays
// Ongoing. Off (the default), or for anyone else, an Ongoing receipt cannot be modified — except
// by the reviewers a receipt type names in a parameter (EntityDef.receipt.reviewersParam: a
// delivery apply's warehouse reviewers), while they hold its task.
import type { Kysely } from 'kysely';
import type { ConfigKey } from '../../../server/config/params';
import { tenantConfig, tenantConfigAll } from '../../../server/config/tenant-config';
import type { DB } from '../../../server/db/types';

/** The user codes a reviewers parameter lists (comma-, space- or semicolon-separated). */
export const reviewerCodes = (value: string): string[] => value.split(/[\s,，;；]+/).filter(Boolean);

async function isReviewer(db: Kysely<DB>, tenantId: string, userId: number, param: string): Promise<boolean> {
  const codes = reviewerCodes(String((await tenantConfigAll(db, tenantId))[param as ConfigKey] ?? ''));
  if (!codes.length) return false;
  const user = await db.selectFrom('app_user').select('code').where('tenant_id', '=', tenantId).where('id', '=', userId).executeTakeFirst();
  return !!user && codes.includes(user.code);
}

export async function mayEditInApproval(db: Kysely<DB>, tenantId: string, userId: number, entityCode: string, receiptId: number, reviewersParam?: string): Promise<boolean> {
  const allowed = (await tenantConfig(db, tenantId, 'FlowCompleteEditAllow')) || (!!reviewersParam && (await isReviewer(db, tenantId, userId, reviewersParam)));
  if (!allowed) return false;
  const task = await db
    .selectFrom('flow_task as t')
    .innerJoin('flow_instance as i', (j) => j.onRef('i.id', '=', 't.instance_id').on('i.tenant_id', '=', tenantId))
    .select('t.id')
    .where('t.tenant_id', '=', tenantId)
    .where('i.entity_code', '=', entityCode)
    .where('i.receipt_id', '=', receiptId)
    .where('i.status', '=', 'Ongoing')
    .where('t.open', '=', true)
    .where((eb) =>
      eb.or([
        eb('t.assignee_id', '=', userId),
        eb.and([eb('t.assignee_id', 'is', null), eb.exists(eb.selectFrom('flow_task_candidate as c').select('c.task_id').where('c.tenant_id', '=', tenantId).whereRef('c.task_id', '=', 't.id').where('c.user_id', '=', userId))]),
      ]),
    )
    .limit(1)
    .executeTakeFirst();
  return !!task;
}
