// Record access for code that is not a call's declared access (downloads, file fetches, services
// that narrow a declared anyOf): the same judge as the call route (server/rpc/access.ts).
import { requireAccess } from '../rpc/access';
import type { CallContext } from '../rpc/registry';

export type RecordOperation = 'read' | 'create' | 'update' | 'delete' | 'audit' | 'deApproval' | 'commit' | 'manualFinish' | 'repeal' | 'import' | 'export';

export async function requireEntityAccess(ctx: CallContext, entityCode: string, op: RecordOperation, page?: string | null): Promise<void> {
  await requireAccess(ctx, { entity: entityCode, op, page });
}
