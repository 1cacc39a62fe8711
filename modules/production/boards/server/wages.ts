// 计件工资 by person for other modules (the HR payroll): the wages of the 计件工资 report's view
// (prd_board_salary: qualified pieces × the piece rate) of the outputs reported from `from` up to
// and not including `to`, summed per person — the reporting user's person (a user without a person
// earns nothing here). Numeric sums, answered as text: decimal-exact.
import { type Kysely, sql } from 'kysely';

// biome-ignore lint/suspicious/noExplicitAny: the view is not in the static DB type
type AnyDb = Kysely<any>;

export async function pieceWagesByPerson(db: AnyDb, tenantId: string, from: string, to: string, personIds: readonly number[]): Promise<Map<number, string>> {
  if (!personIds.length) return new Map();
  const rows = (
    await sql<{ person_id: number; wage: string }>`select u.person_id::int as person_id, sum(w.wage)::text as wage
        from prd_board_salary w join app_user u on u.tenant_id = w.tenant_id and u.id = w.create_id
       where w.tenant_id = ${tenantId} and w.report_date >= ${from}::date and w.report_date < ${to}::date and u.person_id in (${sql.join([...personIds])})
       group by u.person_id`.execute(db)
  ).rows;
  return new Map(rows.map((r) => [r.person_id, r.wage]));
}
