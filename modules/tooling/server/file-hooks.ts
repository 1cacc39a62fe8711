// The tool files' own rules on the generic record writes: a new file starts free with its type's
// rated life (unless it names its own) as its remaining life and its warning level from the type's
// per cent; a changed rated life or type moves the warning level; a mounted tool is not deleted.
import { sql } from 'kysely';
import { refuse } from '../../../server/modules/hooks';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { tm } from '../messages';
import { type Kind, TABLES } from './tool-rows';

function startLife(kind: Kind) {
  const t = TABLES[kind];
  return async ({ trx, writer, id }: HookContext): Promise<void> => {
    await sql`update ${sql.table(t.file)} f set rated_life = coalesce(f.rated_life, d.rated_life), remaining_life = coalesce(f.rated_life, d.rated_life),
        warn_life = trunc(coalesce(f.rated_life, d.rated_life) * d.warn_percent / 100.0, 4), state = 'Free'${kind === 'Cutter' ? sql`, dressing_count = 0` : sql``}
      from ${sql.table(t.define)} d where f.tenant_id = ${writer.tenantId} and f.id = ${id!} and d.tenant_id = f.tenant_id and d.id = f.define_id`.execute(trx);
  };
}

function moveWarning(kind: Kind) {
  const t = TABLES[kind];
  return async ({ trx, writer, id }: HookContext): Promise<void> => {
    await sql`update ${sql.table(t.file)} f set warn_life = trunc(coalesce(f.rated_life, d.rated_life) * d.warn_percent / 100.0, 4)
      from ${sql.table(t.define)} d where f.tenant_id = ${writer.tenantId} and f.id = ${id!} and d.tenant_id = f.tenant_id and d.id = f.define_id`.execute(trx);
  };
}

function keepMounted({ before, writer }: HookContext): void {
  if (before && (before.state === 'Installed' || before.state === 'InUse')) refuse(tm(writer.lang, 'installedRemove', { code: String(before.code ?? '') }));
}

export const fileHooks: RecordHooks[] = (['Cutter', 'Fixture'] as const).flatMap((kind): RecordHooks[] => [
  { entity: TABLES[kind].entity, actions: ['create'], after: startLife(kind) },
  { entity: TABLES[kind].entity, actions: ['modify'], after: moveWarning(kind) },
  { entity: TABLES[kind].entity, actions: ['remove'], before: keepMounted },
]);
