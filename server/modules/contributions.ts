// What the loaded modules add to core decisions the core cannot make alone: whether a receipt in
// approval may be saved, and the to-do badge's count. Set by server/modules/load.ts at start-up;
// before that (or in a product without such modules) nobody may edit in approval and the count
// holds messages only.
import type { Kysely } from 'kysely';
import type { DB } from '../db/types';
import type { EditInApproval, ServerModule } from './types';

let loaded: readonly ServerModule[] = [];

export function setContributions(modules: readonly ServerModule[]): void {
  loaded = modules;
}

/** Yes when one module lets the user save the receipt while it is Ongoing. */
export async function mayEditInApproval(db: Kysely<DB>, ask: EditInApproval): Promise<boolean> {
  for (const m of loaded) if (m.editInApproval && (await m.editInApproval(db, ask))) return true;
  return false;
}

/** The modules' open work items of a user (the to-do badge, messages aside). */
export async function moduleTodoCount(db: Kysely<DB>, tenantId: string, userId: number): Promise<number> {
  let n = 0;
  for (const m of loaded) if (m.todoCount) n += await m.todoCount(db, tenantId, userId);
  return n;
}
