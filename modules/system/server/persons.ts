// portal.Person (the generic record calls bound to the Person entity) and the person's rules as
// record hooks, inside every write's transaction (calls, the low-code pages and imports alike):
// - after a create or modify its main department is among its departments (the line that held the
//   old main department follows a change of it), it belongs to that department for data scopes
//   (depart_id), and a person without organisation gets its department's;
// - a person named by a user or by any document's reference (salesman, claimant …) cannot be
//   deleted (409).
import { type Kysely, sql } from 'kysely';
import type { DB } from '../../../server/db/types';
import { builtinEntities } from '../../../server/modules/catalogue';
import type { HookContext, RecordHooks } from '../../../server/modules/types';
import { refuse } from '../../../server/modules/hooks';
import { readRecord } from '../../../server/records/read';
import { pagedQuery } from '../../../server/records/paged-query';
import { implementDocument } from '../../../server/records/document-service';
import { escapeLike } from './roles';
import { session } from '../../../server/rpc/registry';
import { portalPerson } from '../contracts/persons';
import { Person } from '../entities/person';
import { sm } from './messages';

const idOf = (v: unknown): number | null => (v == null ? null : typeof v === 'object' ? Number((v as { id?: unknown }).id ?? null) || null : Number(v) || null);

async function keepDepartments(ctx: HookContext): Promise<void> {
  const id = ctx.id!;
  const { trx, writer } = ctx;
  const person = await trx.selectFrom('person').select(['department_id', 'organ_id']).where('id', '=', id).executeTakeFirstOrThrow();
  const main = idOf(person.department_id);
  if (main) {
    const lines: Array<{ id: number; department_id: number | null; sn: number }> = await trx
      .selectFrom('person_department')
      .select(['id', 'department_id', 'sn'])
      .where('owner_id', '=', id)
      .orderBy('sn')
      .orderBy('id')
      .execute();
    if (!lines.some((l) => idOf(l.department_id) === main)) {
      const oldMain = idOf(ctx.before?.department_id);
      const listed = ctx.values && Object.hasOwn(ctx.values, 'departments');
      const heldOld = !listed && oldMain ? lines.find((l) => idOf(l.department_id) === oldMain) : undefined;
      if (heldOld) await trx.updateTable('person_department').set({ department_id: main }).where('id', '=', heldOld.id).execute();
      else {
        const first = lines.length ? Math.min(...lines.map((l) => Number(l.sn))) - 1 : 0;
        await trx.insertInto('person_department').values({ tenant_id: writer.tenantId, owner_id: id, sn: first, department_id: main }).execute();
      }
    }
  }
  const organ = !person.organ_id && main ? await trx.selectFrom('department').select('organ_id').where('id', '=', main).executeTakeFirst() : undefined;
  await trx
    .updateTable('person')
    .set({ depart_id: main, ...(organ ? { organ_id: organ.organ_id } : {}) })
    .where('id', '=', id)
    .execute();
  // the write answers the record as it now stands
  if (ctx.after) Object.assign(ctx.after, await readRecord(trx, ctx.model, id, writer.lang));
}

/** Who names the person: a user, or a document's reference attribute. */
async function holderOf(ctx: HookContext): Promise<string | null> {
  const id = ctx.id!;
  const { trx, writer } = ctx;
  if (await trx.selectFrom('app_user').select('id').where('person_id', '=', id).executeTakeFirst()) return sm(writer.lang, 'users');
  for (const e of builtinEntities()) {
    const tables: Array<[string, string[]]> = [
      [e.table, e.attrs.filter((a) => a.quote?.entity === 'Person' && !a.readSql).map((a) => a.code)],
      ...Object.values(e.children ?? {}).map((c) => [c.table, c.attrs.filter((a) => a.quote?.entity === 'Person').map((a) => a.code)] as [string, string[]]),
    ];
    for (const [table, columns] of tables) {
      if (!columns.length) continue;
      const named = sql.join(columns.map((c) => sql`${sql.ref(c)} = ${id}`), sql` or `);
      const hit = await sql`select 1 from ${sql.table(table)} where tenant_id = ${writer.tenantId} and (${named}) limit 1`.execute(trx);
      if (hit.rows.length) return writer.lang === 'en_US' ? e.nameEn : e.name;
    }
  }
  return null;
}

export const personHooks: RecordHooks[] = [
  { entity: Person.code, actions: ['create', 'modify'], after: keepDepartments },
  {
    entity: Person.code,
    actions: ['remove'],
    async before(ctx) {
      const what = await holderOf(ctx);
      if (what) refuse(sm(ctx.writer.lang, 'personInUse', { name: String(ctx.before?.name ?? ctx.id), what }));
    },
  },
];

export const personService = implementDocument(portalPerson, {
  async fuzzy(ctx, [q]) {
    const text = q.text?.trim();
    const base = session(ctx)
      .db.selectFrom('person')
      .$if(!!text, (x) => x.where((eb) => eb.or([eb('code', 'ilike', `%${escapeLike(text!)}%`), eb('name', 'ilike', `%${escapeLike(text!)}%`)])))
      .$if(!!q.ids?.length, (x) => x.where('id', 'in', q.ids!));
    return pagedQuery(q, base, (b) => b.select(['id', 'code', 'name']).orderBy('code'), (r) => ({ id: Number(r.id), code: r.code, name: r.name }), { defaultSize: 12, tieBreak: 'id' });
  },
});

/** Demo people belong to their own departments (data scopes), like every person written later. */
export async function seedPersons(db: Kysely<DB>, tenantId: string): Promise<void> {
  await sql`update person set depart_id = department_id where tenant_id = ${tenantId} and depart_id is null and department_id is not null`.execute(db);
}
